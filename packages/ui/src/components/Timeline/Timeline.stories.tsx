import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Text } from '../Text/Text.tsx';
import { Timeline, type TimelineItem } from './Timeline.tsx';

// Fixed instants, shown in a fixed zone, so the story reads the same on every machine.
const items: TimelineItem[] = [
  {
    id: '4',
    title: 'Revision approved',
    timestamp: '2025-03-07T15:42:00Z',
    description: 'By Priya Singh (credit)',
    tone: 'positive',
  },
  { id: '3', title: 'Submitted for credit approval', timestamp: '2025-03-05T19:10:00Z', tone: 'caution' },
  { id: '2', title: 'Quote approved', timestamp: '2025-03-04T14:00:00Z', tone: 'positive' },
  { id: '1', title: 'Quote created', timestamp: '2025-03-03T13:30:00Z', description: 'By Maple Leaf Motors' },
];

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A history of events: what happened, when (a `<time>` element, formatted in the app’s locale and the given time zone) and details. Use it for a file’s revision history or a quote’s activity, newest first. ' +
          'Do not use it for steps still to come (Stepper) or for a list of records to act on (DataTable).',
      },
    },
  },
  args: { items, 'aria-label': 'History of quote 1042', timeZone: 'America/Toronto' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'History of quote 1042' });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(4);
    // en-CA, Toronto time: 15:42 UTC is 10:42 a.m. EST.
    const time = entries[0]!.querySelector('time')!;
    await expect(time).toHaveAttribute('dateTime', '2025-03-07T15:42:00.000Z');
    await expect(time.textContent).toMatch(/Mar\.? 7, 2025.*10:42/);
  },
};

export const Playground: Story = {
  args: { dateFormat: { dateStyle: 'long' }, timeZone: 'America/Vancouver' },
};

export const Empty: Story = {
  args: { items: [], emptyState: <Text tone="secondary">No history yet.</Text> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No history yet.')).toBeVisible();
  },
};

export const LongText: Story = {
  name: 'Long details wrap',
  args: {
    items: [
      {
        id: '1',
        title: 'File number changed from SFI-2025-00042 to SFI-2025-00042-B',
        timestamp: '2025-03-03T13:30:00Z',
        description:
          'Renumbered after the co-lessee was added; the documents, the buyout quote and the banking information moved with the file.',
      },
    ],
  },
};
