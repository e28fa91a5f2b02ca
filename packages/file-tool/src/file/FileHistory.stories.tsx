import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoInsuranceAgencies, formatDate, formatDateTime, message, type MessageKey } from '@sfi/domain';
import { historyPage, storyFile, storyRevisions } from '../storybook/fixtures.ts';
import { withStoryApi } from '@sfi/api-client/story';
import { FileHistory } from './FileHistory.tsx';

const { fileNo } = storyFile;
const history = `GET /history/${fileNo}`;

const meta = {
  title: 'File tool/File/FileHistory',
  component: FileHistory,
  tags: ['autodocs'],
  decorators: [withStoryApi],
  args: {
    fileNo,
    context: { insuranceAgencies: demoInsuranceAgencies, isCanadian: false },
    canRestore: true,
    onRestore: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A file’s history (doc 2 §3, §7): its saves newest first, a page at a time; the one picked shows who ' +
          'saved it and when, and each field it changed against the save before it, old and new value, as ' +
          'the field’s display type shows them. Staff can put a save’s values back in the editor.',
      },
    },
    globals: { viewport: { value: 'desktop' } },
    api: {
      [history]: (_body: unknown, query: URLSearchParams) => ({ body: historyPage(storyRevisions, query) }),
    },
  },
} satisfies Meta<typeof FileHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const changesOf = async (canvasElement: HTMLElement, version: number) => {
  const table = await within(canvasElement).findByRole('table', {
    name: message('fileTool.history.changes', { version }),
  });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

/** The newest save, and what it changed: each field's value before and after, as the field shows it. */
export const Default: Story = {
  name: 'Changes of a save',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saves = await canvas.findByRole('list', { name: message('fileTool.history.list') });
    await expect(
      within(saves)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-pressed')),
    ).toEqual(['true', 'false', 'false']);
    await expect(within(saves).getAllByRole('button')[0]).toHaveTextContent(
      message('fileTool.history.by', {
        name: 'Alex Martin',
        when: formatDateTime(storyRevisions[0]!.updatedAt),
      }),
    );
    // In English: "Delivery Date", "(empty)", "March 20, 2026"; "Lease · Rate", "5.99%", "5.49%"…
    const lang = document.documentElement.lang;
    const percent = (value: number) =>
      new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
    const number = (value: number) => new Intl.NumberFormat(lang, { useGrouping: false }).format(value);
    const inGroup = (group: string, field: string) =>
      `${message(`leaseFile.group.${group}` as MessageKey)} · ${message(`leaseFile.field.${field}` as MessageKey)}`;
    await expect(await changesOf(canvasElement, 3)).toEqual([
      [message('leaseFile.field.deliveryDate'), message('fileTool.value.empty'), formatDate('2026-03-20')],
      [inGroup('lease', 'rate'), percent(5.99), percent(5.49)],
      [inGroup('lease', 'monthlyPayment'), number(630.1), number(612.45)],
      [
        `${message('leaseFile.group.status')} · ${message('fileTool.documentState')}`,
        message('fileTool.documentState.QUOTE_APPROVED'),
        message('fileTool.documentState.CREDIT_APPROVED'),
      ],
    ]);
  },
};

/** An older save picked by keyboard; the first save has nothing before it. Its values go back to the editor. */
export const PickByKeyboard: Story = {
  name: 'Pick a save by keyboard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const saves = within(await canvas.findByRole('list', { name: message('fileTool.history.list') }));
    const newest = saves.getByRole('button', {
      name: new RegExp(message('fileTool.history.version', { version: 3 })),
    });
    newest.focus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(await changesOf(canvasElement, 2)).toContainEqual([
      `${message('leaseFile.group.vehicle')} · ${message('leaseFile.field.make')}`,
      message('fileTool.value.empty'),
      'Toyota',
    ]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(message('fileTool.history.first'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: message('fileTool.history.restore') }));
    await expect(args.onRestore).toHaveBeenCalledWith(storyRevisions[2]!.fields, 1);
  },
};

/** A file never saved since it was created has no history yet. */
export const Empty: Story = {
  parameters: { api: { [history]: { body: { history: { revisions: [], nextBefore: null } } } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: message('fileTool.history.empty') }),
    ).toBeVisible();
  },
};

/** The history failed to load: the screen says so and offers to try again. */
export const Failed: Story = {
  parameters: { api: { [history]: { status: 500, body: { message: 'Internal Server Error' } } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(message('fileTool.history.error'));
    await waitFor(() =>
      expect(within(alert).getByRole('button', { name: message('action.retry') })).toBeVisible(),
    );
  },
};
