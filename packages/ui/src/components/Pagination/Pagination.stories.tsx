import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Pagination, paginationRange } from './Pagination.tsx';
import { storyWords } from '../../storybook/words.ts';
import { fillWords } from '../UIProvider/words.ts';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Moves through a list shown one page at a time: previous, next and page numbers, the current page marked. The caller owns the page and fetches it (the quote list pages on the server with skip and limit). ' +
          'Use it under tables and lists of records. Do not use it for steps of a process (Stepper) or for a list short enough to show whole.',
      },
    },
  },
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(p) => {
          args.onPageChange(p);
          setPage(p);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { ui } = storyWords({ loaded });
    const page = (number: number) => fillWords(ui.page, { page: number });
    await expect(canvas.getByRole('button', { name: ui.previousPage })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: page(1) })).toHaveAttribute('aria-current', 'page');
    // Keyboard: Tab to “Next page” (Previous is disabled, so it is skipped) and press it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: page(1) })).toHaveFocus();
    canvas.getByRole('button', { name: ui.nextPage }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: page(2) })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = { args: { page: 6, pageCount: 40, siblings: 2 } };

export const Middle: Story = { name: 'In the middle', args: { page: 6 } };

export const LastPage: Story = {
  name: 'Last page',
  args: { page: 12 },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: storyWords({ loaded }).ui.nextPage }),
    ).toBeDisabled();
  },
};

export const Range: Story = {
  name: 'Which pages show (rules)',
  // A table of rules, not a look: no screenshot.
  parameters: { visual: { disable: true } },
  args: { pageCount: 3 },
  play: async () => {
    // One row per case: [page, pageCount, expected]
    const table: Array<[number, number, Array<number | 'gap'>]> = [
      [1, 1, [1]],
      [1, 5, [1, 2, 3, 4, 5]],
      [1, 7, [1, 2, 3, 4, 5, 6, 7]],
      [1, 12, [1, 2, 3, 4, 5, 'gap', 12]],
      [4, 12, [1, 2, 3, 4, 5, 'gap', 12]],
      [6, 12, [1, 'gap', 5, 6, 7, 'gap', 12]],
      [9, 12, [1, 'gap', 8, 9, 10, 11, 12]],
      [12, 12, [1, 'gap', 8, 9, 10, 11, 12]],
      [99, 12, [1, 'gap', 8, 9, 10, 11, 12]],
      [1, 0, []],
    ];
    for (const [page, count, expected] of table) {
      await expect(paginationRange(page, count)).toEqual(expected);
    }
    // The length never changes as the page moves, so the buttons do not jump.
    for (let page = 1; page <= 40; page++) await expect(paginationRange(page, 40, 2)).toHaveLength(9);
  },
};
