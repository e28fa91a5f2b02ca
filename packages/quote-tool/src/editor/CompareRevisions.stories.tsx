import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { message } from '@sfi/domain';
import { CompareRevisions } from './CompareRevisions.tsx';
import {
  firstTerms,
  storyProvince,
  storyRevision,
  tallViewports,
  twoDrafts,
} from './stories/compareFixtures.ts';

const meta = {
  title: 'Quote tool/Editor/CompareRevisions',
  component: CompareRevisions,
  tags: ['autodocs'],
  args: { revisions: twoDrafts, province: storyProvince },
  parameters: {
    docs: {
      description: {
        component:
          'Two revisions of a quote side by side: each lease term and payment figure of both, the changed ' +
          'rows marked by a badge as well as by colour. "Only changed terms" (on at first) hides the rest.',
      },
    },
    viewport: { options: tallViewports },
  },
  // Taller than the preview's desktop, so the story tests capture the whole table.
  globals: { viewport: { value: 'tallDesktop' } },
} satisfies Meta<typeof CompareRevisions>;

export default meta;
type Story = StoryObj<typeof meta>;

const changed = message('quote.compare.changed');

/** The table's rows, each as its header and its two values. */
function tableRows(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole('table', {
    name: message('quote.compare.caption', { left: 1, right: 2 }),
  });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);
}

/** Two drafts: a bigger down payment over 60 months at a lower rate. Only the changed rows show. */
export const TwoDrafts: Story = {
  name: 'Two drafts with changes',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Compare$/ })).toHaveTextContent(
      'Revision 1: Initial — Draft',
    );
    await expect(canvas.getByRole('button', { name: /With$/ })).toHaveTextContent(
      'Revision 2: Adjusted — Revised Quote',
    );
    const columns = canvas.getAllByRole('columnheader');
    await expect(columns.map((column) => column.textContent)).toEqual([
      message('quote.compare.figure'),
      'Revision 1Initial — Draft',
      'Revision 2Adjusted — Revised Quote',
    ]);
    await expect(tableRows(canvasElement)).toEqual([
      [`Down payment${changed}`, '$3,000.00', '$5,000.00'],
      [`Term (months)${changed}`, '48 months', '60 months'],
      [`Residual (%)${changed}`, '54%', '46%'],
      [`Rate (%)${changed}`, '5.99%', '4.49%'],
      [`Quote date${changed}`, 'June 1, 2026', 'June 10, 2026'],
      [`Capitalized cost reduction${changed}`, '$5,500.00', '$7,500.00'],
      [`Amount financed${changed}`, '$37,785.00', '$35,785.00'],
      [`Residual value${changed}`, '$22,674.60', '$19,315.40'],
      [`Depreciation${changed}`, '$314.80', '$274.49'],
      [`Rent charge${changed}`, '$150.90', '$103.08'],
      [`Payment before taxes${changed}`, '$465.70', '$377.57'],
      [`HST (13%)${changed}`, '$60.54', '$49.08'],
      [`Taxes${changed}`, '$60.54', '$49.08'],
      [`Monthly payment${changed}`, '$526.24', '$426.65'],
    ]);
    await expect(canvas.getByText(message('quote.compare.changedCount', { count: 14 }))).toBeVisible();
  },
};

/** By keyboard: Tab reaches the switch, Space shows every row, the unchanged ones without a badge. */
export const AllTerms: Story = {
  name: 'All terms, by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const only = canvas.getByRole('switch', { name: message('quote.compare.onlyChanged') });
    await expect(only).toBeChecked();
    // The two pickers, then the switch.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(only).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(only).not.toBeChecked();
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(19);
    await expect(rows[0]).toEqual(['Selling price', '$41,990.00', '$41,990.00']);
    await expect(rows[1]).toEqual([`Down payment${changed}`, '$3,000.00', '$5,000.00']);
    await expect(rows[5]).toEqual(['Kilometres per year', '20,000 km', '20,000 km']);
  },
};

/** Another pair: the pickers offer every revision but the one on the other side. */
export const PickRevisions: Story = {
  name: 'Pick other revisions',
  args: {
    revisions: [...twoDrafts, storyRevision('rev-3', 'DRAFT', 'DRAFT', { ...firstTerms, fees: 995 })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The last two at first.
    await expect(canvas.getByRole('button', { name: /Compare$/ })).toHaveTextContent('Revision 2');
    await userEvent.click(canvas.getByRole('button', { name: /Compare$/ }));
    const options = within(document.body).getByRole('listbox');
    await expect(within(options).getByRole('option', { name: 'Revision 3: Draft — Draft' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(options).getByRole('option', { name: 'Revision 1: Initial — Draft' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Compare$/ })).toHaveTextContent('Revision 1');
    await expect(
      canvas.getByRole('table', { name: message('quote.compare.caption', { left: 1, right: 3 }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: `Fees ${changed}` })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: /^Rate/ })).not.toBeInTheDocument();
  },
};

/** Two revisions with the same terms: nothing changed, so the table shows once the switch is off. */
export const Identical: Story = {
  name: 'Identical revisions',
  args: {
    revisions: [
      storyRevision('rev-1', 'INITIAL', 'QUOTE_APPROVED', firstTerms),
      storyRevision('rev-2', 'ADJUSTED', 'DRAFT', firstTerms),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(message('quote.compare.same'))).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByText(message('quote.compare.changedCount', { count: 0 }))).toBeVisible();
  },
};

/** A new draft without terms yet: its column says so, and every row of the other counts as changed. */
export const WithoutTerms: Story = {
  name: 'One without terms',
  args: { revisions: [...twoDrafts, storyRevision('rev-3', 'DRAFT', 'DRAFT')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const noTerms = canvas.getAllByText(message('quote.compare.noTerms'));
    // One cell for the terms and one for the payment, each spanning its rows.
    await expect(noTerms).toHaveLength(2);
    await expect(noTerms[0]).toHaveAttribute('rowspan', '9');
    await expect(canvas.getByRole('rowheader', { name: `Selling price ${changed}` })).toBeVisible();
  },
};

/** A quote with one revision has nothing to compare yet. */
export const OneRevision: Story = {
  name: 'Only one revision',
  args: { revisions: [twoDrafts[0]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(message('quote.compare.needTwo'))).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * On a phone (390 px wide; taller than one, to capture every row) the pickers stack and the table
 * fits the screen; the page never scrolls sideways.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'tallPhone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('region', {
      name: message('quote.compare.caption', { left: 1, right: 2 }),
    });
    // The table's frame stays within the story, and nothing in the story is wider than it.
    await expect(frame.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
