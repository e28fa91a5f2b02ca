import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney, takeoverMessage } from '@sfi/domain';
import { expect, within } from 'storybook/test';
import { storyPhotoFiles, storyTakeovers } from '../storybook/fixtures.tsx';
import { TakeoverList } from './TakeoverList.tsx';

const meta = {
  title: 'Public site/Lease takeovers/TakeoverList',
  component: TakeoverList,
  tags: ['autodocs'],
  args: { state: { status: 'loaded', takeovers: storyTakeovers }, photoFiles: storyPhotoFiles },
  parameters: {
    docs: {
      description: {
        component:
          'The lease takeovers of `/lease-takeover` (doc 2 §2): loading, then the cards in display order, each ' +
          'with its photo, vehicle, monthly payment and months left, leading to its detail. A failed load says ' +
          'the spec’s words (doc 2 §8).',
      },
    },
    globals: { viewport: { value: 'desktop' } },
  },
} satisfies Meta<typeof TakeoverList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three takeovers; the last has no photo yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: takeoverMessage('takeovers.list.label') });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[0]!).getByRole('link', { name: '2023 Honda Civic EX' })).toHaveAttribute(
      'href',
      '/lease-takeover/t1',
    );
    // "$412.50/month" in English.
    const perMonth = takeoverMessage('takeovers.card.perMonth', { amount: formatMoney(41250) });
    await expect(within(cards[0]!).getByText(perMonth.replace(/\s/g, ' '))).toBeVisible();
    await expect(
      within(cards[2]!).getByText(takeoverMessage('takeovers.card.monthsLeft', { count: 1 })),
    ).toBeVisible();
    await expect(within(cards[2]!).getByText(takeoverMessage('takeovers.card.noPhoto'))).toBeVisible();
  },
};

/** On a phone: one card a row. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      takeoverMessage('takeovers.list.loading'),
    );
  },
};

/** The list could not load: the spec's words (doc 2 §8). */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      takeoverMessage('takeovers.noneFound'),
    );
  },
};

export const Empty: Story = {
  args: { state: { status: 'loaded', takeovers: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      takeoverMessage('takeovers.list.empty'),
    );
  },
};
