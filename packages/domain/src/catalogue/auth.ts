import { translations } from '../locale.ts';
/**
 * Messages of signing in and staying signed in, for every audience: the sign-in forms, the staff
 * two-factor step, idle warnings, the outdated-build banner, and the server's answers to sign-in
 * calls (spec doc 1 §5, §7; doc 2 §4, §5, §7). The spec's own wording ("Please try logging in
 * again.", the four session errors) is in `common.ts`.
 */
export const auth = {
  'signIn.username': 'Username',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'header.navigation': 'Site',

  'staff.login.title': 'Staff sign-in',
  'staff.login.body': 'Sign in with your username and password. We then send a code to your phone.',
  'staff.code.title': 'Enter your verification code',
  'staff.code.body':
    'We sent a 6-digit code to the phone number ending in {last4}. It expires in 10 minutes.',
  'staff.code.label': 'Verification code',
  'staff.code.submit': 'Verify',
  'staff.code.resend': 'Send a new code',
  'staff.code.resent': 'A new code is on its way.',
  'staff.code.resendIn': 'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.',
  'staff.code.startOver': 'Start over',

  'password.current.label': 'Current password',
  'password.new.label': 'New password',
  'password.change.submit': 'Change password',
  'password.change.done': 'Your password is changed. Your other sessions have ended.',
  'password.forgot.link': 'Forgot your password?',
  'password.forgot.title': 'Reset your password',
  'password.forgot.body':
    'Enter the username you sign in with. If the account has an e-mail address, we send it a link to choose a new password.',
  'password.forgot.submit': 'Send the link',
  'password.forgot.sent':
    'If this account exists and has an e-mail address, a link is on its way. It holds for 30 minutes.',
  'password.link.title': 'Choose your password',
  'password.link.body': 'Choose the password you will sign in with from now on.',
  'password.link.submit': 'Save password',
  'password.link.done': 'Your password is saved. Sign in with it now.',
  'password.link.signIn': 'Go to sign-in',

  'session.ended': 'Your session has ended ({reason}). Please sign in again.',
  'version.outdated': 'A new version of this site is available.',
  'version.outdated.detail': 'Save your work, then reload to get it.',
  'version.reload': 'Reload',

  // The server's answers to sign-in calls.
} as const;

translations({ 'fr-CA': () => import('./fr/auth.ts') });
