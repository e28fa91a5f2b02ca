import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaseQuoteBytes } from './entities.ts';

describe('leaseQuoteBytes', () => {
  it('counts the UTF-8 bytes of the JSON of what saving a quote whole sends back, whatever its text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), (make, note) => {
        const quote = {
          vehicle: { type: 'CAR', make },
          documents: [],
          quoteData: [
            { revisionId: 'r', revisionType: 'INITIAL' as const, revisionState: 'DRAFT' as const, note },
          ],
        };
        expect(leaseQuoteBytes(quote)).toBe(Buffer.byteLength(JSON.stringify(quote)));
      }),
    );
  });
});
