import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { StatusBadge, type StatusBadgeTone } from '../StatusBadge/StatusBadge.tsx';
import { Text } from '../Text/Text.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { ReorderableList, moveItems } from './ReorderableList.tsx';

interface Revision {
  id: string;
  name: string;
  status: string;
  tone: StatusBadgeTone;
}

const revisions: Revision[] = [
  { id: 'r1', name: 'Revision 1', status: 'Draft (Original)', tone: 'neutral' },
  { id: 'r2', name: 'Revision 2', status: 'Quote approved', tone: 'positive' },
  { id: 'r3', name: 'Revision 3', status: 'Revised quote', tone: 'caution' },
  { id: 'r4', name: 'Revision 4', status: 'Draft', tone: 'neutral' },
];

/** A screen that owns the order, as the quote tool would (and would save it). */
function Revisions({
  onReorder,
  isDisabled,
}: {
  onReorder?: (items: Revision[]) => void;
  isDisabled?: boolean;
}) {
  const [items, setItems] = useState(revisions);
  return (
    <ReorderableList
      aria-label="Revisions"
      items={items}
      getTextValue={(r) => r.name}
      isDisabled={isDisabled}
      onReorder={(next) => {
        onReorder?.(next);
        setItems(next);
      }}
    >
      {(r) => (
        <Inline gap="small" alignY="center">
          <Text weight="semibold">{r.name}</Text>
          <StatusBadge tone={r.tone}>{r.status}</StatusBadge>
        </Inline>
      )}
    </ReorderableList>
  );
}

const order = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-key'));

const meta = {
  title: 'Components/ReorderableList',
  component: ReorderableList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A list the user puts in order — quote revisions, the display order of lease takeovers. Drag a row by its handle, or, without dragging (WCAG 2.5.7), use its Move up / Move down buttons or Alt + ↑ / Alt + ↓ on a focused row. ' +
          'Every move is announced (“Revision 2 moved to position 1 of 4.”) and focus follows the item. The caller owns the order: `onReorder` gives the new list. ' +
          'Do not use it for lists whose order is a sort (DataTable with sortable columns) or for choosing items (CheckboxGroup).',
      },
    },
  },
  args: {
    'aria-label': 'Revisions',
    items: revisions,
    getTextValue: (r: object) => (r as Revision).name,
    children: (r: object) => <Text>{(r as Revision).name}</Text>,
    onReorder: fn(),
  },
  render: (args) => <Revisions onReorder={args.onReorder} isDisabled={args.isDisabled} />,
} satisfies Meta<typeof ReorderableList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { isDisabled: false } };

export const KeyboardShortcut: Story = {
  name: 'Moves with the keyboard (Alt + arrows)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /Revision 1/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('row', { name: /Revision 2/ });
    await expect(second).toHaveFocus();

    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(order(canvasElement)).toEqual(['r2', 'r1', 'r3', 'r4']);
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Revision 2 moved to position 1 of 4.');
    // Focus follows the item, so it can keep moving.
    await waitFor(() => expect(canvas.getByRole('row', { name: /Revision 2/ })).toHaveFocus());

    await userEvent.keyboard('{Alt>}{ArrowDown}{ArrowDown}{/Alt}');
    await expect(order(canvasElement)).toEqual(['r1', 'r3', 'r2', 'r4']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Revision 2 moved to position 3 of 4.');
  },
};

export const MoveButtons: Story = {
  name: 'Moves with the buttons (no dragging)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move Revision 1 up' })).toBeDisabled();
    const down = canvas.getByRole('button', { name: 'Move Revision 1 down' });
    await userEvent.click(down);
    await expect(order(canvasElement)).toEqual(['r2', 'r1', 'r3', 'r4']);
    // The button keeps focus, so pressing again keeps moving the same item.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Revision 1 down' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(order(canvasElement)).toEqual(['r2', 'r3', 'r4', 'r1']);
    // At the end, “down” is disabled and focus moves to “up”.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Revision 1 up' })).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Move Revision 2 up' })).toBeDisabled();
  },
};

export const MoveRules: Story = {
  name: 'Where items land (rules)',
  // A table of rules, not a look: no screenshot.
  parameters: { visual: { disable: true } },
  play: async () => {
    const key = (s: string) => s;
    const abcd = ['a', 'b', 'c', 'd'];
    const table: Array<[string[], string, 'before' | 'after', string[]]> = [
      [['c'], 'a', 'before', ['c', 'a', 'b', 'd']],
      [['a'], 'c', 'after', ['b', 'c', 'a', 'd']],
      [['a', 'c'], 'd', 'after', ['b', 'd', 'a', 'c']],
      [['d'], 'd', 'before', ['a', 'b', 'c', 'd']],
      [['b'], 'zzz', 'before', ['a', 'b', 'c', 'd']],
    ];
    for (const [keys, target, position, expected] of table) {
      await expect(moveItems(abcd, key, new Set(keys), target, position)).toEqual(expected);
    }
  },
};
