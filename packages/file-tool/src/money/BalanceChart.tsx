import { useId } from 'react';
import { fileMoneyMessage, formatDate, formatMoney, type ReceivableRow } from '@sfi/domain';
import * as styles from './money.css.ts';

export interface BalanceChartProps {
  /** The schedule, month by month. */
  rows: readonly ReceivableRow[];
  /** The balance before the first payment (the amount financed), in cents. */
  start: number;
}

const WIDTH = 600;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 72 };

/**
 * The balance over time as a line and the area under it: an SVG image with a title and a
 * description in words (the balance from the first payment to the last), so a screen reader has the
 * chart's gist and the table beside it has every figure.
 */
export function BalanceChart({ rows, start }: BalanceChartProps) {
  const id = useId();
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return null;
  const top = Math.max(start, ...rows.map((row) => row.balance), 1);
  const x = (index: number) => PAD.left + (index / rows.length) * (WIDTH - PAD.left - PAD.right);
  const y = (balance: number) => PAD.top + (1 - balance / top) * (HEIGHT - PAD.top - PAD.bottom);
  const points = [[x(0), y(start)], ...rows.map((row, index) => [x(index + 1), y(row.balance)])] as const;
  const line = points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
  const bottom = y(0);
  const area = `${PAD.left},${bottom} ${line} ${x(rows.length).toFixed(1)},${bottom}`;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{fileMoneyMessage('fileTool.receivables.chart')}</title>
      <desc id={`${id}-desc`}>
        {fileMoneyMessage('fileTool.receivables.chartDescription', {
          start: formatMoney(first.balance),
          first: formatDate(first.date),
          end: formatMoney(last.balance),
          last: formatDate(last.date),
        })}
      </desc>
      <polygon className={styles.chartArea} points={area} />
      <polyline className={styles.chartLine} points={line} />
      <line className={styles.chartAxis} x1={PAD.left} x2={WIDTH - PAD.right} y1={bottom} y2={bottom} />
      <line className={styles.chartAxis} x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={bottom} />
      <g aria-hidden="true">
        <text className={styles.chartLabel} x={PAD.left - 6} y={y(top) + 4} textAnchor="end">
          {formatMoney(top)}
        </text>
        <text className={styles.chartLabel} x={PAD.left - 6} y={bottom} textAnchor="end">
          {formatMoney(0)}
        </text>
        <text className={styles.chartLabel} x={x(1)} y={HEIGHT - 8} textAnchor="start">
          {formatDate(first.date)}
        </text>
        <text className={styles.chartLabel} x={x(rows.length)} y={HEIGHT - 8} textAnchor="end">
          {formatDate(last.date)}
        </text>
      </g>
    </svg>
  );
}
