import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { keepMotion } from '../../storybook/motion.ts';
import { LoadingDots } from './LoadingDots.tsx';

const meta = {
  title: 'Components/LoadingDots',
  component: LoadingDots,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A small indeterminate loading indicator: dots bouncing in the current text colour, announced as a progress bar with a label. Use it while a section or a button waits for data. ' +
          'Do not use it for page loads longer than a few seconds without explaining what is happening, and do not put it in a Button yourself: use `isPending`.',
      },
    },
  },
  argTypes: {
    count: { control: { type: 'range', min: 2, max: 8, step: 1 } },
    durationMs: { control: { type: 'range', min: 300, max: 3000, step: 100 } },
  },
  args: { count: 4, durationMs: 1000, label: 'Loading makes' },
} satisfies Meta<typeof LoadingDots>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: keepMotion,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading makes' });
    await expect(bar.children).toHaveLength(4);
    const dot = bar.children[0] as HTMLElement;
    const style = getComputedStyle(dot);
    await expect(style.animationDuration).toBe('1s');
    await expect(style.animationIterationCount).toBe('infinite');
  },
};

export const Playground: Story = { args: { count: 5, durationMs: 1600 } };

export const InBrandColour: Story = {
  name: 'In the brand colour',
  render: (args) => (
    <span style={{ color: '#0B3B60', fontSize: 24 }}>
      <LoadingDots {...args} />
    </span>
  ),
};

export const ThreeDotsFast: Story = {
  name: 'Three dots, fast',
  args: { count: 3, durationMs: 600 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar.children).toHaveLength(3);
  },
};
