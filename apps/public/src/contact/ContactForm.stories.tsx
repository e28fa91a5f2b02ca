import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { message, takeoverMessage } from '@sfi/domain';
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
  const form = within(canvasElement).getByRole('region', { name: takeoverMessage('contact.title') });
  await userEvent.type(
    within(form).getByRole('textbox', { name: new RegExp(takeoverMessage('serviceRequest.name')) }),
    'Ada Tremblay',
  );
  await userEvent.type(
    within(form).getByRole('textbox', { name: new RegExp(takeoverMessage('serviceRequest.email')) }),
    'ada@example.ca',
  );
  await userEvent.type(
    within(form).getByRole('textbox', { name: new RegExp(takeoverMessage('serviceRequest.message')) }),
    'When is your office open?',
  );
  return form;
}

export const Default: Story = {};

/** Sent: the thanks, and a way to send another (the form comes back cleared). */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: takeoverMessage('contact.send') }));
    await expect(await within(form).findByText(takeoverMessage('contact.sent'))).toBeVisible();
    await userEvent.click(
      within(form).getByRole('button', { name: takeoverMessage('serviceRequest.sendAnother') }),
    );
    await expect(
      within(form).getByRole('textbox', { name: new RegExp(takeoverMessage('serviceRequest.name')) }),
    ).toHaveValue('');
    await expect(within(form).getByRole('status')).toHaveTextContent(
      takeoverMessage('serviceRequest.cleared'),
    );
  },
};

/** Sending: the button waits. */
export const Sending: Story = {
  parameters: { emails: 'pending' },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: takeoverMessage('contact.send') }));
    await expect(
      within(form).getByRole('button', { name: new RegExp(takeoverMessage('contact.send')) }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Refused by the server: the fields need attention (not "try again"), the field's error, and what was typed kept. */
export const Failed: Story = {
  parameters: { emails: 'invalid' },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: takeoverMessage('contact.send') }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      takeoverMessage('serviceRequest.checkFields').replace(/\s+/g, ' '),
    );
    await expect(within(form).queryByText(takeoverMessage('contact.error'))).not.toBeInTheDocument();
    await expect(within(form).getByText(message('validation.email'))).toBeVisible();
    // The refused field takes the focus (a frame after the answer), so the screenshot is of that state.
    const email = within(form).getByRole('textbox', {
      name: new RegExp(takeoverMessage('serviceRequest.email')),
    });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(
      within(form).getByRole('textbox', { name: new RegExp(takeoverMessage('serviceRequest.name')) }),
    ).toHaveValue('Ada Tremblay');
  },
};

/** Checked before sending, in our words: an e-mail address the browser would refuse in its own. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('region', { name: takeoverMessage('contact.title') });
    await userEvent.type(
      within(form).getByRole('textbox', { name: new RegExp(takeoverMessage('serviceRequest.name')) }),
      'Ada Tremblay',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: new RegExp(takeoverMessage('serviceRequest.email')) }),
      'ada',
    );
    await userEvent.click(within(form).getByRole('button', { name: takeoverMessage('contact.send') }));
    await expect(within(form).getByText(message('validation.email'))).toBeVisible();
    await expect(within(form).getByText(message('validation.required'))).toBeVisible();
    await expect(
      within(form).getByRole('textbox', { name: new RegExp(takeoverMessage('serviceRequest.email')) }),
    ).toHaveFocus();
    await expect(
      within(form).getByRole('textbox', { name: new RegExp(takeoverMessage('serviceRequest.email')) }),
    ).toHaveValue('ada');
  },
};

/** Cleared by its button. */
export const Cleared: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(
      within(form).getByRole('button', { name: takeoverMessage('serviceRequest.clear') }),
    );
    await expect(
      within(form).getByRole('textbox', { name: new RegExp(takeoverMessage('serviceRequest.message')) }),
    ).toHaveValue('');
    await expect(within(form).getByRole('status')).toHaveTextContent(
      takeoverMessage('serviceRequest.cleared'),
    );
  },
};
