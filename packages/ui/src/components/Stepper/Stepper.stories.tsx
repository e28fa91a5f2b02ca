import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Stepper, type Step } from './Stepper.tsx';

const approve = fn();

// The revision progression of doc 1 §4, worded by the app.
const steps: Step[] = [
  { id: 'draft', label: 'Draft', status: 'complete', description: 'Mar 3 · Maple Leaf Motors' },
  { id: 'quote-submitted', label: 'Quote submitted', status: 'complete', description: 'Mar 4' },
  {
    id: 'quote-approved',
    label: 'Approve quote',
    status: 'current',
    action: (
      <Button size="small" onPress={approve}>
        Approve quote
      </Button>
    ),
  },
  { id: 'credit-submitted', label: 'Submit credit', status: 'upcoming' },
  { id: 'credit-approved', label: 'Approve credit', status: 'upcoming' },
];

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
  args: { steps, 'aria-label': 'Revision progress' },
  beforeEach: () => {
    approve.mockClear();
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Revision progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    // Statuses are words, not only colours.
    await expect(items[0]).toHaveTextContent('Done');
    await expect(items[3]).toHaveTextContent('Not started');
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
  args: {
    steps: [
      { id: 'draft', label: 'Draft', status: 'complete' },
      {
        id: 'review',
        label: 'Quote review',
        status: 'error',
        description: 'Rejected: the residual is too high.',
      },
      { id: 'credit', label: 'Credit review', status: 'upcoming' },
    ],
  },
};

export const AllDone: Story = {
  name: 'All approved',
  args: { steps: steps.map((s) => ({ ...s, status: 'complete' as const, action: undefined })) },
};

export const LongLabels: Story = {
  name: 'Long labels',
  args: {
    steps: [
      { id: 'a', label: 'Submitted for quote approval by the dealership', status: 'complete' },
      { id: 'b', label: 'Under credit review by the provider’s underwriting team', status: 'current' },
      { id: 'c', label: 'Revision approved and shared to the dealer', status: 'upcoming' },
    ],
  },
};
