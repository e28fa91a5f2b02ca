import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Placeholder } from '../../storybook/Placeholder.tsx';
import { spaceScale } from '../../theme/tokens.ts';
import { Inline, inlineAligns, inlineAlignYs } from './Inline.tsx';

const meta = {
  title: 'Components/Inline',
  component: Inline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Lays children out in a row with even space between them, wrapping when the row runs out of room. Use it for button rows, tags and toolbars. ' +
          'Do not use it for vertical flow (Stack) or for page columns.',
      },
    },
  },
  argTypes: {
    gap: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
    wrap: { control: 'boolean' },
  },
  args: {
    gap: 'small',
    align: 'start',
    wrap: true,
    children: [
      <Placeholder key="1" label="One" />,
      <Placeholder key="2" label="Two" />,
      <Placeholder key="3" label="Three" />,
    ],
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { gap: 'large', align: 'center' } };

export const SpaceBetween: Story = {
  name: 'Align: space between',
  args: { align: 'spaceBetween' },
};

export const Wrapping: Story = {
  args: {
    wrap: true,
    children: Array.from({ length: 12 }, (_, i) => (
      <Placeholder key={i} label={`Item ${i + 1}`} width={120} />
    )),
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('Item 1').parentElement!;
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
  },
};

export const NoWrap: Story = {
  name: 'No wrap',
  args: { wrap: false },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('One').parentElement!;
    await expect(getComputedStyle(row).flexWrap).toBe('nowrap');
  },
};
