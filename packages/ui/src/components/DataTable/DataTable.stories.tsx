import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { StatusBadge, type StatusBadgeTone } from '../StatusBadge/StatusBadge.tsx';
import { DataTable, type DataTableColumn, type Selection, type SortDescriptor } from './DataTable.tsx';

interface Quote {
  id: number;
  client: string;
  dealer: string;
  vehicle: string;
  payment: number;
  status: { label: string; tone: StatusBadgeTone };
}

const clients = [
  'Jane Tremblay',
  'Amir Haddad',
  'Lucie Gagnon',
  'Wei Zhang',
  'Owen MacLeod',
  'Priya Singh',
  'Marc Roy',
];
const dealers = [
  'Maple Leaf Motors',
  'Pacific Auto Group',
  'Prairie Ford',
  'Richmond Honda',
  'Vaughan Toyota',
];
const vehicles = [
  'Toyota Camry 2025',
  'Honda Civic 2024',
  'Ford F-150 2025',
  'Kia Telluride 2025',
  'Mazda CX-5 2024',
];
const statuses: Quote['status'][] = [
  { label: 'Draft', tone: 'neutral' },
  { label: 'Pending review', tone: 'caution' },
  { label: 'Approved', tone: 'positive' },
  { label: 'Rejected', tone: 'critical' },
];

/** Deterministic rows: the same data on every run, so tests and screenshots are stable. */
function makeQuotes(count: number): Quote[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    client: clients[i % clients.length]!,
    dealer: dealers[(i * 3) % dealers.length]!,
    vehicle: vehicles[(i * 2 + 1) % vehicles.length]!,
    payment: 300 + ((i * 37) % 500) + ((i * 13) % 100) / 100,
    status: statuses[(i * 3) % statuses.length]!,
  }));
}

const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

const columns: DataTableColumn<Quote>[] = [
  {
    id: 'id',
    header: 'Quote',
    cell: (q) => `Q-${String(q.id).padStart(6, '0')}`,
    isRowHeader: true,
    allowsSorting: true,
    width: 120,
  },
  { id: 'client', header: 'Client', cell: (q) => q.client, allowsSorting: true },
  { id: 'vehicle', header: 'Vehicle', cell: (q) => q.vehicle },
  {
    id: 'payment',
    header: 'Monthly payment',
    cell: (q) => cad.format(q.payment),
    allowsSorting: true,
    align: 'end',
    width: 170,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (q) => <StatusBadge tone={q.status.tone}>{q.status.label}</StatusBadge>,
    width: 190,
  },
];

/** Fewer cells per row for the 100,000-row story: each cell of each row is part of the collection. */
const compactColumns = columns.filter((c) => c.id !== 'vehicle' && c.id !== 'status');

function sortQuotes(quotes: Quote[], { column, direction }: SortDescriptor) {
  const key = column as keyof Quote;
  const sorted = [...quotes].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  });
  return direction === 'descending' ? sorted.reverse() : sorted;
}

/** A screen that owns the sort, as an app would (or would ask the server). */
function SortableQuotes(props: {
  count: number;
  onSortChange?: (d: SortDescriptor) => void;
  onSelectionChange?: (keys: Selection) => void;
  selectionMode?: 'none' | 'multiple';
  height?: number;
  columns?: DataTableColumn<Quote>[];
}) {
  const all = useMemo(() => makeQuotes(props.count), [props.count]);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'id', direction: 'ascending' });
  const rows = useMemo(() => sortQuotes(all, sort), [all, sort]);
  return (
    <DataTable
      aria-label="Lease quotes"
      columns={props.columns ?? columns}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={(d) => {
        props.onSortChange?.(d);
        setSort(d);
      }}
      selectionMode={props.selectionMode}
      onSelectionChange={props.onSelectionChange}
      height={props.height}
    />
  );
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A table of records: sortable columns (the caller sorts, so sorting can happen on the server), row selection, loading, empty and error states and a header that stays in view while rows scroll. ' +
          'It is virtualized: only the rows in view are in the page, so 100,000 rows cost a few hundred DOM nodes. Arrow keys move between cells and rows; on a header, Enter sorts. ' +
          'Use it for lists of records people compare and act on (quotes, files, dealers). Do not use it for layout, for a handful of label–value pairs (DescriptionList) or for a list of cards.',
      },
    },
  },
  args: {
    'aria-label': 'Lease quotes',
    columns: columns as never,
    rows: makeQuotes(8),
    height: 400,
    onSortChange: fn(),
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { selectionMode: 'multiple', rowHeight: 52, height: 320 } };

