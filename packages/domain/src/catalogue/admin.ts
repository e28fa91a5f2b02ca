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

  // Lease takeovers (doc 2 §8).
  'takeovers.error.unavailable': 'This lease takeover is not available.',
  'takeovers.error.noneFound': 'No leaseTakeovers were found with',

  // Lease lists in administration (doc 2 §8).
  'leases.error.noneFound': 'No leases found',
  'leases.error.save': 'Saving failed',
  'leases.error.delete': 'Delete failed',

  'clients.error.noneFound': 'No clients found',
  'clients.error.load': 'There was a problem loading this client.',

  'dealers.error.update': 'Could not update dealer. Please try again.',
  'dealers.error.load': 'There was a problem loading this dealer.',
  'dealers.error.noneFound': 'No dealers found',

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
