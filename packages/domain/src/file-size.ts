import { activeLocale } from './locale.ts';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file's size in words, in the largest unit that keeps the number at 1 or more (1,024 bytes a
 * kilobyte), with at most one decimal: `2 MB`, `340 kB`, `12 bytes`.
 *
 * @example formatFileSize(25 * 1024 * 1024) // '25 MB'
 */
export function formatFileSize(bytes: number, locale: string = activeLocale()): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
