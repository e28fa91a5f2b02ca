import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { EmptyState } from './EmptyState.tsx';
import { storyWords } from '../../storybook/words.ts';

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
  // The staff makes screen's empty state, in the story's language, unless the story words it.
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <EmptyState
        description={say('makes.empty.body')}
        action={<Button onPress={onAdd}>{say('makes.add.action')}</Button>}
        {...args}
        title={args.title ?? say('makes.empty.title')}
      />
    );
  },
  beforeEach: () => {
    onAdd.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
// The words come from the render, not from the args.
type Story = StoryObj<typeof EmptyState>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const title = storyWords({ loaded }).say('makes.empty.title');
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { headingLevel: 3, title: 'No quotes match “Civic”' } };

export const WithoutAction: Story = {
  name: 'Without an action',
  args: { action: undefined, description: 'Try another spelling or clear the filters.' },
  render: (args, context) => <EmptyState {...args} title={storyWords(context).ui.noResults} />,
};

export const InACard: Story = {
  name: 'In a card',
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <Card>
        <EmptyState
          description={say('makes.empty.body')}
          action={<Button onPress={onAdd}>{say('makes.add.action')}</Button>}
          {...args}
          title={args.title ?? say('makes.empty.title')}
          illustration="🚗"
        />
      </Card>
    );
  },
};
