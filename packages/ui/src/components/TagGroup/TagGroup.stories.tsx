import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TagGroup, type TagGroupItem } from './TagGroup.tsx';

const tags: TagGroupItem[] = [
  { id: 'flagged', label: 'Flagged' },
  { id: 'test', label: 'Test device' },
  { id: 'repo', label: 'Repossession' },
];

function RemovableTags(props: { onRemove?: (keys: Set<unknown>) => void; initial?: TagGroupItem[] }) {
  const [items, setItems] = useState(props.initial ?? tags);
  return (
    <TagGroup
      label="GPS tags"
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
  args: { label: 'GPS tags', items: tags },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { description: 'Tags help you find devices.', onRemove: fn() } };

export const Removable: Story = {
  name: 'Removing tags',
  render: (args) => <RemovableTags onRemove={args.onRemove as never} />,
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // With the keyboard: focus a tag and press Delete; focus moves to the next tag.
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Flagged' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('row', { name: 'Flagged' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Test device' })).toHaveFocus();
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    // With the pointer: the remove button, named after its tag.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Repossession' }));
    await expect(canvas.queryByRole('row', { name: 'Repossession' })).not.toBeInTheDocument();
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
  args: {
    items: [
      ...tags,
      { id: 'a', label: 'Needs a technician visit before the end of the lease' },
      { id: 'b', label: 'Battery low' },
      { id: 'c', label: 'Moved province' },
    ],
  },
};
