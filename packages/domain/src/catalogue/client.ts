import { translations } from '../locale.ts';
/**
 * Messages of the client audience (spec doc 2 §2, §4, §6, §7): the client app's sign-in, callback
 * and dashboard. The embedded identity provider's words are the server's own
 * (`identity-provider.ts`). The spec's own words ("We're teleporting you to your
 * destination!", the `/me` failure) are in `common.ts`.
 */
export const client = {
  'client.login.start': 'Sign in',
  'client.login.signUp': 'Create an account',
  'client.login.redirecting': 'Taking you to the sign-in page…',
  'client.login.failed': 'We could not sign you in: {description}',
  'client.login.unavailable': 'Sign-in is not available right now. Please try again later.',
  'client.login.interrupted': 'The sign-in was interrupted. Please start again.',
  'client.callback.title': 'Signing you in',
  'client.dashboard.title': 'Client dashboard',
  'client.home': 'SFI Lease Financing, home',
  'client.dashboard.greeting': 'Welcome, {name}',
  'client.dashboard.changePassword': 'Change your password',

  // The member service and public API.
  'member.notFound': 'This member does not exist.',
  'member.emailMismatch': 'You can only create the member record of your own e-mail address.',
  'public.tokenRequired': 'Sign in to see your account.',
  'public.tokenInvalid': 'Your sign-in is not valid. Please sign in again.',
} as const;

translations({ 'fr-CA': () => import('./fr/client.ts') });
