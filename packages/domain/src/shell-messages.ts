import { auth } from './catalogue/auth.ts';
import { common } from './catalogue/common.ts';
import { messagesIn } from './message-format.ts';

/**
 * `message` over the common and sign-in areas only: what every app's first load says (its frame,
 * its sign-in page, the loading, outdated-version and session-ended notices), so that no first load
 * carries the whole catalogue. The screens loaded later use `message`.
 */
export const shellMessage = /* @__PURE__ */ messagesIn(common, auth);
