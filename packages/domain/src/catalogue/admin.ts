import { TAKEOVER_UNAVAILABLE, TAKEOVERS_NONE_FOUND } from './takeover-spec.ts';
import { translations } from '../locale.ts';

/**
 * Messages of chat and the administration areas: lease takeovers, clients, dealers, staff, rooms
 * and GPS (spec doc 2 §4, §8, §9).
 */
export const admin = {
  // Chat (doc 2 §4, §8).
  'chat.error.messages': 'There was a problem getting your messages. Please try again.',
  'chat.upload.complete': 'Upload complete',
  'chat.upload.failed': 'Upload failed',
  'chat.upload.progress': 'Uploading, {percent}%',
  // The chat service's refusals (issue 13).
  'chat.room.notFound': 'This chat room does not exist, or it is not one of yours.',
  'chat.room.dealerRequired': 'Choose the dealer the room is for.',
  'chat.room.dealerUnknown': 'There is no dealer with that id.',
  'chat.room.fileNotDealers': 'Lease file {fileNo} is not a file of this dealer’s dealership.',
  'chat.room.assignedToOthers':
    'This dealer already has this chat room, and it is assigned to other staff: only they and a super admin can open it.',
  'chat.room.noFile': 'This room is not tied to a lease file: there is no file to file the attachment in.',
  'chat.page.invalid': 'Ask for a page with a whole number from 0 to {max}.',
  'chat.read.self': 'Mark a room read with your own user id in readList.',
  'chat.message.notFound': 'This message does not exist in this room.',
  'chat.message.empty': 'Write a message first.',
  'chat.message.textOrAttachment': 'Send either text or one attachment.',
  'chat.message.notAttachment': 'This message has no attachment to file.',
  'chat.message.tooFast':
    'Messages are being sent faster than the chat takes them. Wait a moment and send again.',
  'chat.attachment.notThisRoom': 'This attachment was not uploaded to this room.',
  'chat.attachment.notUploaded': 'This attachment has not finished uploading. Upload it again.',
  'chat.live.requestInvalid': 'This chat request is not valid.',
  'chat.live.unavailable': 'The chat is not reachable right now. Please try again.',
  'chat.live.failed': 'Please try again',
  'chat.live.tooFast': 'The chat is being asked too often. Wait a moment and try again.',
  'chat.title': 'Chat',

  // Lease takeovers (doc 2 §8).
  'takeovers.error.unavailable': TAKEOVER_UNAVAILABLE,
  'takeovers.error.noneFound': TAKEOVERS_NONE_FOUND,
  // The refusals of `POST /emails` (doc 2 §7: request for service; also Contact us).
  'validation.serviceRequest.kind': 'Say what the message is about: takeover or contact.',
  'validation.serviceRequest.contactTakeover':
    'A Contact us message names no lease takeover: send it as a takeover request instead.',
  'serviceRequest.tooMany':
    'Several messages were sent from here in a short time. Wait a few minutes and send yours again.',

  // Lease lists in administration (doc 2 §8).
  'leases.error.noneFound': 'No leases found',
  'leases.error.save': 'Saving failed',
  'leases.error.delete': 'Delete failed',

  'clients.error.noneFound': 'No clients found',
  'clients.error.load': 'There was a problem loading this client.',

  'dealers.error.update': 'Could not update dealer. Please try again.',
  'dealers.error.load': 'There was a problem loading this dealer.',
  'dealers.error.noneFound': 'No dealers found',

  // File-system dealers, administered by staff (doc 2 §3, §7, §8; `/dealers`).
  'fileDealers.title': 'Dealers',
  'fileDealers.intro':
    'The dealerships that sign in to the dealer file tool and chat. A dealer number names its lease files.',
  'fileDealers.count': '{count, plural, one {# dealer} other {# dealers}}',
  'fileDealers.empty.title': 'No dealers yet',
  'fileDealers.empty.body': 'Add a dealer, or import a list of dealers from a CSV or Excel file.',
  'fileDealers.add': 'Add dealer',
  'fileDealers.add.title': 'New dealer',
  'fileDealers.added': '{name} was added.',
  'fileDealers.edit': 'Edit',
  'fileDealers.edit.action': 'Edit {name}',
  'fileDealers.edit.title': 'Edit {name}',
  'fileDealers.saved': 'Changes to {name} were saved.',
  'fileDealers.delete': 'Delete',
  'fileDealers.delete.action': 'Delete {name}',
  'fileDealers.delete.title': 'Delete {name}?',
  'fileDealers.delete.question':
    'Delete {name}, dealer number {dealerNo}? They are signed out at once and can no longer sign in. Their lease files are kept.',
  'fileDealers.delete.confirm': 'Delete dealer',
  'fileDealers.deleted': '{name} was deleted.',
  'fileDealers.dealerNo.label': 'Dealer number',
  /** The dealers table's column: short enough for its width in every language. */
  'fileDealers.dealerNo.column': 'Dealer number',
  'fileDealers.dealerNo.description': 'What their lease files are filed under, like D-1001.',
  'fileDealers.dealerNo.format':
    'Use letters, digits, dots, dashes or underscores, starting with a letter or digit, with no spaces.',
  'fileDealers.name.label': 'Company name',
  'fileDealers.email.label': 'E-mail',
  'fileDealers.username.label': 'User name',
  'fileDealers.username.description': 'What the dealer types to sign in.',
  'fileDealers.password.label': 'Password',
  'fileDealers.password.keep':
    'Leave it empty to keep the current password. A new password signs the dealer out.',
  'fileDealers.actions': 'Actions',
  /** A detail named by its column: on a dealer's card, or a problem of an imported row. */
  'fileDealers.detail': '{label}: {value}',
  'fileDealers.pages.label': 'Pages of dealers',
  'fileDealers.pages.previous': 'Previous page',
  'fileDealers.pages.next': 'Next page',
  'fileDealers.pages.page': 'Page {page}',
  'fileDealers.search.label': 'Search dealers',
  'fileDealers.sort.invalid': 'Sort by created or by name.',
  'fileDealers.limit.range': 'Ask for 1 to {max} dealers at a time.',
  'fileDealers.search.description': 'By dealer number, company name, e-mail or user name.',
  'fileDealers.error.notFound': 'This dealer no longer exists. It may have been deleted.',
  'fileDealers.error.usernameTaken': 'The user name {username} is taken. Choose another one.',
  'fileDealers.error.dealerNoTaken': 'The dealer number {dealerNo} belongs to another dealer.',
  'fileDealers.import': 'Import dealers',
  'fileDealers.import.title': 'Import dealers',
  'fileDealers.import.intro':
    'Choose a CSV or Excel (.xlsx) file of at most {maxSize}. Its first row names the columns dealerNo, email, username, name and password; then one dealer a row, at most {maxRows} rows. You see every row and its problems before anything is imported.',
  'fileDealers.import.drop': 'Drop a CSV or Excel file here, or',
  'fileDealers.import.pick': 'Choose a file',
  'fileDealers.import.another': 'Choose another file',
  'fileDealers.import.checking': 'Checking {file}…',
  'fileDealers.import.ready':
    '{count, plural, one {# dealer is ready} other {# dealers are ready}} to import.',
  'fileDealers.import.skipped':
    '{count, plural, one {# row has problems and will be skipped} other {# rows have problems and will be skipped}}.',
  'fileDealers.import.action': '{count, plural, one {Import # dealer} other {Import # dealers}}',
  'fileDealers.import.done': '{count, plural, one {# dealer was imported} other {# dealers were imported}}.',
  'fileDealers.import.rows': 'Rows of {file}',
  'fileDealers.import.column.line': 'Line',
  'fileDealers.import.column.problems': 'Problems',
  'fileDealers.import.rowReady': 'Ready',
  'fileDealers.import.file.missing': 'Choose a CSV or Excel (.xlsx) file to import.',
  'fileDealers.import.file.type':
    'This file is not a CSV in UTF-8 or an Excel (.xlsx) file. Save it as “CSV UTF-8” or .xlsx and try again.',
  'fileDealers.import.file.tooLarge': 'This file is larger than {max}. Split it into smaller files.',
  'fileDealers.import.file.unreadable':
    'This file could not be read. Open it, save it again as CSV or .xlsx, and try again.',
  'fileDealers.import.file.empty':
    'This file has no dealers: its first row names the columns, and the dealers follow, one a row.',
  'fileDealers.import.file.columns': 'The first row must name the columns {columns}. Missing: {missing}.',
  'fileDealers.import.file.tooManyRows':
    'This file has more than {max} dealers. Split it into smaller files.',
  'fileDealers.import.duplicateUsername':
    'The user name {username} is on more than one line of this file: {lines}.',
  'fileDealers.import.duplicateDealerNo':
    'The dealer number {dealerNo} is on more than one line of this file: {lines}.',
  'fileDealers.import.nothingValid':
    'No row of this file can be imported. Fix the rows with problems and try again.',
  'fileDealers.import.conflict':
    'Someone added a dealer with one of these user names or dealer numbers during the import. Nothing was imported: check the file again.',

  'staff.error.noneFound': 'No staffs found',
  'staff.error.load': 'There was a problem loading this staff.',

  'rooms.error.assign': 'Update failed',

  // GPS (doc 2 §4, §8, §9).
  'gps.link.failed': 'Try again',
  'gps.filter.all': 'All',
  'gps.filter.linked': 'Linked',
  'gps.filter.test': 'Test',
  'gps.linkedMode.all': 'All',
  'gps.linkedMode.flagged': 'Flagged',
} as const;

// Its French, loaded when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/admin.ts') });
