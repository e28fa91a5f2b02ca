import { describe, expect, it } from 'vitest';
import {
  LEASE_TAXES_FROM,
  leaseTaxes,
  leaseTaxesKnownFrom,
  leaseTaxTable,
  message,
  provinceCodes,
  SalesTaxSchema,
  taxLabel,
  TaxRateSchema,
  taxRateThousandths,
  type AppliedTax,
  type ProvinceCode,
  type TaxLabel,
} from '../index.ts';

const gst: AppliedTax = { tax: 'GST', label: 'GST', rate: '5' };
const hst = (rate: string): AppliedTax => ({ tax: 'HST', label: 'HST', rate });
const pst = (rate: string, label: TaxLabel = 'PST'): AppliedTax => ({ tax: 'PST', label, rate });
const qst: AppliedTax = { tax: 'QST', label: 'QST', rate: '9.975' };

/** The next day of a `YYYY-MM-DD` day. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('leaseTaxes: the taxes on a lease payment, by province', () => {
  it.each<[ProvinceCode, AppliedTax[]]>([
    ['ON', [hst('13')]],
    ['NB', [hst('15')]],
    ['NL', [hst('15')]],
    ['PE', [hst('15')]],
    ['NS', [hst('14')]],
    ['BC', [gst, pst('7')]],
    ['AB', [gst]],
    ['YT', [gst]],
    ['NT', [gst]],
    ['NU', [gst]],
    ['SK', [gst, pst('6')]],
    ['MB', [gst, pst('7', 'RST')]],
    ['QC', [gst, qst]],
  ])('%s on 2025-06-01, a $40,000 vehicle: %j', (province, taxes) => {
    expect(leaseTaxes(province, { on: '2025-06-01', vehiclePrice: 40_000 })).toEqual(taxes);
  });

  it('has rows for every province and territory', () => {
    expect(new Set(leaseTaxTable.map((entry) => entry.province))).toEqual(new Set(provinceCodes));
  });

  it.each<[string, string, AppliedTax[]]>([
    ['the last day of 15 %', '2025-03-31', [hst('15')]],
    ['the first day of 14 %', '2025-04-01', [hst('14')]],
    ['a day of 15 %', '2018-01-15', [hst('15')]],
    ['the first day of the table', '2010-07-01', [hst('15')]],
  ])('Nova Scotia’s HST, %s (%s)', (_, on, taxes) => {
    expect(leaseTaxes('NS', { on, vehiclePrice: 30_000 })).toEqual(taxes);
  });

  it.each<[number, string]>([
    [0, '7'],
    [54_999.99, '7'],
    [55_000, '8'],
    [55_999.99, '8'],
    [56_000, '9'],
    [56_999.99, '9'],
    [57_000, '10'],
    [124_999.99, '10'],
    [125_000, '15'],
    [149_999.99, '15'],
    [150_000, '20'],
  ])('British Columbia’s PST on a $%d vehicle: %s %', (vehiclePrice, rate) => {
    expect(leaseTaxes('BC', { on: '2025-06-01', vehiclePrice })).toEqual([gst, pst(rate)]);
  });

  it.each<[string, string]>([
    ['2022-06-30', '10'],
    ['2022-07-01', '20'],
  ])('British Columbia’s PST on a $250,000 vehicle on %s: %s %', (on, rate) => {
    expect(leaseTaxes('BC', { on, vehiclePrice: 250_000 })).toEqual([gst, pst(rate)]);
  });

  it.each<[ProvinceCode, string]>([
    ['ON', '2010-06-30'],
    ['NS', '2010-06-30'],
    ['PE', '2016-09-30'],
    ['BC', '2013-03-31'],
    // Saskatchewan's GST rows go back to 2008, but its PST of 6 % only to 2017-03-23.
    ['SK', '2017-03-22'],
    ['MB', '2019-06-30'],
    ['AB', '2007-12-31'],
    ['QC', '2012-12-31'],
  ])('knows no taxes in %s before its first rates (%s)', (province, on) => {
    expect(leaseTaxes(province, { on, vehiclePrice: 30_000 })).toBeUndefined();
    expect(leaseTaxes(province, { on: nextDay(on), vehiclePrice: 30_000 })).not.toHaveLength(0);
    expect(leaseTaxesKnownFrom(province)).toBe(nextDay(on));
  });

  it.each(['2025-6-1', '2025-06-01T00:00:00Z', ''])(
    'knows no taxes on a day not written YYYY-MM-DD: %j',
    (on) => {
      expect(leaseTaxes('ON', { on, vehiclePrice: 30_000 })).toBeUndefined();
    },
  );

  it('knows every province’s taxes from Manitoba’s RST of 7 % on', () => {
    expect(LEASE_TAXES_FROM).toBe('2019-07-01');
    for (const province of provinceCodes)
      expect(leaseTaxesKnownFrom(province) <= LEASE_TAXES_FROM).toBe(true);
  });
});

describe('the tax table', () => {
  it('writes every rate as an exact percent', () => {
    for (const entry of leaseTaxTable) expect(TaxRateSchema.safeParse(entry.rate).success).toBe(true);
  });

  it('has, on every day it knows and at every price, exactly one rate of each tax a province charges', () => {
    const days = [...new Set(leaseTaxTable.flatMap((entry) => [entry.from, entry.until ?? entry.from]))];
    const prices = [1, ...leaseTaxTable.flatMap((entry) => [entry.priceFrom ?? 1, entry.priceBelow ?? 1])];
    for (const province of provinceCodes)
      for (const on of [...days, '2099-12-31'].filter((day) => day >= leaseTaxesKnownFrom(province)))
        for (const vehiclePrice of prices) {
          const taxes = leaseTaxes(province, { on, vehiclePrice })!.map(({ tax }) => tax);
          const kinds = new Set(
            leaseTaxTable.filter((entry) => entry.province === province).map(({ tax }) => tax),
          );
          expect(taxes.toSorted()).toEqual([...kinds].toSorted());
        }
  });

  it('follows a rate that ends with the next one the day after', () => {
    for (const ended of leaseTaxTable.filter((entry) => entry.until !== undefined))
      expect(
        leaseTaxTable.some(
          (next) =>
            next.province === ended.province && next.tax === ended.tax && next.from === nextDay(ended.until!),
        ),
      ).toBe(true);
  });
});

describe('tax rates and names', () => {
  it.each([
    ['13', 13_000],
    ['5', 5_000],
    ['9.975', 9_975],
    ['0.5', 500],
    ['100', 100_000],
    ['0', 0],
  ])('reads %s % as %i thousandths of a percent', (rate, thousandths) => {
    expect(taxRateThousandths(rate)).toBe(thousandths);
  });

  it.each(['13', '9.975', '0', '100', '0.5'])('takes the rate %j', (rate) => {
    expect(TaxRateSchema.safeParse(rate).success).toBe(true);
  });

  it.each(['', '13%', '9.9755', '100.5', '101', '-1', '013', '.5', '1e1'])('refuses the rate %j', (rate) => {
    expect(TaxRateSchema.safeParse(rate).error?.issues[0]?.message).toBe(message('quote.terms.taxRate'));
  });

  it('refuses a tax it does not know', () => {
    expect(SalesTaxSchema.safeParse('VAT').error?.issues[0]?.message).toBe(
      'Choose one of these taxes: GST, HST, PST, QST.',
    );
  });

  it.each<[TaxLabel, string]>([
    ['GST', 'GST'],
    ['HST', 'HST'],
    ['PST', 'PST'],
    ['QST', 'QST'],
    ['RST', 'RST'],
  ])('names %s %s', (label, text) => {
    expect(taxLabel(label)).toBe(text);
  });
});
