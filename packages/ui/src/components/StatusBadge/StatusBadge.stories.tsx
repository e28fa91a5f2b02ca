import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Inline } from '../Inline/Inline.tsx';
import { StatusBadge, statusBadgeTones } from './StatusBadge.tsx';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The state of a record as a tone, an icon and the state’s name: “Quote approved” (positive), “Rejected” (critical), “Under credit review” (caution), “Draft” (neutral). ' +
          'The app supplies the words and picks the tone. Use it in lists, tables and headers of records. Do not use it for counts or labels (Badge) or for messages (Alert).',
      },
    },
  },
  argTypes: { tone: { control: 'inline-radio', options: statusBadgeTones } },
  args: { tone: 'positive' },
  // A revision's state, in the story's language, unless the story gives its text.
  render: (args, context) => (
    <StatusBadge {...args}>
      {args.children ?? storyWords(context).say('revision.state.QUOTE_APPROVED')}
    </StatusBadge>
  ),
} satisfies Meta<typeof StatusBadge>;

export default meta;
// Its text comes from the render unless the story gives it.
type Story = StoryObj<typeof StatusBadge>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByText(storyWords({ loaded }).say('revision.state.QUOTE_APPROVED')),
    ).toBeVisible();
  },
};

export const Playground: Story = { args: { tone: 'caution', children: 'Under credit review' } };

export const Tones: Story = {
  render: (_, context) => {
    const { say } = storyWords(context);
    return (
      <Inline gap="small">
        <StatusBadge tone="positive">{say('revision.state.APPROVED')}</StatusBadge>
        <StatusBadge tone="critical">{say('revision.state.REJECTED')}</StatusBadge>
        <StatusBadge tone="caution">{say('revision.state.SUBMITTED')}</StatusBadge>
        <StatusBadge tone="neutral">{say('revision.state.DRAFT')}</StatusBadge>
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    // Each tone has its own icon, so the state reads without colour.
    const icons = canvasElement.querySelectorAll('svg path, svg circle');
    await expect(icons.length).toBeGreaterThan(statusBadgeTones.length);
  },
};

export const LongText: Story = {
  name: 'Long state name',
  args: { tone: 'caution', children: 'Submitted for credit approval — waiting for documents' },
};
