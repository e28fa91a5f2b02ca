import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@sfi/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dealerAdminMessage, message } from '@sfi/domain';
import { OneFieldForm } from './OneFieldForm.tsx';

const meta = {
  title: 'Staff/Dealers/OneFieldForm',
  component: OneFieldForm,
  tags: ['autodocs'],
  args: {
    title: dealerAdminMessage('dealerUsers.assignFile.title'),
    intro: dealerAdminMessage('dealerUsers.assignFile.intro'),
    label: dealerAdminMessage('dealerUsers.assignFile.label'),
    action: dealerAdminMessage('dealerUsers.assignFile.action'),
    onSubmit: fn(async () => true),
    state: { status: 'idle' },
  },
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
type Story = StoryObj<typeof meta>;

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
  args: {
    title: dealerAdminMessage('dealerUsers.password.title'),
    intro: dealerAdminMessage('dealerUsers.password.intro'),
    label: dealerAdminMessage('dealerUsers.password.label'),
    description: message('dealerAccounts.password.length', { min: 12, max: 128 }),
    type: 'password',
    maxLength: 128,
    action: dealerAdminMessage('dealerUsers.password.action'),
  },
};

/** Sending: the button waits. */
export const Pending: Story = { args: { state: { status: 'pending' } } };

/** A file number no file has: the server's words, and no Try again (the same number fails again). */
export const FileDoesNotExist: Story = {
  args: {
    state: {
      status: 'failed',
      message: message('files.fileNo.notFound'),
      error: new ApiError(404, message('files.fileNo.notFound')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The file does not exist')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** The server could not be reached: the screen's words, and Try again, which sends it again. */
export const Unreachable: Story = {
  args: {
    state: {
      status: 'failed',
      message: message('dealers.error.update'),
      error: new ApiError(0, 'fetch failed'),
      retry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state.status === 'failed') await expect(args.state.retry).toHaveBeenCalled();
  },
};
