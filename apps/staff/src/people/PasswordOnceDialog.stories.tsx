import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { peopleMessage } from '@sfi/domain';
import { PasswordOnceDialog } from './PasswordOnceDialog.tsx';

const meta = {
  title: 'Staff/People/PasswordOnceDialog',
  component: PasswordOnceDialog,
  tags: ['autodocs'],
  args: { name: 'Nora Lee', password: 'Sw28p-n2sCp-ugvfb-hJcuR', onClose: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The password of an account just made, shown once: selectable, with a button that copies it. ' +
          'Closing it forgets the password; the server never answers it again.',
      },
    },
  },
} satisfies Meta<typeof PasswordOnceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password, read-only, and the way out. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', {
      name: peopleMessage('people.password.title', { name: 'Nora Lee' }),
    });
    await expect(within(dialog).getByRole('textbox', { name: 'Password' })).toHaveValue(args.password);
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: peopleMessage('people.password.done') })[0]!,
    );
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Copied, from the keyboard: the dialog says so. */
export const Copied: Story = {
  play: async ({ args }) => {
    const clipboard = { text: '' };
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void (clipboard.text = text)) },
    });
    const dialog = within(document.body).getByRole('dialog');
    within(dialog)
      .getByRole('button', { name: peopleMessage('people.password.copy') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText(peopleMessage('people.password.copied'))).toBeVisible();
    await expect(clipboard.text).toBe(args.password);
  },
};

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
