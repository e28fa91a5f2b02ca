import type { FastifyRequest } from 'fastify';
import { nameKey, SUPER_ADMIN_ROLE } from '@sfi/domain';
import type { ChatViewer } from '../db/chat.ts';
import type { FileActor, FileViewer } from '../db/lease-files.ts';
import type { QuoteViewer } from '../db/lease-quotes.ts';
import type { QuoteActor } from '../db/quote-revisions.ts';
import { signedIn } from './require-session.ts';
import type { Authenticated } from './sessions.ts';

/*
 * Who is calling, as each part of the product sees them: the one place that turns a call's session
 * (a route's request, a live socket's or an upload token's sign-in) into the viewer or actor the
 * queries of db/ take. `…Of(request)` is for handlers, whose route's access declaration let the call
 * in; `…OfSignedIn(signed)` for a session checked elsewhere (the live socket, the upload targets).
 */

type SignedIn<Kind extends Authenticated['kind']> = Extract<Authenticated, { kind: Kind }>;

/** A signed-in dealer or member of staff as the quotes see them (the live socket's users too). */
export function quoteViewerOfSignedIn(signed: SignedIn<'dealer' | 'staff'>): QuoteViewer {
  if (signed.kind === 'staff') return { ownerType: 'SFI', id: signed.user.id, name: signed.user.name };
  const { id, username, dealerName, contactName } = signed.user;
  const name = typeof contactName === 'string' && contactName.trim() !== '' ? contactName : username;
  return { ownerType: 'DEALER', id, name, dealershipKey: nameKey(dealerName) };
}

/** The caller as the quotes see them: a dealer of their dealership, or staff (SFI). */
export function quoteViewerOf(request: FastifyRequest): QuoteViewer {
  return quoteViewerOfSignedIn(signedIn(request, 'dealer', 'staff'));
}

/** The caller as the quote workflow sees them: who they are, their roles, and DEALER mode's flag. */
export function quoteActorOf(request: FastifyRequest): QuoteActor {
  const signed = signedIn(request, 'dealer', 'staff');
  return {
    ...quoteViewerOfSignedIn(signed),
    roles: signed.user.roles ?? [],
    dealerStepsEnabled: signed.kind === 'dealer' && signed.appConfig.dealerStepsEnabled === true,
  };
}

/** Who looks at lease files (and searches them): staff see every file, a file-tool dealer their dealership's. */
export function fileViewerOfSignedIn(signed: SignedIn<'staff' | 'file-dealer'>): FileViewer {
  return signed.kind === 'staff'
    ? { kind: 'staff' }
    : { kind: 'file-dealer', dealerNo: signed.user.dealerNo };
}

/** The caller as the lease files see them (`fileViewerOfSignedIn`). */
export function fileViewerOf(request: FastifyRequest): FileViewer {
  return fileViewerOfSignedIn(signedIn(request, 'staff', 'file-dealer'));
}

/** Who writes, for a file's history, its documents, buyout quotes and banking info. */
export function fileActorOf(request: FastifyRequest): FileActor {
  const signed = signedIn(request, 'staff', 'file-dealer');
  return { id: signed.user.id, name: signed.user.name, kind: signed.kind };
}

/** The chat's viewer of a signed-in caller: staff or a file-tool dealer; none for anyone else. */
export function chatViewerOfSignedIn(signed: SignedIn<'staff' | 'file-dealer'>): ChatViewer;
export function chatViewerOfSignedIn(signed: Authenticated): ChatViewer | undefined;
export function chatViewerOfSignedIn(signed: Authenticated): ChatViewer | undefined {
  if (signed.kind === 'staff')
    return {
      type: 'staff',
      id: signed.user.id,
      name: signed.user.name,
      superAdmin: signed.user.roles.includes(SUPER_ADMIN_ROLE),
    };
  if (signed.kind === 'file-dealer')
    return { type: 'dealer', id: signed.user.id, name: signed.user.name, dealerNo: signed.user.dealerNo };
  return undefined;
}

/** The chat's viewer of a call: staff, or a file-tool dealer (by session or dealer token). */
export function chatViewerOf(request: FastifyRequest): ChatViewer {
  return chatViewerOfSignedIn(signedIn(request, 'staff', 'file-dealer'));
}
