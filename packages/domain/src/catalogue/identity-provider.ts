import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The words of the embedded identity provider's pages (sign-in, sign-up, password reset and
 * change) and of the e-mails it sends: the reference server renders them, so they are kept out of
 * the catalogue `en` that every app's entry carries, and said through {@link idpMessage}.
 */
export const identityProviderWords = {
  'idp.title': 'SFI client account',
  'idp.email': 'E-mail',
  'idp.password': 'Password',
  'idp.password.hint': 'At least {min} characters.',
  'idp.currentPassword': 'Current password',
  'idp.newPassword': 'New password',
  'idp.name': 'Name',
  'idp.agency': 'Agency',
  'idp.optional': '(optional)',
  'idp.errorSummary': 'There is a problem',
  'idp.login.title': 'Sign in to your client account',
  'idp.login.submit': 'Sign in',
  'idp.login.failed': 'The e-mail or password is not right. Please try logging in again.',
  'idp.login.unconfirmed':
    'Please confirm your e-mail address first: follow the link in the e-mail we sent you.',
  'idp.login.forgot': 'Forgot your password?',
  'idp.login.signUp': 'New client? Create an account',
  'idp.signUp.title': 'Create your client account',
  'idp.signUp.submit': 'Create account',
  'idp.signUp.haveAccount': 'Already have an account? Sign in',
  'idp.signUp.sent':
    'Thank you. If this address can be used, we sent a message to {email}. Follow the link in it to confirm your account, then sign in.',
  'idp.confirm.title': 'Confirm your e-mail',
  'idp.confirm.done': 'Your e-mail address is confirmed. You can now sign in.',
  'idp.confirm.invalid': 'This link is not valid or has expired. Create your account again to get a new one.',
  'idp.confirm.body': 'To confirm {email}, enter the password you chose when you created your account.',
  'idp.confirm.submit': 'Confirm my e-mail',
  'idp.confirm.failed':
    'This is not the password chosen with this link. If you signed up more than once, use the link from the e-mail of the sign-up whose password you typed.',
  'idp.forgot.title': 'Reset your password',
  'idp.forgot.body':
    'Enter the e-mail address of your account. We will send you a link to choose a new password.',
  'idp.forgot.submit': 'Send the link',
  'idp.forgot.sent':
    'If an account uses {email}, we sent it a link to reset the password. The link works for 30 minutes.',
  'idp.reset.title': 'Choose a new password',
  'idp.reset.submit': 'Save the new password',
  'idp.reset.done': 'Your password was changed. You can now sign in with it.',
  'idp.reset.invalid': 'This link is not valid or has expired. Ask for a new one.',
  'idp.change.title': 'Change your password',
  'idp.change.submit': 'Change password',
  'idp.change.done': 'Your password was changed.',
  'idp.change.failed': 'The e-mail or current password is not right.',
  'idp.signIn': 'Go to sign-in',
  'idp.error.email': 'Enter a valid e-mail address.',
  'idp.error.passwordLength': 'Enter a password of {min} to {max} characters.',
  'idp.error.name': 'Enter your name (up to {max} characters).',
  'idp.error.agency': 'Enter an agency of up to {max} characters.',
  'idp.error.samePassword': 'Choose a new password that differs from the current one.',
  'idp.error.tooMany': 'Too many attempts. Please wait a moment and try again.',
  'idp.error.expired': 'This sign-in took too long. Please start again.',
  'idp.error.title': 'Something went wrong',
  'idp.error.request': 'This sign-in request is not valid. Please start again from the sign-in page.',
  'idp.logout.title': 'Sign out',
  'idp.logout.body': 'Do you want to sign out of your SFI client account?',
  'idp.logout.submit': 'Sign out',
  'idp.logout.done': 'You are signed out.',
  'idp.mail.confirm.subject': 'Confirm your SFI client account',
  'idp.mail.confirm.body':
    'Welcome to SFI. Confirm your e-mail address to finish creating your account: {link}\nThe link works for 24 hours. If you did not ask for an account, ignore this message.',
  'idp.mail.exists.subject': 'Your SFI client account',
  'idp.mail.exists.body':
    'Someone tried to create an SFI client account with this address, which already has one. Sign in at {signIn}, or reset your password at {reset}. If it was not you, ignore this message.',
  'idp.mail.reset.subject': 'Reset your SFI password',
  'idp.mail.reset.body':
    'Choose a new password for your SFI client account: {link}\nThe link works for 30 minutes. If you did not ask for it, ignore this message.',
} as const;

/** A message of the identity provider's pages and e-mails, in the default locale or `locale`. */
export const idpMessage = /* @__PURE__ */ areaMessages(identityProviderWords);

translations({ 'fr-CA': () => import('./fr/identity-provider.ts') });
