import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@sfi/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dealerAdminMessage, message } from '@sfi/domain';
import { OneFieldForm } from './OneFieldForm.tsx';

/** Assigning a lease file, in the story's language. */
const assignFile = () => ({
  title: dealerAdminMessage('dealerUsers.assignFile.title'),
  intro: dealerAdminMessage('dealerUsers.assignFile.intro'),
  label: dealerAdminMessage('dealerUsers.assignFile.label'),
  action: dealerAdminMessage('dealerUsers.assignFile.action'),
});

const retry = fn();

const meta = {
  title: 'Staff/Dealers/OneFieldForm',
  component: OneFieldForm,
  tags: ['autodocs'],
  args: {
    onSubmit: fn(async () => true),
    state: { status: 'idle' },
  },
  // Its words come from the screen's catalogue when the story renders, in the story's language.
  render: (args) => <OneFieldForm {...assignFile()} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'One change of a dealer in a section of its own (a lease file to assign, a new password): one ' +
          'field and a button, pending while sent, a failure under it with the server’s words and Try again.',
      },
    },
  },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
// The words come from the render, not from the args.
type Story = StoryObj<typeof OneFieldForm>;

/** A lease file to assign, sent with Enter; the field empties once it is taken. */
export const AssignFile: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', {
      name: new RegExp(dealerAdminMessage('dealerUsers.assignFile.label')),
    });
    await userEvent.type(field, ' 1000001 {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('1000001');
    await expect(field).toHaveValue('');
  },
};

/** A new password, typed unseen and sent as typed. */
export const Password: Story = {
  args: { type: 'password', maxLength: 128 },
  render: (args) => (
    <OneFieldForm
      {...args}
      title={dealerAdminMessage('dealerUsers.password.title')}
      intro={dealerAdminMessage('dealerUsers.password.intro')}
      label={dealerAdminMessage('dealerUsers.password.label')}
      description={message('dealerAccounts.password.length', { min: 12, max: 128 })}
      action={dealerAdminMessage('dealerUsers.password.action')}
    />
  ),
};

/** Sending: the button waits. */
export const Pending: Story = { args: { state: { status: 'pending' } } };

/** A file number no file has: the server's words, and no Try again (the same number fails again). */
export const FileDoesNotExist: Story = {
  render: (args) => (
    <OneFieldForm
      {...assignFile()}
      {...args}
      state={{
        status: 'failed',
        message: message('files.fileNo.notFound'),
        error: new ApiError(404, message('files.fileNo.notFound')),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(message('files.fileNo.notFound'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: message('action.retry') })).toBeNull();
  },
};

/** The server could not be reached: the screen's words, and Try again, which sends it again. */
export const Unreachable: Story = {
  render: (args) => (
    <OneFieldForm
      {...assignFile()}
      {...args}
      state={{
        status: 'failed',
        message: message('dealers.error.update'),
        error: new ApiError(0, 'fetch failed'),
        retry,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: message('action.retry') }));
    await expect(retry).toHaveBeenCalled();
  },
};
