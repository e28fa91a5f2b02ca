import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Placeholder } from '../../storybook/Placeholder.tsx';
import { spaceScale } from '../../theme/tokens.ts';
import { Stack, stackAligns } from './Stack.tsx';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Stacks children vertically with even space between them. Use it for the vertical rhythm of a page, a form or a card. ' +
          'Do not add margins to children to space them out, and do not use it for rows of buttons: use Inline.',
      },
    },
  },
  argTypes: {
    gap: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: stackAligns },
  },
  args: {
    gap: 'medium',
    align: 'stretch',
    children: [
      <Placeholder key="1" label="First" />,
      <Placeholder key="2" label="Second" />,
      <Placeholder key="3" label="Third" />,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { gap: 'xlarge', align: 'center' } };

export const AlignCenter: Story = {
  name: 'Align: center',
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('First');
    const stack = first.parentElement!;
    await expect(getComputedStyle(stack).alignItems).toBe('center');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
  },
};

export const ResponsiveGap: Story = {
  name: 'Responsive gap',
  args: { gap: { mobile: 'small', tablet: 'xxlarge' } },
};