export const SortWithKeyboard: Story = {
  name: 'Sorts with the keyboard',
  render: (args) => <SortableQuotes count={50} onSortChange={args.onSortChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Lease quotes' });
    const firstRowHeader = () => within(table).getAllByRole('rowheader')[0];
    await expect(firstRowHeader()).toHaveTextContent('Q-000001');

    // Tab into the table, go up to the headers, across to “Client”, and press Enter.
    await userEvent.tab();
    await expect(table).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    const quoteHeader = within(table).getByRole('columnheader', { name: /Quote/ });
    await waitFor(() => expect(quoteHeader).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const clientHeader = within(table).getByRole('columnheader', { name: /Client/ });
    await expect(clientHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'client', direction: 'ascending' });
    await expect(clientHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = () => table.querySelector('[aria-rowindex="2"]');
    await waitFor(() => expect(firstRow()).toHaveTextContent('Amir Haddad'));

    // Enter again reverses it.
    await userEvent.keyboard('{Enter}');
    await expect(clientHeader).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(firstRow()).toHaveTextContent('Wei Zhang'));
  },
};

export const HundredThousandRows: Story = {
  name: '100,000 rows, virtualized',
  // Building the collection of 100,000 rows takes a few seconds in development mode: keep it off the
  // docs page, which renders every story at once.
  tags: ['!autodocs'],
  render: () => <SortableQuotes count={100_000} height={480} columns={compactColumns} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Lease quotes' });
    // Every row counts for assistive technology…
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    // …but only the rows in view are in the page.
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    await expect(table.querySelectorAll('*').length).toBeLessThan(600);

    // Scrolled to the end, the last rows render, and the header stays in view (sticky).
    table.scrollTop = table.scrollHeight;
    await waitFor(() => expect(within(table).getByText('Q-100000')).toBeInTheDocument());
    await expect(table.querySelectorAll('*').length).toBeLessThan(600);
    const header = within(table).getAllByRole('row')[0]!;
    await waitFor(() =>
      expect(Math.abs(header.getBoundingClientRect().top - table.getBoundingClientRect().top)).toBeLessThan(
        2,
      ),
    );
  },
};

export const RowSelection: Story = {
  name: 'Row selection',
  render: (args) => (
    <SortableQuotes count={20} selectionMode="multiple" onSelectionChange={args.onSelectionChange} />
  ),
  args: { onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Lease quotes' });
    const rows = within(table).getAllByRole('row');
    await userEvent.click(within(rows[2]!).getByRole('checkbox'));
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    // Space on a focused row toggles it too.
    await userEvent.keyboard('{ArrowDown} ');
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true, loadingLabel: 'Loading quotes' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading quotes' }),
    ).toBeInTheDocument();
  },
};

export const Reloading: Story = {
  name: 'Loading with rows (re-sorting on the server)',
  args: { isLoading: true, loadingLabel: 'Updating quotes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Updating quotes' })).toBeInTheDocument();
    await expect(canvas.getByRole('grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        headingLevel={3}
        title="No quotes match"
        description="Try another status or clear the search."
        action={<Button variant="secondary">Clear filters</Button>}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No quotes match' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The quotes could not be loaded. Check your connection and try again.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

export const LongText: Story = {
  name: 'Long text is cut',
  args: {
    rows: makeQuotes(3).map((q) => ({
      ...q,
      client: `${q.client}, co-lessee: Alexandra Papadopoulos-Fitzgerald of Greater Vancouver`,
    })),
  },
};
