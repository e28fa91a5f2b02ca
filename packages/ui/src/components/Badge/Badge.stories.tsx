import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Badge, badgeTones, badgeVariants } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A small label or count beside something: “New”, “Used”, “3 unread”. Use `solid` sparingly, to draw the eye. ' +
          'Do not use it for the workflow state of a record (StatusBadge), for actions (Button) or for removable filters (TagGroup).',
      },
    },
  },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
  },
  args: { children: 'Used vehicle', tone: 'neutral', variant: 'soft' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Used vehicle')).toBeVisible();
  },
};

export const Playground: Story = { args: { tone: 'brand', variant: 'solid', children: '3 unread' } };

export const Tones: Story = {
  render: () => (
    <Stack gap="small">
      {badgeVariants.map((variant) => (
        <Inline key={variant} gap="small">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const LongText: Story = {
  name: 'Long text is cut',
  render: (args) => (
    <div style={{ width: 160 }}>
      <Badge {...args}>Non-tranchable: credit score below threshold</Badge>
    </div>
  ),
};
