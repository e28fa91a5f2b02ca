import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { EmptyState } from './EmptyState.tsx';

const onAdd = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Fills a list, table or page that has nothing to show, says why, and offers the way forward. ' +
          'Use it for “no items yet” and “no search results”. Do not use it for errors (Alert) or while loading (LoadingDots).',
      },
    },
  },
  args: {
    title: 'No makes yet',
    description: 'Add the vehicle makes that dealers can quote.',
    action: <Button onPress={onAdd}>Add a make</Button>,
  },
  beforeEach: () => {
    onAdd.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No makes yet' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { headingLevel: 3, title: 'No quotes match “Civic”' } };

export const WithoutAction: Story = {
  name: 'Without an action',
  args: { action: undefined, title: 'No results', description: 'Try another spelling or clear the filters.' },
};

export const InACard: Story = {
  name: 'In a card',
  render: (args) => (
    <Card>
      <EmptyState {...args} illustration="🚗" />
    </Card>
  ),
};
