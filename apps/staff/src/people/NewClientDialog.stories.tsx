import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@sfi/api-client';
import { message, peopleMessage } from '@sfi/domain';
import { NewClientDialog } from './NewClientDialog.tsx';

const meta = {
  title: 'Staff/People/NewClientDialog',
  component: NewClientDialog,
  tags: ['autodocs'],
  args: { onCreate: fn(async () => undefined), onClose: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Adds a client: their e-mail, and optionally their name and a lease file to link. Checked first; ' +
          'the server’s refusal shows under its field ("The file does not exist", a taken e-mail).',
      },
    },
  },
} satisfies Meta<typeof NewClientDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: peopleMessage('clients.add.title') });

/** Typed and sent with Enter. */
export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: peopleMessage('people.field.email') }),
      'nora@example.com{Enter}',
    );
    await expect(args.onCreate).toHaveBeenCalledWith({ email: 'nora@example.com' });
  },
};

/** An address that is not one: the field says so, and nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ args }) => {
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: peopleMessage('people.field.email') }),
      'nora{Enter}',
    );
    await expect(await within(dialog()).findByText(message('validation.email'))).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server's refusal, under the file number. */
export const FileDoesNotExist: Story = {
  args: {
    // The server's words, said when it answers, in the story's language.
    onCreate: fn(async () => {
      const notFound = message('files.fileNo.notFound');
      throw new ApiError(404, notFound, { fileNo: notFound });
    }),
  },
  play: async () => {
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: peopleMessage('people.field.email') }),
      'nora@example.com',
    );
    await userEvent.type(
      within(dialog()).getByRole('textbox', {
        name: new RegExp(peopleMessage('clients.add.fileNo').replace(/[()]/g, '\\$&')),
      }),
      'NOPE{Enter}',
    );
    await expect(await within(dialog()).findByText(message('files.fileNo.notFound'))).toBeVisible();
  },
};
