import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { StatusBadge, type StatusBadgeTone } from '../StatusBadge/StatusBadge.tsx';
import { Text } from '../Text/Text.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { storyWords, type StoryWords } from '../../storybook/words.ts';
import { ReorderableList, moveItems } from './ReorderableList.tsx';

interface Revision {
  id: string;
  name: string;
  status: string;
  tone: StatusBadgeTone;
}

type Context = { loaded: Record<string, unknown> };
const say = (context: Context) => storyWords(context).say;

/** A quote's revisions, in the story's words. */
const revisionsIn = ({ say }: StoryWords): Revision[] => [
  {
    id: 'r1',
    name: say('quote.compare.column', { number: 1 }),
    status: say('revision.label.INITIAL.SUBMITTED'),
    tone: 'neutral',
  },
  {
    id: 'r2',
    name: say('quote.compare.column', { number: 2 }),
    status: say('revision.state.QUOTE_APPROVED'),
    tone: 'positive',
  },
  {
    id: 'r3',
    name: say('quote.compare.column', { number: 3 }),
    status: say('revision.label.ADJUSTED.DRAFT'),
    tone: 'caution',
  },
  {
    id: 'r4',
    name: say('quote.compare.column', { number: 4 }),
    status: say('revision.state.DRAFT'),
    tone: 'neutral',
  },
];

/** A screen that owns the order, as the quote tool would (and would save it), in its words. */
function Revisions({
  onReorder,
  isDisabled,
  words,
}: {
  onReorder?: (items: Revision[]) => void;
  isDisabled?: boolean;
  words: StoryWords;
}) {
  const [items, setItems] = useState(() => revisionsIn(words));
  const { say } = words;
  return (
    <ReorderableList
      aria-label={say('quote.revisions')}
      items={items}
      getTextValue={(r) => r.name}
      isDisabled={isDisabled}
      labels={{
        moveUp: (name) => say('quote.revision.moveUp', { name }),
        moveDown: (name) => say('quote.revision.moveDown', { name }),
        drag: (name) => say('quote.revision.drag', { name }),
        moved: (name, position, count) => say('quote.revision.moved', { name, position, count }),
      }}
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
    // The render shows a quote's revisions, in the story's language.
    items: [],
    getTextValue: (r: object) => (r as Revision).name,
    children: (r: object) => <Text>{(r as Revision).name}</Text>,
    onReorder: fn(),
  },
  render: (args, context) => (
    <Revisions onReorder={args.onReorder} isDisabled={args.isDisabled} words={storyWords(context)} />
  ),
} satisfies Meta<typeof ReorderableList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { isDisabled: false } };

export const KeyboardShortcut: Story = {
  name: 'Moves with the keyboard (Alt + arrows)',
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const words = say({ loaded });
    const revision = (number: number) => words('quote.compare.column', { number });
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: new RegExp(revision(1)) })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('row', { name: new RegExp(revision(2)) });
    await expect(second).toHaveFocus();

    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(order(canvasElement)).toEqual(['r2', 'r1', 'r3', 'r4']);
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      words('quote.revision.moved', { name: revision(2), position: 1, count: 4 }),
    );
    // Focus follows the item, so it can keep moving.
    await waitFor(() => expect(canvas.getByRole('row', { name: new RegExp(revision(2)) })).toHaveFocus());

    await userEvent.keyboard('{Alt>}{ArrowDown}{ArrowDown}{/Alt}');
    await expect(order(canvasElement)).toEqual(['r1', 'r3', 'r2', 'r4']);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      words('quote.revision.moved', { name: revision(2), position: 3, count: 4 }),
    );
  },
};

export const MoveButtons: Story = {
  name: 'Moves with the buttons (no dragging)',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const words = say({ loaded });
    const first = words('quote.compare.column', { number: 1 });
    const up = () => canvas.getByRole('button', { name: words('quote.revision.moveUp', { name: first }) });
    const downOf = () =>
      canvas.getByRole('button', { name: words('quote.revision.moveDown', { name: first }) });
    await expect(up()).toBeDisabled();
    const down = downOf();
    await userEvent.click(down);
    await expect(order(canvasElement)).toEqual(['r2', 'r1', 'r3', 'r4']);
    // The button keeps focus, so pressing again keeps moving the same item.
    await waitFor(() => expect(downOf()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(order(canvasElement)).toEqual(['r2', 'r3', 'r4', 'r1']);
    // At the end, “down” is disabled and focus moves to “up”.
    await waitFor(() => expect(up()).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, loaded }) => {
    const words = say({ loaded });
    const name = words('quote.revision.moveUp', { name: words('quote.compare.column', { number: 2 }) });
    await expect(within(canvasElement).getByRole('button', { name })).toBeDisabled();
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
