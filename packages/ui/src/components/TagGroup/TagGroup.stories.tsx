import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { storyWords, type StoryWords } from '../../storybook/words.ts';
import { TagGroup, type TagGroupItem } from './TagGroup.tsx';

/** A GPS device's tags, in the story's words. */
const tagsIn = ({ say }: StoryWords): TagGroupItem[] => [
  { id: 'flagged', label: say('gps.detail.flagged') },
  { id: 'test', label: 'Test device' },
  { id: 'repo', label: say('leaseFile.choice.terminationType.REPOSSESSION') },
];

function RemovableTags(props: { onRemove?: (keys: Set<unknown>) => void; words: StoryWords }) {
  const [items, setItems] = useState(() => tagsIn(props.words));
  return (
    <TagGroup
      label={props.words.say('gps.section.tags')}
      removeLabel={props.words.say('gps.tags.remove')}
      items={items}
      onRemove={(keys) => {
        props.onRemove?.(keys);
        setItems((current) => current.filter((t) => !keys.has(t.id)));
      }}
    />
  );
}

const meta = {
  title: 'Components/TagGroup',
  component: TagGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A list of tags, removable when `onRemove` is given: a button on each tag, or Delete/Backspace on the focused one. Arrow keys move between tags. ' +
          'Use it for labels attached to a record (GPS tags) and for the filters in use. Do not use it for a state (StatusBadge), for counts (Badge) or for navigation.',
      },
    },
  },
  // The render gives a GPS device's tags, in the story's language, unless the story has its own items.
  args: { items: [] },
  render: (args, context) => {
    const words = storyWords(context);
    return (
      <TagGroup
        label={words.say('gps.section.tags')}
        removeLabel={words.say('gps.tags.remove')}
        {...args}
        items={args.emptyLabel || args.items.length > 0 ? args.items : tagsIn(words)}
      />
    );
  },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { description: 'Tags help you find devices.', onRemove: fn() } };

export const Removable: Story = {
  name: 'Removing tags',
  render: (args, context) => <RemovableTags onRemove={args.onRemove as never} words={storyWords(context)} />,
  args: { onRemove: fn() },
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { say } = storyWords({ loaded });
    const flagged = say('gps.detail.flagged');
    const repossession = say('leaseFile.choice.terminationType.REPOSSESSION');
    // With the keyboard: focus a tag and press Delete; focus moves to the next tag.
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: flagged })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('row', { name: flagged })).not.toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Test device' })).toHaveFocus();
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    // With the pointer: the remove button, named after its tag.
    await userEvent.click(canvas.getByRole('button', { name: `${say('gps.tags.remove')} ${repossession}` }));
    await expect(canvas.queryByRole('row', { name: repossession })).not.toBeInTheDocument();
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = {
  args: { items: [], emptyLabel: 'No tags yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tags yet')).toBeVisible();
  },
};

export const LongText: Story = {
  name: 'Many and long tags wrap',
  render: (args, context) => (
    <TagGroup
      label={storyWords(context).say('gps.section.tags')}
      {...args}
      items={[
        ...tagsIn(storyWords(context)),
        { id: 'a', label: 'Needs a technician visit before the end of the lease' },
        { id: 'b', label: 'Battery low' },
        { id: 'c', label: 'Moved province' },
      ]}
    />
  ),
};
