import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoInsuranceAgencies, message, type MessageKey } from '@sfi/domain';
import { savedMeanwhile, storyFile } from '../storybook/fixtures.ts';
import { withField } from './draft.ts';
import { StaleSaveDialog } from './StaleSaveDialog.tsx';

/** The user's version: a lower rate (which the other save changed too) and the mileage (which it did not). */
const mine = withField(withField(storyFile, 'lease', 'rate', '4.99'), 'vehicle', 'mileage', '25,100');

const meta = {
  title: 'File tool/File/StaleSaveDialog',
  component: StaleSaveDialog,
  tags: ['autodocs'],
  args: {
    base: storyFile,
    mine,
    theirs: savedMeanwhile,
    context: { insuranceAgencies: demoInsuranceAgencies, isCanadian: false },
    onKeepMine: fn(),
    onTakeTheirs: fn(),
    onClose: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A save refused because someone saved the file after it was read (409): each field the user changed, ' +
          'with their value and the one the file holds now, as the field’s display type shows it. "Save my ' +
          'changes over theirs" saves the user’s changes on top of the other save (their other changes stay); ' +
          '"Drop my changes" takes the file as it is now. Closing it changes nothing.',
      },
    },
    visual: { target: 'page' },
  },
} satisfies Meta<typeof StaleSaveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: message('fileTool.stale.title') });

/** A field of a group, named as the table names it: "Vehicle · Mileage" in English. */
const inGroup = (group: string, field: string) =>
  `${message(`leaseFile.group.${group}` as MessageKey)} · ${message(`leaseFile.field.${field}` as MessageKey)}`;
/** Figures as the table writes them in the story's language: "25,100", "4.99%" in English. */
const number = (value: number) => new Intl.NumberFormat(document.documentElement.lang).format(value);
const percent = (value: number) =>
  new Intl.NumberFormat(document.documentElement.lang, { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );

/** The fields the user changed, each as "yours" against "in the file now". */
export const Default: Story = {
  play: async () => {
    const table = within(await dialog()).getByRole('table', { name: message('fileTool.stale.title') });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    await expect(rows).toEqual([
      [message('fileTool.change.field'), message('fileTool.stale.mine'), message('fileTool.stale.theirs')],
      [inGroup('vehicle', 'mileage'), number(25100), number(24500)],
      [inGroup('lease', 'rate'), percent(4.99), percent(5.25)],
    ]);
  },
};

/** "Drop my changes", chosen by keyboard: the file as it is now is taken, nothing is saved. */
export const DropByKeyboard: Story = {
  name: 'Drop my changes, by keyboard',
  play: async ({ args }) => {
    const open = within(await dialog());
    const drop = open.getByRole('button', { name: message('fileTool.stale.takeTheirs') });
    // Tab through the dialog (focus stays inside it) until the choice has focus.
    for (let step = 0; step < 5 && document.activeElement !== drop; step += 1) await userEvent.tab();
    await expect(drop).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTakeTheirs).toHaveBeenCalledTimes(1);
    await expect(args.onKeepMine).not.toHaveBeenCalled();
  },
};

/**
 * "Save my changes over theirs": the user's changes on top of the file as it is now. Their other
 * change (the monthly payment) stays, and the save is checked against their version.
 */
export const KeepMine: Story = {
  name: 'Save my changes over theirs',
  play: async ({ args }) => {
    const open = within(await dialog());
    await userEvent.click(open.getByRole('button', { name: message('fileTool.stale.keepMine') }));
    await expect(args.onKeepMine).toHaveBeenCalledTimes(1);
    await expect(args.onTakeTheirs).not.toHaveBeenCalled();
    await expect(args.onKeepMine).toHaveBeenCalledWith(
      expect.objectContaining({
        updatedAt: savedMeanwhile.updatedAt,
        lease: expect.objectContaining({ rate: '4.99', monthlyPayment: 598.1 }),
        vehicle: expect.objectContaining({ mileage: '25,100' }),
      }),
    );
  },
};

/** Escape closes it without a choice: nothing is saved or dropped. */
export const EscapeCloses: Story = {
  name: 'Escape closes',
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onKeepMine).not.toHaveBeenCalled();
    await expect(args.onTakeTheirs).not.toHaveBeenCalled();
  },
};
