import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The words of GPS tracking (doc 2 §4, §8, §9; issue 15): the server's refusals and the console's
 * GPS screens. Kept out of the catalogue `en`, which every app's first load carries, and loaded
 * with the code that says them (`gpsMessage`): the server, and the console's GPS routes, loaded
 * when first opened. The spec's own GPS words (the filters, the modes, "Try again") stay in `en`.
 */
export const gpsScreens = {
  // The server's refusals.
  'gps.notFound': 'There is no GPS device with this id.',
  'gps.gpsNo.notFound': 'There is no GPS device numbered {gpsNo}.',
  'gps.gpsNo.invalid':
    'A GPS number has 1 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
  'gps.fileNo.invalid': 'Give the number of the lease file, at most 50 characters.',
  'gps.fileNo.notFound': 'There is no lease file numbered {fileNo}.',
  'gps.tag.invalid':
    'A tag is 1 to 40 lower-case letters, digits or dashes, starting with a letter or digit.',
  'gps.tag.notFound': 'There is no GPS tag {tag}.',
  'gps.query.wholeNumber': 'Give skip as a whole number from 0.',
  'gps.query.limit': 'Ask for 1 to {max} devices at a time.',
  'gps.query.filter': 'Filter by all, linked or test.',
  'gps.query.paramTooLong': 'Search with at most {max} characters.',
  'gps.report.keyMissing': 'Send the device key in the X-Device-Key header.',
  'gps.report.keyInvalid': 'This device key is not valid.',
  'gps.report.empty': 'Send 1 or more locations.',
  'gps.report.tooMany': 'Send at most {max} locations at a time.',
  'gps.report.latitude': 'A latitude is a number of degrees from -90 to 90.',
  'gps.report.longitude': 'A longitude is a number of degrees from -180 to 180.',
  'gps.report.speed': 'A speed is a number of km/h from 0 to {max}.',
  'gps.report.heading': 'A heading is a number of degrees from 0 up to 360.',
  'gps.report.future': 'The location at {at} is in the future: check the device’s clock.',
  'gps.report.tooOld': 'The location at {at} is before 2000: the device’s clock was not set.',

  // Problems (the flagged list's reasons).
  'gps.problem.silent': 'No position for more than {hours} hours',
  'gps.problem.outsideCanada': 'Last position outside Canada',
  'gps.problem.leaseEnded': 'The lease has ended',
  'gps.problem.short.silent': 'Silent over {hours} h',
  'gps.problem.short.outsideCanada': 'Outside Canada',
  'gps.problem.short.leaseEnded': 'Lease ended',
  'gps.problem.more': '+{count}',

  // The list.
  'gps.title': 'GPS devices',
  'gps.intro':
    'The tracking devices on leased vehicles: link a device to its lease file, tag it, see where it is.',
  'gps.count': '{count, plural, one {# device} other {# devices}}',
  'gps.filter.label': 'Show',
  'gps.linkedMode.label': 'Linked devices',
  'gps.tag.label': 'Tag',
  'gps.tag.any': 'Any tag',
  'gps.search.label': 'Search devices',
  'gps.search.description': 'By GPS number (its start or its last digits), file number or device name.',
  'gps.column.gpsNo': 'GPS number',
  'gps.column.name': 'Device',
  'gps.column.fileNo': 'Lease file',
  'gps.column.vehicle': 'Vehicle',
  'gps.column.lastSeen': 'Last position',
  'gps.column.tags': 'Tags',
  'gps.column.problems': 'Flagged because',
  'gps.list.label': 'GPS devices',
  'gps.list.loading': 'Loading devices…',
  'gps.list.error': 'The devices could not be loaded.',
  'gps.empty.title': 'No devices found',
  'gps.empty.body': 'No device matches this filter or search.',
  'gps.empty.flagged': 'No linked device is flagged: every one reports, in Canada, on a running lease.',
  'gps.notLinked': 'Not linked',
  'gps.neverSeen': 'Never',
  'gps.open': 'Open {gpsNo}',
  'gps.pages.label': 'Pages of devices',
  'gps.pages.previous': 'Previous page',
  'gps.pages.next': 'Next page',
  'gps.pages.page': 'Page {page}',

  // The detail.
  'gps.back': 'All GPS devices',
  'gps.detail.loading': 'Loading the device…',
  'gps.detail.error': 'This device could not be loaded.',
  'gps.detail.flagged': 'Flagged',
  'gps.detail.ok': 'Reporting normally',
  'gps.section.link': 'Lease file',
  'gps.section.vehicle': 'Vehicle',
  'gps.section.lease': 'Lease',
  'gps.section.customer': 'Customer',
  'gps.section.tags': 'Tags',
  'gps.section.notes': 'Notes',
  'gps.section.map': 'Positions',
  'gps.notes.none': 'No notes.',
  'gps.link.label': 'File number',
  'gps.link.description': 'The lease file of the vehicle this device is on.',
  'gps.link.action': 'Link',
  'gps.link.saving': 'Linking…',
  'gps.link.done': '{gpsNo} is linked to file {fileNo}.',
  'gps.link.linkedTo': 'Linked to lease file',
  'gps.unlink.action': 'Unlink',
  'gps.unlink.saving': 'Unlinking…',
  'gps.unlink.done': '{gpsNo} is no longer linked to a file.',
  'gps.vehicle.name': 'Vehicle',
  'gps.vehicle.vin': 'VIN',
  'gps.lease.start': 'Start',
  'gps.lease.end': 'End',
  'gps.customer.name': 'Name',
  'gps.customer.address': 'Address',
  'gps.none': '—',
  // A value after its label, where a line holds several (`Last position: Nov 25, 2026, 4:55 p.m.`).
  'gps.labelled': '{label}: {value}',
  'gps.tags.label': 'Tags of {gpsNo}',
  'gps.tags.none': 'No tags.',
  'gps.tags.add': 'Add a tag',
  'gps.tags.choose': 'Choose a tag',
  'gps.tags.addAction': 'Add tag',
  'gps.tags.remove': 'Remove tag',
  'gps.tags.adding': 'Adding…',
  'gps.tags.removing': 'Removing {tag}…',
  'gps.tags.added': 'Tagged {tag}.',
  'gps.tags.removed': 'Tag {tag} removed.',
  'gps.tags.failed': 'The tags could not be changed.',
  'gps.map.label': 'Map of the positions of {gpsNo}',
  'gps.map.none': 'This device has not reported a position yet.',
  'gps.map.summary':
    '{count, plural, one {# position} other {# positions}} from {from} to {to}; the latest at {lat}, {lng}.',
  'gps.map.latest': 'Latest position, {at}',
  'gps.map.tilesUnavailable': 'The map tiles could not load: the track is drawn without them.',
} as const;

/** The text of a GPS message, its `{placeholders}` filled in. */
export const gpsMessage = areaMessages(gpsScreens);

// The French table, loaded only when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/gps.ts') });
