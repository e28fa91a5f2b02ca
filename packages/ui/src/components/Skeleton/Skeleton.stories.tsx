import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Card } from '../Card/Card.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A grey placeholder in the shape of content that is loading (text lines, an image, an avatar), so the page does not jump when it arrives. It pulses, and stays still when the user prefers reduced motion. ' +
          'It is hidden from screen readers: set `aria-busy` on the region and say “Loading” there. ' +
          'Use it for the first load of a known layout. Do not use it for short waits inside a button (`isPending`) or when the layout is unknown (LoadingDots).',
      },
    },
  },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  args: { shape: 'text', lines: 3 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: nothing reaches the accessibility tree.
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { shape: 'rect', width: '12rem', height: '8rem' } };

export const Loading: Story = {
  name: 'A loading card',
  render: () => (
    <Card as="section" aria-busy="true" aria-labelledby="loading-quote">
      <VisuallyHidden id="loading-quote">Loading the quote</VisuallyHidden>
      <Inline gap="medium" wrap={false} alignY="start">
        <Skeleton shape="circle" />
        <Stack gap="xsmall" style={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton lines={3} />
        </Stack>
      </Inline>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the quote')).toBeInTheDocument();
  },
};
