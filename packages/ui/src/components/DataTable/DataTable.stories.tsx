import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { StatusBadge, type StatusBadgeTone } from '../StatusBadge/StatusBadge.tsx';
import { storyWords, type StoryWords } from '../../storybook/words.ts';
import { DataTable, type DataTableColumn, type Selection, type SortDescriptor } from './DataTable.tsx';

interface Quote {
  id: number;
  client: string;
  dealer: string;
  vehicle: string;
  payment: number;
  /** The status's key in the catalogue, and its tone. */
  status: { key: string; tone: StatusBadgeTone };
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
  { key: 'revision.state.DRAFT', tone: 'neutral' },
  { key: 'revision.state.SUBMITTED', tone: 'caution' },
  { key: 'revision.state.APPROVED', tone: 'positive' },
  { key: 'revision.state.REJECTED', tone: 'critical' },
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

/** The table's columns, headed in the story's words, amounts in the story's language. */
const columnsIn = ({ say }: StoryWords, locale: string): DataTableColumn<Quote>[] => {
  const cad = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
  return [
    {
      id: 'id',
      header: say('quotes.column.quote'),
      cell: (q) => `Q-${String(q.id).padStart(6, '0')}`,
      isRowHeader: true,
      allowsSorting: true,
      width: 120,
    },
    { id: 'client', header: say('quotes.new.customer'), cell: (q) => q.client, allowsSorting: true },
    { id: 'vehicle', header: say('quotes.column.vehicle'), cell: (q) => q.vehicle },
    {
      id: 'payment',
      header: say('quote.payment.monthlyPayment'),
      cell: (q) => cad.format(q.payment),
      allowsSorting: true,
      align: 'end',
      width: 170,
    },
    {
      id: 'status',
      header: say('quotes.filter.status.label'),
      cell: (q) => <StatusBadge tone={q.status.tone}>{say(q.status.key)}</StatusBadge>,
      width: 190,
    },
  ];
};

/** Fewer cells per row for the 100,000-row story: each cell of each row is part of the collection. */
const compact = (columns: DataTableColumn<Quote>[]) =>
  columns.filter((c) => c.id !== 'vehicle' && c.id !== 'status');

interface Context {
  loaded: Record<string, unknown>;
  globals: Record<string, unknown>;
}

/** The columns in the story's language. */
const columnsOf = (context: Context) => columnsIn(storyWords(context), String(context.globals['locale']));

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
  columns: DataTableColumn<Quote>[];
  label: string;
}) {
  const all = useMemo(() => makeQuotes(props.count), [props.count]);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'id', direction: 'ascending' });
  const rows = useMemo(() => sortQuotes(all, sort), [all, sort]);
  return (
    <DataTable
      aria-label={props.label}
      columns={props.columns}
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
    // The render gives the table's name and columns in the story's language.
    columns: [],
    rows: makeQuotes(8),
    height: 400,
    onSortChange: fn(),
  },
  render: (args, context) => (
    <DataTable
      {...args}
      aria-label={storyWords(context).say('quotes.title')}
      columns={columnsOf(context) as never}
    />
  ),
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { selectionMode: 'multiple', rowHeight: 52, height: 320 } };

export const SortWithKeyboard: Story = {
  name: 'Sorts with the keyboard',
  render: (args, context) => (
    <SortableQuotes
      count={50}
      onSortChange={args.onSortChange}
      label={storyWords(context).say('quotes.title')}
      columns={columnsOf(context)}
    />
  ),
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { say } = storyWords({ loaded });
    const table = canvas.getByRole('grid', { name: say('quotes.title') });
    const firstRowHeader = () => within(table).getAllByRole('rowheader')[0];
    await expect(firstRowHeader()).toHaveTextContent('Q-000001');

    // Tab into the table, go up to the headers, across to “Client”, and press Enter.
    await userEvent.tab();
    await expect(table).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    const quoteHeader = within(table).getByRole('columnheader', {
      name: new RegExp(say('quotes.column.quote')),
    });
    await waitFor(() => expect(quoteHeader).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const clientHeader = within(table).getByRole('columnheader', {
      name: new RegExp(say('quotes.new.customer')),
    });
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
  render: (_, context) => (
    <SortableQuotes
      count={100_000}
      height={480}
      label={storyWords(context).say('quotes.title')}
      columns={compact(columnsOf(context))}
    />
  ),
  play: async ({ canvasElement, loaded }) => {
    const table = within(canvasElement).getByRole('grid', {
      name: storyWords({ loaded }).say('quotes.title'),
    });
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
  render: (args, context) => (
    <SortableQuotes
      count={20}
      selectionMode="multiple"
      onSelectionChange={args.onSelectionChange}
      label={storyWords(context).say('quotes.title')}
      columns={columnsOf(context)}
    />
  ),
  args: { onSelectionChange: fn() },
  play: async ({ args, canvasElement, loaded }) => {
    const table = within(canvasElement).getByRole('grid', {
      name: storyWords({ loaded }).say('quotes.title'),
    });
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
  args: { rows: [] },
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <DataTable
        {...args}
        aria-label={say('quotes.title')}
        columns={columnsOf(context) as never}
        emptyState={
          <EmptyState
            headingLevel={3}
            title={say('quotes.noMatch.title')}
            description="Try another status or clear the search."
            action={<Button variant="secondary">{say('quotes.filters.clear')}</Button>}
          />
        }
      />
    );
  },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyWords({ loaded }).say('quotes.noMatch.title'),
      }),
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
