/**
 * Type tests of the public API: each `@ts-expect-error` line must fail to compile, so a change that
 * lets a wrong prop through fails `pnpm --filter @sfi/ui typecheck`. Never bundled or run.
 */
import {
  Badge,
  Button,
  DataTable,
  IconButton,
  NumberField,
  ReorderableList,
  StatusBadge,
  Stepper,
  type DataTableColumn,
} from './index.ts';

interface Row {
  id: number;
  name: string;
}

export const typeTests = [
  // Allowed values come from the exported lists.
  // @ts-expect-error: not a Button variant
  <Button variant="huge">Save</Button>,
  // @ts-expect-error: StatusBadge has four tones, not brand
  <StatusBadge tone="brand">Draft</StatusBadge>,
  // @ts-expect-error: the tone is required: a state always says what it means
  <StatusBadge>Draft</StatusBadge>,
  <Badge tone="brand">New</Badge>,
  // @ts-expect-error: an icon-only button must be named
  <IconButton>×</IconButton>,
  // @ts-expect-error: not a number format
  <NumberField label="Rate" format="money" />,
  // @ts-expect-error: not a step status
  <Stepper steps={[{ id: 'a', label: 'Draft', status: 'done' }]} />,
  // Cells see the row's own type.
  <DataTable<Row>
    aria-label="Rows"
    rows={[{ id: 1, name: 'Toyota' }]}
    columns={[
      { id: 'name', header: 'Name', cell: (row) => row.name },
      // @ts-expect-error: no such field on the row
      { id: 'code', header: 'Code', cell: (row) => row.code },
    ]}
  />,
  // onReorder receives the same item type.
  <ReorderableList<Row>
    aria-label="Rows"
    items={[{ id: 1, name: 'Toyota' }]}
    getTextValue={(row) => row.name}
    // @ts-expect-error: the new order is a list of rows, not of keys
    onReorder={(rows: number[]) => rows}
  >
    {(row) => row.name}
  </ReorderableList>,
];

export type ColumnOfRow = DataTableColumn<Row>;
