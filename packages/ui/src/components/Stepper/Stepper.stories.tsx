import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { storyWords, type StoryWords } from '../../storybook/words.ts';
import { Stepper, type Step } from './Stepper.tsx';

const approve = fn();

type Context = { loaded: Record<string, unknown> };

// The revision progression of doc 1 §4, worded by the app (in the story's language).
const stepsIn = ({ say }: StoryWords): Step[] => [
  {
    id: 'draft',
    label: say('revision.state.DRAFT'),
    status: 'complete',
    description: 'Mar 3 · Maple Leaf Motors',
  },
  {
    id: 'quote-submitted',
    label: say('revision.step.quoteSubmitted'),
    status: 'complete',
    description: 'Mar 4',
  },
  {
    id: 'quote-approved',
    label: say('revision.step.approveQuote'),
    status: 'current',
    action: (
      <Button size="small" onPress={approve}>
        {say('revision.action.approveQuote')}
      </Button>
    ),
  },
  { id: 'credit-submitted', label: say('revision.step.submitCredit'), status: 'upcoming' },
  { id: 'credit-approved', label: say('revision.step.approveCredit'), status: 'upcoming' },
];

/** The list's name in the story's language. */
const progressOf = (context: Context) => storyWords(context).say('quote.revision.progress', { number: 2 });

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Where a record stands in an ordered progression (a quote revision: draft, quote submitted, quote approved, credit submitted, credit approved). Each step has a label, a status in words and a mark, and an optional action; the current step is marked for screen readers. ' +
          'Horizontal from tablet width, vertical on phones. Do not use it to move between pages (Tabs, links) or for a history of events (Timeline).',
      },
    },
  },
  // The render gives the revision's steps and the list's name in the story's language, unless the story has its own steps.
  args: { steps: [] },
  render: (args, context) => (
    <Stepper
      aria-label={progressOf(context)}
      {...args}
      steps={args.steps.length > 0 ? args.steps : stepsIn(storyWords(context))}
    />
  ),
  beforeEach: () => {
    approve.mockClear();
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { ui } = storyWords({ loaded });
    const list = canvas.getByRole('list', { name: progressOf({ loaded }) });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    // Statuses are words, not only colours.
    await expect(items[0]).toHaveTextContent(ui.stepComplete);
    await expect(items[3]).toHaveTextContent(ui.stepUpcoming);
    // The current step's action works from the keyboard.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(approve).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { orientation: 'vertical' } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const Rejected: Story = {
  name: 'A rejected step',
  render: (args, context) => (
    <Stepper
      aria-label={progressOf(context)}
      {...args}
      steps={[
        { id: 'draft', label: storyWords(context).say('revision.state.DRAFT'), status: 'complete' },
        {
          id: 'review',
          label: 'Quote review',
          status: 'error',
          description: 'Rejected: the residual is too high.',
        },
        { id: 'credit', label: 'Credit review', status: 'upcoming' },
      ]}
    />
  ),
};

export const AllDone: Story = {
  name: 'All approved',
  render: (args, context) => (
    <Stepper
      aria-label={progressOf(context)}
      {...args}
      steps={stepsIn(storyWords(context)).map((s) => ({
        ...s,
        status: 'complete' as const,
        action: undefined,
      }))}
    />
  ),
};

export const LongLabels: Story = {
  name: 'Long labels',
  args: {
    steps: [
      { id: 'a', label: 'Submitted for quote approval by the dealership', status: 'complete' },
      { id: 'b', label: 'Under credit review by the provider’s underwriting team', status: 'current' },
      { id: 'c', label: 'Approved by SFI and shared with the dealership', status: 'upcoming' },
    ],
  },
};
