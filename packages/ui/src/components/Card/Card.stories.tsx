import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { spaceScale } from '../../theme/tokens.ts';
import { Heading } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Card, cardElements } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A white surface with a border and padding that groups related content: a summary, a form, a list. ' +
          'Do not nest cards in cards, and do not use a card as a button (put a Link or Button inside it).',
      },
    },
  },
  argTypes: {
    padding: { control: 'select', options: spaceScale },
    as: { control: 'select', options: cardElements },
  },
  args: {
    children: (
      <Stack gap="small">
        <Heading level={3}>Toyota Camry 2025</Heading>
        <Text tone="secondary">48 months · 20,000 km per year</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { padding: 'xxlarge' } };

export const AsSection: Story = {
  name: 'As a labelled section',
  args: {
    as: 'section',
    'aria-labelledby': 'card-title',
    children: (
      <Stack gap="small">
        <Heading level={2} id="card-title">
          Payment summary
        </Heading>
        <Text>$489.00 per month, taxes included.</Text>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Payment summary' })).toBeVisible();
  },
};
