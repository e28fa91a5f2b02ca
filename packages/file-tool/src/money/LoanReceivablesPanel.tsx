import {
  Alert,
  Button,
  Card,
  DataTable,
  Heading,
  LoadingDots,
  Stack,
  Text,
  type DataTableColumn,
} from '@sfi/ui';
import {
  fieldLabel,
  formatDate,
  formatMoney,
  message,
  type ReceivableRow,
  fileMoneyMessage,
} from '@sfi/domain';
import { useLoanReceivables } from '@sfi/api-client/react';
import { BalanceChart } from './BalanceChart.tsx';

export interface LoanReceivablesPanelProps {
  fileNo: string;
}

const money = (pick: (row: ReceivableRow) => number) => (row: ReceivableRow) => formatMoney(pick(row));

/** The schedule's columns, built when shown, in the words of the active language. */
const columns = (): readonly DataTableColumn<ReceivableRow>[] => [
  {
    id: 'number',
    header: fileMoneyMessage('fileTool.receivables.number'),
    cell: (row) => row.number,
    isRowHeader: true,
    align: 'end',
    width: 72,
  },
  { id: 'date', header: fileMoneyMessage('fileTool.receivables.date'), cell: (row) => formatDate(row.date) },
  {
    id: 'payment',
    header: fileMoneyMessage('fileTool.receivables.payment'),
    cell: money((row) => row.payment),
    align: 'end',
  },
  {
    id: 'interest',
    header: fileMoneyMessage('fileTool.receivables.interest'),
    cell: money((row) => row.interest),
    align: 'end',
  },
  {
    id: 'principal',
    header: fileMoneyMessage('fileTool.receivables.principal'),
    cell: money((row) => row.principal),
    align: 'end',
  },
  {
    id: 'balance',
    header: fileMoneyMessage('fileTool.receivables.balance'),
    cell: money((row) => row.balance),
    align: 'end',
  },
];

/**
 * A file's loan receivables (doc 2 §1, §7, §8): the schedule the server computes from the file's
 * terms, month by month, in a virtualized table (a long lease stays a few dozen rows in the page),
 * and a chart of the balance over time. A file whose terms are not complete says which are missing.
 */
export function LoanReceivablesPanel({ fileNo }: LoanReceivablesPanelProps) {
  const report = useLoanReceivables(fileNo);
  if (report.error && !report.data)
    return (
      <Alert
        tone="critical"
        title={message('files.error.loanReceivables')}
        action={<Button onPress={() => void report.mutate()}>{message('action.retry')}</Button>}
      />
    );
  if (!report.data) return <LoadingDots label={message('app.loading')} />;
  const { rows, terms, missing, totals } = report.data;
  if (!terms || rows.length === 0)
    return (
      <Alert tone="caution">
        {fileMoneyMessage('fileTool.receivables.missing', {
          fields: missing.map((name) => fieldLabel(name)).join(', '),
        })}
      </Alert>
    );
  return (
    <Stack gap="large">
      <Text tone="neutral">
        {fileMoneyMessage('fileTool.receivables.summary', {
          count: rows.length,
          first: formatDate(rows[0]!.date),
          last: formatDate(rows.at(-1)!.date),
          payments: formatMoney(totals.payments),
          interest: formatMoney(totals.interest),
        })}
      </Text>
      <Card as="section" aria-labelledby="receivables-chart">
        <Stack gap="medium">
          <Heading level={2} id="receivables-chart">
            {fileMoneyMessage('fileTool.receivables.chart')}
          </Heading>
          <BalanceChart rows={rows} start={terms.amountFinanced} />
        </Stack>
      </Card>
      <DataTable
        aria-label={fileMoneyMessage('fileTool.receivables.table', { fileNo })}
        columns={columns()}
        rows={rows}
        getRowId={(row) => row.number}
        height={Math.min(480, 44 * (rows.length + 1) + 2)}
      />
    </Stack>
  );
}
