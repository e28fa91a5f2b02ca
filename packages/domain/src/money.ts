import { activeLocale } from './locale.ts';

/**
 * An amount of cents as Canadian dollars. In a module of its own, so that pages which only show
 * amounts (the public site's) do not carry the lease terms' schemas.
 *
 * @example formatMoney(1234567) // '$12,345.67'
 */
export function formatMoney(cents: number, locale: string = activeLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);
}
