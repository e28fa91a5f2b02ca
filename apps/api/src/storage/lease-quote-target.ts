import { message } from '@sfi/domain';
import { reachable } from '../db/lease-quotes.ts';
import { leaseQuotes } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { quoteViewerOfSignedIn } from '../auth/viewers.ts';
import { registerUploadTarget } from './targets.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Uploads to a lease quote (`{ leaseQuoteId }`, keys `lease-quotes/<id>/…`): the quote tool's users
 * as the quotes see them. A dealer reaches their own dealership's quotes, staff every quote
 * (`reachable` of db/lease-quotes.ts); another dealership's quote, a file-tool dealer and an id that
 * is no quote's all get the quote's 404.
 */
registerUploadTarget('leaseQuoteId', {
  prefix: 'lease-quotes',
  async authorize({ db, session, id }) {
    const notFound = new HttpError(404, message('quote.error.notFound'));
    if ((session.kind !== 'dealer' && session.kind !== 'staff') || !uuidPattern.test(id)) throw notFound;
    const [found] = await db
      .select({ id: leaseQuotes.id })
      .from(leaseQuotes)
      .where(reachable(quoteViewerOfSignedIn(session), id.toLowerCase()))
      .limit(1);
    if (!found) throw notFound;
  },
});
