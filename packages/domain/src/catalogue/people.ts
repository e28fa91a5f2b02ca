import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The words of the client and staff administration (doc 2 §3, §4, §7; issue 15): the server's
 * refusals and the console's Clients and Staff screens. Kept out of the catalogue `en`, which every
 * app's first load carries, and loaded with the code that says them (`peopleMessage`): the server,
 * and the console's people screens, loaded when first opened. The spec's own words ("No clients
 * found", "There was a problem loading this client.", "No staffs found", "There was a problem
 * loading this staff.", "The file does not exist") stay in `en`.
 */
export const peopleScreens = {
  // The server's refusals.
  'people.query.criteria': 'Search by e-mail or by file number: give exactly one of email and fileno.',
  'people.query.limit': 'Ask for 1 to {max} clients at a time.',
  'people.query.before': 'Give before as the id of a client.',
  'people.query.search': 'Search with at most {max} characters.',
  'people.client.notFound': 'There is no client with this id.',
  'people.client.emailTaken': 'A client with the e-mail {email} already exists.',
  'people.client.fileNotLinked': 'Lease file {fileNo} is not linked to this client.',
  'people.staff.notFound': 'There is no staff member with this id.',
  'people.staff.usernameTaken': 'The user name {username} is already taken.',
  'people.staff.emailTaken': 'A staff member with the e-mail {email} already exists.',
  'people.staff.phone':
    'Give the mobile number the sign-in codes go to in international form, such as +15555550100.',
  'people.staff.roles': 'Choose one or more roles.',
  'people.staff.username':
    'A user name is 3 to 50 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
  'people.staff.othersSuperAdminOnly': 'Only a super admin can change another staff member.',
  'people.staff.fieldsSuperAdminOnly': 'Only a super admin can change user names and roles.',
  'people.staff.lastSuperAdmin':
    '{name} is the last super admin. Make another staff member a super admin first.',
  'people.staff.deleteSelf': 'You cannot delete your own account. Ask another super admin.',
  // Changing one's own e-mail or mobile (issue 26): the password, and a code sent to the current mobile.
  'people.staff.confirm.passwordRequired': 'Enter your password to change your e-mail or mobile.',
  'people.staff.confirm.passwordWrong': 'That password is not right. Check it and try again.',
  'people.staff.confirm.codeRequired': 'Enter the 6-digit code we sent to your current mobile.',
  'people.staff.confirm.samePhone': 'This is already your mobile number.',
  'people.staff.confirm.noPhone':
    'Your account has no mobile yet, so we cannot send a code to it. Ask a super admin to add your mobile number.',
  'people.staff.confirm.ownOnly': 'Only the staff member themself can ask for this code.',
  'people.staff.confirm.codeSms':
    'Your SFI code to change your mobile to the number ending in {last4} is {code}. It expires in {minutes} minutes. If you did not ask for it, tell your administrator.',
  'people.staff.notice.phoneSms':
    'The mobile of your SFI staff account was changed to the number ending in {last4}. If you did not make this change, tell your administrator right away.',
  'people.staff.notice.phoneSubject': 'Your SFI mobile number was changed',
  'people.staff.notice.phoneBody':
    'Hello {name},\n\nThe mobile of your SFI staff account, where your sign-in codes go, was changed to the number ending in {last4}. You were signed out everywhere else.\n\nIf you did not make this change, tell your administrator right away.',
  'people.staff.notice.emailSubject': 'Your SFI e-mail address was changed',
  'people.staff.notice.emailBody':
    'Hello {name},\n\nThe e-mail address of your SFI staff account was changed to {email}. You were signed out everywhere else.\n\nIf you did not make this change, tell your administrator right away.',

  // Shared by both areas.
  'people.search.email': 'E-mail',
  'people.search.fileNo': 'File number',
  'people.search.by': 'Search by',
  'people.search.clear': 'Show all',
  'people.saving': 'Saving…',
  'people.deleting': 'Deleting…',
  'people.loading': 'Loading…',
  'people.back': 'Back to the list',
  'people.cancel': 'Cancel',
  'people.column.email': 'E-mail',
  'people.column.name': 'Name',
  'people.column.files': 'Lease files',
  'people.column.created': 'Added',
  'people.noName': 'No name given',
  'people.yes': 'Yes',
  'people.field.email': 'E-mail',
  'people.field.name': 'Name',
  /** A card's detail on a narrow screen: a column's name and the value in it. */
  'people.card.detail': '{label}: {value}',

  // Clients.
  'clients.title': 'Clients',
  'clients.intro':
    'The clients who sign in to their dashboard. Add one with their e-mail, link their lease files, or remove them.',
  'clients.count': '{count, plural, one {# client} other {# clients}}',
  'clients.list.label': 'Clients, newest first',
  'clients.list.more': 'Show older clients',
  'clients.list.error': 'The clients could not be loaded.',
  'clients.search.label': 'Search clients',
  'clients.search.email.description': 'Any part of the e-mail address.',
  'clients.search.fileNo.description': 'The whole file number.',
  'clients.add': 'Add client',
  'clients.add.title': 'New client',
  'clients.add.description':
    'We e-mail the client a link to choose their password. It holds for 3 days and works once; following it confirms their e-mail.',
  'clients.add.fileNo': 'Lease file (optional)',
  'clients.add.fileNo.description': 'The number of a lease file to link to the client now.',
  'clients.add.submit': 'Add client',
  'clients.added': '{email} was added.',
  'clients.open': 'Open {email}',
  'clients.detail.files': 'Lease files',
  'clients.detail.noFiles': 'No lease file is linked to this client yet.',
  'clients.detail.created': 'Added on',
  'clients.detail.confirmed': 'E-mail confirmed',
  'clients.detail.notConfirmed': 'Not yet',
  'clients.link.label': 'File number',
  'clients.link.submit': 'Link file',
  'clients.linked': 'Lease file {fileNo} is linked to this client.',
  'clients.unlink': 'Unlink',
  'clients.unlink.action': 'Unlink lease file {fileNo}',
  'clients.unlinked': 'Lease file {fileNo} is no longer linked to this client.',
  'clients.delete': 'Delete client',
  'clients.delete.title': 'Delete {email}?',
  'clients.delete.question':
    'Delete the client {email}? They are signed out at once and can no longer sign in. Their lease files are kept.',
  'clients.delete.confirm': 'Delete client',
  'clients.deleted': '{email} was deleted.',

  // Staff.
  'staffAdmin.title': 'Staff',
  'staffAdmin.intro':
    'The people who sign in to this console with a password and a code sent to their mobile phone.',
  'staffAdmin.count': '{count, plural, one {# staff member} other {# staff members}}',
  'staffAdmin.list.label': 'Staff, by name',
  'staffAdmin.list.error': 'The staff could not be loaded.',
  'staffAdmin.search.label': 'Search staff',
  'staffAdmin.search.description': 'By name, e-mail or user name.',
  'staffAdmin.search.name': 'Name',
  'staffAdmin.search.email.description': 'Any part of the e-mail address.',
  'staffAdmin.search.fileNo.description':
    'The whole file number: the staff assigned to a conversation about that lease file.',
  'staffAdmin.column.username': 'User name',
  'staffAdmin.column.roles': 'Roles',
  'staffAdmin.add': 'Add staff member',
  'staffAdmin.add.title': 'New staff member',
  'staffAdmin.add.description':
    'We e-mail them a link to choose their own password. They then sign in with their user name, that password and a code sent to their mobile.',
  'staffAdmin.add.submit': 'Add staff member',
  'staffAdmin.added': '{name} was added.',
  'staffAdmin.open': 'Open {name}',
  'staffAdmin.field.username': 'User name',
  'staffAdmin.field.phone': 'Mobile phone',
  'staffAdmin.field.phone.description': 'For the sign-in codes, in international form: +15555550100.',
  'staffAdmin.field.roles': 'Roles',
  'staffAdmin.role.LEASE_QUOTES_ADMIN': 'Admin',
  'staffAdmin.role.LEASE_QUOTES_SUPER_ADMIN': 'Super admin',
  'staffAdmin.you': 'You',
  'staffAdmin.noEmail': 'No e-mail yet',
  'staffAdmin.save': 'Save changes',
  'staffAdmin.saved': 'Changes to {name} were saved.',
  'staffAdmin.readOnly': 'Only a super admin can change another staff member.',
  'staffAdmin.delete': 'Delete staff member',
  'staffAdmin.delete.title': 'Delete {name}?',
  'staffAdmin.delete.question':
    'Delete {name}? They are signed out at once, can no longer sign in, and leave every chat room they were assigned to.',
  'staffAdmin.delete.confirm': 'Delete staff member',
  'staffAdmin.deleted': '{name} was deleted.',
  'staffAdmin.confirm.title': 'Confirm it is you',
  'staffAdmin.confirm.body':
    'A new e-mail or mobile needs your password. A new mobile also needs a code we send to your current mobile.',
  'staffAdmin.field.password': 'Your password',
  'staffAdmin.field.code': 'Code from your current mobile',
  'staffAdmin.sendCode': 'Send code to current mobile',
  'staffAdmin.codeSent':
    'We sent a code to your current mobile, ending in {last4}. It expires in 10 minutes.',
  'staffAdmin.savedContact': 'Your changes were saved. You were signed out on your other devices.',
} as const;

// Its French, loaded when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/people.ts') });

/** The text of a client or staff administration message. */
export const peopleMessage = areaMessages(peopleScreens);
