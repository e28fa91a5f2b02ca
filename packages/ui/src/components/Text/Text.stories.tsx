import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Stack } from '../Stack/Stack.tsx';
import { Text, textElements, textSizes, textTones, textWeights } from './Text.tsx';

const meta = {
  title: 'Components/Text',
  component: Text,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Body text with a size, a tone (colour by meaning) and a weight; renders a `<p>` unless told otherwise. Use it for every run of text outside a heading. ' +
          'Do not use it for headings (Heading) or to colour whole messages (Alert gives a message its tone, icon and role).',
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    as: { control: 'select', options: textElements },
  },
  args: { children: 'Monthly payments are calculated on the financed amount after the down payment.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { size: 'large', tone: 'brand', weight: 'semibold' } };

export const Tones: Story = {
  render: (args) => (
    <Stack gap="small">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          Tone {tone}: the quick brown fox jumps over the lazy dog.
        </Text>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}: the quick brown fox jumps over the lazy dog.
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="small">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          Weight {weight}
        </Text>
      ))}
    </Stack>
  ),
};

export const AsSpan: Story = {
  name: 'As a span',
  args: { as: 'span', children: 'Inline text' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inline text').tagName).toBe('SPAN');
  },
};
