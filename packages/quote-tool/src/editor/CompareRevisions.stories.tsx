import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, formatMoney, formatTaxRate, message, taxLabel, type MessageKey } from '@sfi/domain';
import { shown } from '../storybook/plays.ts';
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

/** The badge of a changed row, in the story's language. */
const changed = () => message('quote.compare.changed');

/** A revision's name in a picker: "Revision 1: Initial — Draft". */
const option = (number: number, type: string, state: string) =>
  message('quote.compare.option', {
    number,
    type: message(type as MessageKey),
    state: message(state as MessageKey),
  });

/** Figures as the table writes them in the story's language ("$3,000.00", "48 months", "54%"). */
const money = (cents: number) => formatMoney(cents);
const months = (count: number) => message('quote.terms.months', { count });
const percent = (value: number) =>
  new Intl.NumberFormat(document.documentElement.lang, { style: 'percent', maximumFractionDigits: 3 }).format(
    value / 100,
  );
const kilometres = (mileage: number) =>
  message('quote.mileage', {
    mileage: new Intl.NumberFormat(document.documentElement.lang).format(mileage),
    unit: message('quotes.mileageUnit.KM'),
  });

/** A changed row's header: its label and the badge. */
const changedRow = (label: string) => `${label}${changed()}`;

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
    await expect(
      canvas.getByRole('button', { name: new RegExp(`${message('quote.compare.left')}$`) }),
    ).toHaveTextContent(shown(option(1, 'revision.type.INITIAL', 'revision.state.DRAFT')));
    await expect(
      canvas.getByRole('button', { name: new RegExp(`${message('quote.compare.right')}$`) }),
    ).toHaveTextContent(shown(option(2, 'revision.type.ADJUSTED', 'revision.label.ADJUSTED.DRAFT')));
    const columns = canvas.getAllByRole('columnheader');
    const column = (number: number, type: string, state: string) =>
      message('quote.compare.column', { number }) +
      message('quote.compare.columnDetail', {
        type: message(type as MessageKey),
        state: message(state as MessageKey),
      });
    await expect(columns.map((each) => each.textContent)).toEqual([
      message('quote.compare.figure'),
      column(1, 'revision.type.INITIAL', 'revision.state.DRAFT'),
      column(2, 'revision.type.ADJUSTED', 'revision.label.ADJUSTED.DRAFT'),
    ]);
    // In English: "Down payment", "$3,000.00", "$5,000.00"; "Term (months)", "48 months", "60 months"…
    const term = (field: string) => changedRow(message(`quote.terms.field.${field}` as MessageKey));
    const figure = (name: string) => changedRow(message(`quote.payment.${name}` as MessageKey));
    const hst = changedRow(message('quote.payment.tax', { tax: taxLabel('HST'), rate: formatTaxRate('13') }));
    await expect(tableRows(canvasElement)).toEqual([
      [term('downPayment'), money(300000), money(500000)],
      [term('termMonths'), months(48), months(60)],
      [term('residualPercent'), percent(54), percent(46)],
      [term('rate'), percent(5.99), percent(4.49)],
      [term('quotedOn'), formatDate('2026-06-01'), formatDate('2026-06-10')],
      [figure('capitalizedCostReduction'), money(550000), money(750000)],
      [figure('adjustedCapitalizedCost'), money(3778500), money(3578500)],
      [figure('residualValue'), money(2267460), money(1931540)],
      [figure('depreciation'), money(31480), money(27449)],
      [figure('rentCharge'), money(15090), money(10308)],
      [figure('basePayment'), money(46570), money(37757)],
      [hst, money(6054), money(4908)],
      [figure('totalTaxes'), money(6054), money(4908)],
      [figure('monthlyPayment'), money(52624), money(42665)],
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
    await expect(rows[0]).toEqual([
      message('quote.terms.field.sellingPrice'),
      money(4199000),
      money(4199000),
    ]);
    await expect(rows[1]).toEqual([
      changedRow(message('quote.terms.field.downPayment')),
      money(300000),
      money(500000),
    ]);
    await expect(rows[5]).toEqual([
      message('quote.terms.field.annualKilometres'),
      kilometres(20000),
      kilometres(20000),
    ]);
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
    const compare = () =>
      canvas.getByRole('button', { name: new RegExp(`${message('quote.compare.left')}$`) });
    // The last two at first.
    await expect(compare()).toHaveTextContent(message('quote.compare.column', { number: 2 }));
    await userEvent.click(compare());
    const options = within(document.body).getByRole('listbox');
    await expect(
      within(options).getByRole('option', { name: option(3, 'revision.type.DRAFT', 'revision.state.DRAFT') }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(
      within(options).getByRole('option', {
        name: option(1, 'revision.type.INITIAL', 'revision.state.DRAFT'),
      }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(compare()).toHaveTextContent(message('quote.compare.column', { number: 1 }));
    await expect(
      canvas.getByRole('table', { name: message('quote.compare.caption', { left: 1, right: 3 }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('rowheader', { name: `${message('quote.terms.field.fees')} ${changed()}` }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('rowheader', {
        name: new RegExp(`^${message('quote.terms.field.rate').replace(/[()]/g, '\\$&')}`),
      }),
    ).not.toBeInTheDocument();
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
    await expect(
      canvas.getByRole('rowheader', { name: `${message('quote.terms.field.sellingPrice')} ${changed()}` }),
    ).toBeVisible();
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
