import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Text } from '../Text/Text.tsx';
import { storyWords, type StoryWords } from '../../storybook/words.ts';
import { Timeline, type TimelineItem } from './Timeline.tsx';

interface Context {
  loaded: Record<string, unknown>;
  globals: Record<string, unknown>;
}

// A quote's changes of state, in the story's words. Fixed instants, shown in a fixed zone, so the
// story reads the same on every machine.
const itemsIn = ({ say }: StoryWords): TimelineItem[] => {
  const by = (name: string, role: 'SFI' | 'DEALER') =>
    say('quote.timeline.by', { name, role: say(`quote.timeline.role.${role}`) });
  return [
    {
      id: '4',
      title: say('revision.label.FINAL.ALL_APPROVED'),
      timestamp: '2025-03-07T15:42:00Z',
      description: by('Priya Singh', 'SFI'),
      tone: 'positive',
    },
    {
      id: '3',
      title: say('revision.label.INITIAL.CREDIT_SUBMITTED'),
      timestamp: '2025-03-05T19:10:00Z',
      tone: 'caution',
    },
    {
      id: '2',
      title: say('revision.state.QUOTE_APPROVED'),
      timestamp: '2025-03-04T14:00:00Z',
      tone: 'positive',
    },
    {
      id: '1',
      title: say('revision.state.DRAFT'),
      timestamp: '2025-03-03T13:30:00Z',
      description: by('Maple Leaf Motors', 'DEALER'),
    },
  ];
};

/** The list's name in the story's language. */
const history = (context: Pick<Context, 'loaded'>) => storyWords(context).say('quote.timeline.title');

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
  // The render gives a quote's history in the story's language, unless the story has its own items.
  args: { items: [], timeZone: 'America/Toronto' },
  render: (args, context) => (
    <Timeline
      aria-label={history(context)}
      {...args}
      items={args.items.length > 0 || args.emptyState ? args.items : itemsIn(storyWords(context))}
    />
  ),
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const list = within(canvasElement).getByRole('list', { name: history(context) });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(4);
    // Toronto time: 15:42 UTC is 10:42 a.m. EST ("Mar 7, 2025, 10:42 a.m." in English).
    const time = entries[0]!.querySelector('time')!;
    await expect(time).toHaveAttribute('dateTime', '2025-03-07T15:42:00.000Z');
    const shown = new Intl.DateTimeFormat(String(context.globals['locale']), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Toronto',
    });
    await expect(time.textContent).toBe(shown.format(new Date('2025-03-07T15:42:00Z')));
    // Toronto's time, not UTC's.
    await expect(time.textContent).toMatch(/10\D+42/);
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
  render: (args, context) => (
    <Timeline
      aria-label={history(context)}
      {...args}
      items={[
        {
          id: '1',
          title: storyWords(context).say('fileTool.renumber.done', { fileNo: 'SFI-2025-00042-B' }),
          timestamp: '2025-03-03T13:30:00Z',
          description:
            'Renumbered after the co-lessee was added; the documents, the buyout quote and the banking information moved with the file.',
        },
      ]}
    />
  ),
};
