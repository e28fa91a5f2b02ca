import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { spaceScale } from '../../theme/tokens.ts';
import { Box } from './Box.tsx';

const meta = {
  title: 'Components/Box',
  component: Box,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The lowest-level layout primitive: renders any element with padding, margin, gap, display and colour props that map to theme tokens, responsive by breakpoint. ' +
          'Use it for one-off layout around other components. Do not use it to rebuild a component that exists (Card, Stack, Inline), and do not use it for text styling: use Text and Heading.',
      },
    },
  },
  argTypes: {
    padding: { control: 'select', options: spaceScale },
    background: {
      control: 'select',
      options: [
        'body',
        'surface',
        'surfaceMuted',
        'brandSoft',
        'positiveSoft',
        'criticalSoft',
        'cautionSoft',
      ],
    },
  },
  args: { padding: 'large', background: 'surfaceMuted', children: 'Content inside a Box' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { padding: 'xlarge', borderRadius: 'medium', background: 'brandSoft', color: 'brand' },
};

export const Responsive: Story = {
  name: 'Responsive padding',
  args: {
    padding: { mobile: 'small', tablet: 'xlarge' },
    children: 'Small padding on phones, extra large from 601 px',
  },
};

export const AsSection: Story = {
  name: 'As another element',
  args: { as: 'section', 'aria-label': 'Example section', children: 'Rendered as a <section>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Example section' })).toBeInTheDocument();
  },
};
