import { authMessages, commonMessages, messagesIn } from '@sfi/domain';

/**
 * The public site's messages: the catalogue's common and sign-in areas, the only ones its pages use,
 * so that its first load carries those strings rather than the whole catalogue (issue 8's budget).
 */
export const message = messagesIn(commonMessages, authMessages);
