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
  'header.signIn': 'Sign in',
  'header.signIn.client': 'Clients',
  'header.signIn.dealer': 'Dealers: lease quotes',
  'header.signIn.fileDealer': 'Dealers: files and chat',
  'header.navigation': 'Site',

  'dealer.portal.title': 'Dealer portal',
  'dealer.chat.title': 'Dealer chat and files',
  'dealer.chat.login.title': 'Dealer file tool sign-in',
  'dealer.chat.login.body': 'Sign in to chat with SFI staff and manage your files.',

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
  'staff.restoring': 'Restoring your session…',
  'staff.idle.title': 'Are you still there?',
  'staff.idle.body':
    'For your security you will be signed out in {seconds, plural, one {# second} other {# seconds}}.',
  'staff.idle.extend': 'Stay signed in',

  'session.ended': 'Your session has ended ({reason}). Please sign in again.',
  'version.outdated': 'A new version of this site is available.',
  'version.outdated.detail': 'Save your work, then reload to get it.',
  'version.reload': 'Reload',

  // The server's answers to sign-in calls.
  'auth.credentialsRequired': 'Enter your username and password.',
  'auth.credentialsMismatch': 'The username and password in the Authorization header do not match the body.',
  'auth.tooManyAttempts': 'Too many attempts. Please wait a moment and try again.',
  'auth.code.required': 'Enter the 6-digit code we sent to your phone.',
  'auth.code.wrong': 'That code is not right. Check the code and try again.',
  'auth.code.expired': 'This code has expired. Send a new code and try again.',
  'auth.code.tooManyAttempts': 'This code was tried too many times. Send a new code and try again.',
  'auth.code.resendTooSoon': 'A new code was just sent. Please wait a moment before asking for another.',
  'auth.code.resendLimit': 'Too many codes were sent. Please sign in again.',
  'auth.code.accountLimit':
    'Too many codes were sent to this account in the last hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'auth.alreadyVerified': 'You are already signed in.',
  'auth.sms.code': 'Your SFI verification code is {code}. It expires in {minutes} minutes. Never share it.',
} as const;
