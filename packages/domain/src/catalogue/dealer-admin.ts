import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The words of the dealer administration of the dealer API (doc 2 §3, §4, §7, §8; issue 15): the
 * server's refusals and the console's dealer detail and room assignment screens. Kept out of the
 * catalogue `en`, which every app's first load carries, and loaded with the code that says them
 * (`dealerAdminMessage`): the server, and the console's routes that use them, loaded when first
 * opened. The spec's own words ("No dealers found", "There was a problem loading this dealer.",
 * "Could not update dealer. Please try again.", "Update failed", "The file does not exist") stay in
 * `en`.
 */
export const dealerAdminWords = {
  // The server's refusals.
  'dealerUsers.search.criterion':
    'Search by e-mail or by file number: send one of email and fileno, not both and not neither.',
  'dealerUsers.email.taken': 'The e-mail {email} belongs to another dealer. Choose another one.',
  'dealerUsers.email.unknown': 'No dealer has the e-mail {email}.',
  'dealerUsers.email.shared':
    'More than one dealer has the e-mail {email}. Give each of them an e-mail of their own on the Dealers screen, then change the password.',
  'rooms.staff.unknown': 'No member of staff has the e-mail {email}.',
  'rooms.room.unknown': 'There is no chat room with this id.',

  // The dealer's detail (the Dealers screen's).
  'dealerUsers.back': 'All dealers',
  'dealerUsers.facts': 'About this dealer',
  'dealerUsers.fileCount': '{count, plural, one {# lease file} other {# lease files}}',
  'dealerUsers.fileCount.label': 'Lease files',
  'dealerUsers.created.label': 'Added',
  'dealerUsers.rooms.title': 'Chat rooms',
  'dealerUsers.rooms.none': 'This dealer has no chat room yet.',
  'dealerUsers.room.untied': 'General conversation',
  'dealerUsers.room.file': 'Lease file {fileNo}',
  'dealerUsers.room.staff': 'Assigned to {names}',
  'dealerUsers.room.unassigned': 'Assigned to nobody: only super admins see it.',
  'dealerUsers.assignFile.title': 'Assign a lease file',
  'dealerUsers.assignFile.intro':
    'The file moves to this dealership: its dealers see it, and its history records who moved it and when.',
  'dealerUsers.assignFile.label': 'File number',
  'dealerUsers.assignFile.action': 'Assign file',
  'dealerUsers.assignFile.done': 'Lease file {fileNo} is now a file of {name}.',
  'dealerUsers.password.title': 'Change password',
  'dealerUsers.password.intro':
    'The dealer is signed out everywhere at once, and signs in with the new password.',
  'dealerUsers.password.label': 'New password',
  'dealerUsers.password.action': 'Change password',
  'dealerUsers.password.done': 'The password of {email} was changed. They were signed out.',
  'dealerUsers.delete.title': 'Delete this dealer',
  'dealerUsers.delete.intro':
    'The dealer can no longer sign in, and their chat rooms go with them. Their lease files are kept.',
  'dealerUsers.fileSearch.label': 'Find the dealer of a lease file',
  'dealerUsers.fileSearch.description': 'The dealership that holds the file number you type.',
  'dealerUsers.fileSearch.result': 'The dealer of lease file {fileNo}:',

  // Room assignment (doc 2 §4: assigning or removing a room updates that staff member's rooms).
  'rooms.title': 'Room assignment',
  'rooms.intro':
    'Which chat rooms each member of staff sees. Super admins see every room; the others see the rooms assigned to them.',
  'rooms.superAdmin': 'Super admin: sees every room',
  'rooms.noEmail': 'No e-mail address: give them one before assigning rooms.',
  'rooms.none': 'No rooms assigned.',
  'rooms.list': 'Rooms of {name}',
  'rooms.name.file': '{dealer} · file {fileNo}',
  'rooms.name.untied': '{dealer} · general',
  'rooms.assign.label': 'Room to assign',
  'rooms.assign.placeholder': 'Choose a room',
  'rooms.assign.action': 'Assign',
  'rooms.assign.allAssigned': 'Every room is assigned to them.',
  'rooms.remove': 'Remove',
  'rooms.remove.action': 'Remove {room} from {name}',
  'rooms.assigned': '{room} was assigned to {name}.',
  'rooms.removed': '{room} was removed from {name}.',
  'rooms.noRooms': 'There are no chat rooms yet: they start when staff open a conversation with a dealer.',
} as const;

// Its French, loaded when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/dealer-admin.ts') });

/** The text of a dealer administration word. */
export const dealerAdminMessage = /* @__PURE__ */ areaMessages(dealerAdminWords);
