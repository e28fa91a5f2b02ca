import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPublicApi } from '../storybook/fixtures.tsx';
import { ContactForm } from './ContactForm.tsx';

const meta = {
  title: 'Public site/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  decorators: [withPublicApi],
  parameters: {
    docs: {
      description: {
        component:
          'The Contact us form: name, e-mail, an optional phone and a message, sent to SFI through the outbox ' +
          '(`POST /emails` as a contact message). Its states are the service request form’s (doc 2 §2): ' +
          'loading, success, error (what was typed stays) and cleared. Needs the public API client above it.',
      },
    },
    emails: 'accepted',
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const form = within(canvasElement).getByRole('region', { name: 'Send us a message' });
  await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ada Tremblay');
  await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'ada@example.ca');
  await userEvent.type(within(form).getByRole('textbox', { name: /Message/ }), 'When is your office open?');
  return form;
}

export const Default: Story = {};

/** Sent: the thanks, and a way to send another (the form comes back cleared). */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    await expect(await within(form).findByText(/Your message was sent/)).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Send another message' }));
    await expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('');
    await expect(within(form).getByRole('status')).toHaveTextContent('The form was cleared.');
  },
};

/** Sending: the button waits. */
export const Sending: Story = {
  parameters: { emails: 'pending' },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    await expect(within(form).getByRole('button', { name: /Send message/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Refused by the server: the fields need attention (not "try again"), the field's error, and what was typed kept. */
export const Failed: Story = {
  parameters: { emails: 'invalid' },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Some fields need your attention: see the messages under them.',
    );
    await expect(within(form).queryByText(/Please try again/)).not.toBeInTheDocument();
    await expect(within(form).getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();
    // The refused field takes the focus (a frame after the answer), so the screenshot is of that state.
    const email = within(form).getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('Ada Tremblay');
  },
};

/** Checked before sending, in our words: an e-mail address the browser would refuse in its own. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('region', { name: 'Send us a message' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ada Tremblay');
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'ada');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    await expect(within(form).getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();
    await expect(within(form).getByText('This field is required.')).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
    await expect(within(form).getByRole('textbox', { name: /E-mail/ })).toHaveValue('ada');
  },
};

/** Cleared by its button. */
export const Cleared: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    await expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('');
    await expect(within(form).getByRole('status')).toHaveTextContent('The form was cleared.');
  },
};
