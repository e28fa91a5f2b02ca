import { randomUUID } from 'node:crypto';
import {
  addableRevisionTypes,
  addableRevisionTypesByMode,
  type AppMode,
  LEASE_QUOTE_MAX_BYTES,
  leasePayment,
  leaseQuoteBytes,
  paymentDisagreement,
  type MessageKey,
  type NewRevision,
  type ProvinceCode,
  type QuoteCustomer,
  type QuoteDocument,
  type Revision,
  type Vehicle,
} from '@sfi/domain';

/*
 * What every new or changed revision goes through, wherever it comes from (a new quote's
 * revisions, `POST /lease-quotes/{id}/quote-data`, a change, a save): a new one is a draft and
 * never FINAL, its payment is the one its terms come to, and the quote stays small enough to be
 * saved whole.
 */

/** A change refused: its status, its message, and the field it is about, if any. */
export class QuoteChangeRefused extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(key);
  }
}

/**
 * A revision with the payment its terms come to in the quote's province (`leasePayment`, the one
 * the quote tool shows as the figures change). A payment sent that disagrees is refused under
 * `${path}payment.monthlyPayment`; without terms or a province there is none.
 */
export function revisionWithPayment(revision: Revision, province: ProvinceCode | null, path = ''): Revision {
  const { payment: sent, ...rest } = revision;
  if (!rest.terms || !province) return rest;
  if (sent) {
    const disagreement = paymentDisagreement(rest.terms, province, sent.monthlyPayment);
    if (disagreement)
      throw new QuoteChangeRefused(
        400,
        disagreement.key,
        disagreement.params,
        `${path}payment.monthlyPayment`,
      );
  }
  const payment = leasePayment(rest.terms, province);
  return payment ? { ...rest, payment } : rest;
}

/**
 * A new revision from what was sent (`path` names it in a refusal, `quoteData.2.` for a new
 * quote's third): a draft of the body's type with a new id, owned by `owner`, its payment computed
 * from its terms. Its type must be one of `addableRevisionTypes` (a FINAL revision comes only from
 * the workflow, approving credit), and one the adder's `mode` may add (`addableRevisionTypesByMode`:
 * never a revised quote, ADJUSTED, which only Revise Quote adds); a new revision is a draft:
 * anything sent otherwise is refused.
 */
export function newRevision(
  body: NewRevision,
  owner: { id: string; name: string },
  mode: AppMode,
  province: ProvinceCode | null,
  path = '',
): Revision {
  if (!(addableRevisionTypes as readonly string[]).includes(body.revisionType))
    throw new QuoteChangeRefused(400, 'quote.revision.finalFromWorkflow', {}, `${path}revisionType`);
  if (!(addableRevisionTypesByMode[mode] as readonly string[]).includes(body.revisionType))
    throw new QuoteChangeRefused(403, 'quote.revision.adjustedFromRevise', {}, `${path}revisionType`);
  if ((body.revisionState ?? 'DRAFT') !== 'DRAFT')
    throw new QuoteChangeRefused(400, 'quote.revision.newIsDraft', {}, `${path}revisionState`);
  return revisionWithPayment(
    {
      ...body,
      revisionId: randomUUID(),
      revisionState: 'DRAFT',
      owner: owner.id,
      ownerName: owner.name,
    } as Revision,
    province,
    path,
  );
}

/** What saving a quote whole sends back, as its row holds it. */
export interface SavedParts {
  vehicle: Vehicle;
  customer: QuoteCustomer | null;
  documents: QuoteDocument[];
  quoteData: Revision[];
}

const savedBytes = ({ vehicle, customer, documents, quoteData }: SavedParts) =>
  leaseQuoteBytes({ vehicle, ...(customer && { customer }), documents, quoteData });

/**
 * A quote's new content, unless it would be larger than a quote may be (`LEASE_QUOTE_MAX_BYTES`:
 * saving it whole could no longer send it back) and larger than it was (`before`; none for a new
 * quote): then the change is refused. Adding, changing and saving go through it; the workflow,
 * reorders and deletions never grow a quote by more than a state's name.
 */
export function withinSize<After extends SavedParts>(after: After, before?: SavedParts): After {
  const size = savedBytes(after);
  if (size > LEASE_QUOTE_MAX_BYTES && (!before || size > savedBytes(before)))
    throw new QuoteChangeRefused(400, 'quote.tooLarge');
  return after;
}
