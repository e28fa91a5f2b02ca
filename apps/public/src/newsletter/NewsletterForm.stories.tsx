import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@sfi/api-client';
import { message, newsletterMessage } from '@sfi/domain';
import { NewsletterForm } from './NewsletterForm.tsx';

const meta = {
  title: 'Public site/NewsletterForm',
  component: NewsletterForm,
  tags: ['autodocs'],
  args: { subscribe: fn(async () => undefined) },
  parameters: {
    docs: {
      description: {
        component:
          'The investor newsletter’s signup (doc 2 §4, §7; issue 14), as `NewsletterSignup` mounts it on the ' +
          'public site: the `EMAIL` field, sent to the mailing-list form endpoint of the runtime config. No ' +
          'check before sending (the spec shows none): the endpoint’s field error shows under the field. ' +
          'Ends with the confirmation link sent (“You are now subscribed!” once it is followed) or “Sorry, an error has occurred.”, announced either way.',
      },
    },
  },
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types an address and submits it by keyboard, as a visitor would. */
async function submit(canvasElement: HTMLElement, address: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(message('newsletter.email.label')), `${address}{Enter}`);
  return canvas;
}

/** Waiting for an address. */
export const Default: Story = {};

/** Sent, the endpoint not answered yet: the button shows it is busy and ignores presses. */
export const Submitting: Story = {
  args: { subscribe: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement, 'ada@example.com');
    const button = canvas.getByRole('button', { name: message('newsletter.subscribe') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.subscribe).toHaveBeenCalledTimes(1);
  },
};

/** Taken: the spec's message and where the confirmation went; the field is cleared for another. */
export const Subscribed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement, 'ada@example.com');
    await expect(args.subscribe).toHaveBeenCalledWith('ada@example.com');
    const status = canvas.getByRole('status');
    await expect(
      await within(status).findByText(newsletterMessage('newsletter.linkSent').replace(/\s+/g, ' ')),
    ).toBeVisible();
    await expect(status).toHaveTextContent(
      newsletterMessage('newsletter.checkInbox', { email: 'ada@example.com' }).replace(/\s+/g, ' '),
    );
    await expect(canvas.getByLabelText(message('newsletter.email.label'))).toHaveValue('');
  },
};

/** Refused by the endpoint: the spec's message, and the endpoint's reason under the field. */
export const RefusedAddress: Story = {
  args: {
    subscribe: fn(async () => {
      throw new ApiError(400, 'What was sent is not valid', { EMAIL: message('validation.email') });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'ada');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('newsletter.error'));
    await expect(canvas.getByText(message('validation.email'))).toBeVisible();
    await expect(canvas.getByLabelText(message('newsletter.email.label'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The endpoint could not be reached: the spec's message alone. */
export const Unreachable: Story = {
  args: {
    subscribe: fn(async () => {
      throw new ApiError(0, 'Failed to fetch');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'ada@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('newsletter.error'));
  },
};

/** On a phone: the button under the field, full width; a long address wraps. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'a.very.long.address.of.an.investor@example-investments.com');
    await expect(
      await within(canvas.getByRole('status')).findByText(
        newsletterMessage('newsletter.linkSent').replace(/\s+/g, ' '),
      ),
    ).toBeVisible();
  },
};
