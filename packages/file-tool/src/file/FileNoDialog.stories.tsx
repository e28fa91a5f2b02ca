import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { message } from '@sfi/domain';
import { FileNoDialog } from './FileNoDialog.tsx';

/** The number another file already has. */
const taken = '1000398';

const meta = {
  title: 'File tool/File/FileNoDialog',
  component: FileNoDialog,
  tags: ['autodocs'],
  // A new file's words, in the story's language, unless the story gives its own.
  render: (args) => (
    <FileNoDialog
      {...args}
      title={args.title ?? message('fileTool.new')}
      submitLabel={args.submitLabel ?? message('fileTool.new.create')}
    />
  ),
  args: {
    // As the screens answer: a taken number is refused with the spec's words, any other is taken.
    onSubmit: fn(async (fileNo: string) => (fileNo === taken ? message('files.fileNo.exists') : undefined)),
    onClose: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Asks for a file number, for a new file or a file’s new number. The number is checked as the server ' +
          'checks it before it is sent; a refusal (such as a taken number) shows under the field, the number ' +
          'kept as typed; a failure of the call shows above it.',
      },
    },
    visual: { target: 'page' },
  },
} satisfies Meta<typeof FileNoDialog>;

export default meta;
// The title and the button's words come from the render, not from the args.
type Story = StoryObj<typeof FileNoDialog>;

const dialog = async (name: string = message('fileTool.new')) =>
  within(await within(document.body).findByRole('dialog', { name }));
const numberField = (open: Awaited<ReturnType<typeof dialog>>) =>
  open.getByRole('textbox', { name: message('fileTool.fileNo.label') });

export const Default: Story = {
  play: async () => {
    const open = await dialog();
    await waitFor(() => expect(numberField(open)).toHaveFocus());
  },
};

/** A taken number, sent by Enter: "This file number already exists." under the field, the number kept. */
export const TakenNumber: Story = {
  name: 'Taken number',
  play: async ({ args }) => {
    const open = await dialog();
    const field = numberField(open);
    await userEvent.type(field, `${taken}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(taken);
    await expect(await open.findByText(message('files.fileNo.exists'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(taken);
  },
};

/** A number the rule refuses is not sent: its error shows under the field. */
export const InvalidNumber: Story = {
  name: 'Invalid number',
  play: async ({ args }) => {
    const open = await dialog();
    const field = numberField(open);
    await userEvent.type(field, '10 00/412');
    await userEvent.click(open.getByRole('button', { name: message('fileTool.new.create') }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A failed call says so above the field; the number stays. */
export const Failed: Story = {
  args: {
    onSubmit: fn(async (_fileNo: string): Promise<string | undefined> => {
      throw new Error(message('files.error.create'));
    }),
  },
  play: async () => {
    const open = await dialog();
    await userEvent.type(numberField(open), '1000500{Enter}');
    await expect(await open.findByText(message('files.error.create'))).toBeVisible();
    await expect(numberField(open)).toHaveValue('1000500');
  },
};

/** Renumbering a file starts from its number. */
export const Renumber: Story = {
  args: { initial: '1000412' },
  render: (args) => (
    <FileNoDialog
      {...args}
      title={message('fileTool.renumber.title', { fileNo: '1000412' })}
      submitLabel={message('fileTool.renumber')}
    />
  ),
  play: async () => {
    const open = await dialog(message('fileTool.renumber.title', { fileNo: '1000412' }));
    await expect(numberField(open)).toHaveValue('1000412');
  },
};
