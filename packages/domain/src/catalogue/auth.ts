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

  'password.rule': 'Choose a password of {min} to {max} characters.',
  'password.current.label': 'Current password',
  'password.current.required': 'Enter your current password.',
  'password.current.wrong': 'This is not your current password.',
  'password.new.label': 'New password',
  'password.new.same': 'Choose a password other than your current one.',
  'password.change.title': 'Change your password',
  'password.change.menu': 'Change password',
  'password.change.body': 'Your other sessions end when you change your password: sign in there again.',
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
  'password.link.invalid': 'This link has expired or was already used. Ask for a new one.',
  'password.link.sent': 'A link to choose a password is on its way to {email}.',
  'password.link.send': 'Send a password reset link',
  'password.link.sendIntro':
    'We e-mail them a link to choose a new password. When they do, their sessions end. Nobody else learns it.',
  'password.activation.note':
    'We e-mail them a link to choose their own password. It holds for 3 days and works once.',
  'password.link.noEmail': 'This account has no e-mail address to send a link to. Add one first.',
  'password.mail.activation.subject': 'Your SFI account: choose your password',
  'password.mail.activation.body':
    'Hello {name},\n\nAn account was made for you at SFI, with the username {username}. Choose your password with this link within 3 days; it works once:\n\n{link}\n\nIf you did not expect this e-mail, ignore it.',
  'password.mail.reset.subject': 'Your SFI account: reset your password',
  'password.mail.reset.body':
    'Hello {name},\n\nSomeone asked to reset the password of your SFI account {username}. Choose a new one with this link within 30 minutes; it works once:\n\n{link}\n\nIf you did not ask, ignore this e-mail: your password stays as it is.',
  'password.mail.clientActivation.subject': 'Your SFI client account: choose your password',
  'password.mail.clientActivation.body':
    'Hello,\n\nAn SFI client account was made for you with the e-mail {email}. Choose your password with this link within 3 days; it works once and confirms your e-mail:\n\n{link}\n\nIf you did not expect this e-mail, ignore it.',
  'password.mail.emailMoved.subject': 'Your SFI account: your e-mail address was changed',
  'password.mail.emailMoved.body':
    'Hello {name},\n\nAn administrator changed the e-mail address of your SFI account {username} to {email}. Links to choose or reset your password go there from now on.\n\nIf you did not expect this change, contact SFI right away.',
  'password.activation.sent': 'Activation link sent to {email}.',
  'password.activation.heading': 'Account activation',
  'password.activation.send': 'Send a new activation link',
  'password.activation.pending': 'Not activated yet: they have not chosen a password.',
  'password.activation.done':
    'This account is active already: its owner chose a password. They can reset a forgotten one from the sign-in page.',
  'password.superAdminOnly':
    "Only a super admin may set another person's password. Send them a password link instead.",
  'password.emailSuperAdminOnly':
    "Only a super admin may change another person's e-mail: their password links go there.",

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

translations({ 'fr-CA': () => import('./fr/auth.ts') });
