import { translations } from '../locale.ts';
import { areaMessages } from '../message-format.ts';

/**
 * The words of the lease takeover administration (doc 2 §4, §7, §8; issue 15): the server's
 * refusals and the staff console's takeover screens (the list, a takeover's details and photos, the
 * display order). Kept out of the catalogue `en`, which every app's first load carries, and loaded
 * with the code that says them (`takeoverAdminMessage`): the server, and the console's takeover
 * routes, loaded when first opened. The spec's own words ("No leases found", "Saving failed",
 * "Delete failed") stay in `en`; the field labels are the public pages' (`takeoverMessage`).
 */
export const takeoverAdminScreens = {
  // The server's refusals.
  'takeoverAdmin.permutations.unknown':
    'The new order names a lease takeover that does not exist. Reload the list and try again.',
  'takeoverAdmin.permutations.duplicate': 'The new order names a lease takeover more than once.',
  'takeoverAdmin.permutations.count':
    'The new order must name every lease takeover, {count} in all. Reload the list and try again.',
  'takeoverAdmin.permutations.positions': 'The positions must be 0 to {last}, each used once.',
  'takeoverAdmin.images.unknown':
    'A photo in the list is not one of this lease takeover’s. Reload it and try again.',
  'takeoverAdmin.images.duplicate': 'A photo is listed more than once.',
  'takeoverAdmin.search.tooLong': 'Search with at most {max} characters.',

  // The list.
  'takeoverAdmin.title': 'Lease takeovers',
  'takeoverAdmin.intro':
    'The vehicles on the public site’s lease takeover page, newest first. Set the order the page shows them in under Order on the public site.',
  'takeoverAdmin.search.label': 'Search lease takeovers',
  'takeoverAdmin.search.description': 'Vehicle id, make, model, year or VIN',
  'takeoverAdmin.count': '{count, plural, one {# lease takeover} other {# lease takeovers}}',
  'takeoverAdmin.list.label': 'Lease takeovers, newest first',
  'takeoverAdmin.list.loading': 'Loading lease takeovers…',
  'takeoverAdmin.list.error': 'The lease takeovers could not be loaded.',
  'takeoverAdmin.column.vehicle': 'Vehicle',
  'takeoverAdmin.column.payment': 'Monthly payment',
  'takeoverAdmin.column.photos': 'Photos',
  'takeoverAdmin.photoCount': '{count, plural, one {# photo} other {# photos}}',
  // A takeover's card in the list, on a narrow screen: the columns' facts in words.
  'takeoverAdmin.card.vehicleId': 'Vehicle id: {vehicleId}',
  'takeoverAdmin.card.added': 'Added {date}',
  'takeoverAdmin.add': 'Add lease takeover',
  'takeoverAdmin.add.title': 'New lease takeover',
  'takeoverAdmin.add.submit': 'Add',
  'takeoverAdmin.vehicleId.label': 'Vehicle id',
  'takeoverAdmin.vehicleId.description': 'The vehicle’s stock or reference number, like TKO-1013.',
  'takeoverAdmin.order': 'Order on the public site',

  // A takeover.
  'takeoverAdmin.back': 'All lease takeovers',
  'takeoverAdmin.detail.loading': 'Loading this lease takeover…',
  'takeoverAdmin.detail.added': 'Added {date}, position {position} on the public site',
  'takeoverAdmin.detail.addedDraft': 'Added {date}, position {position} on the public site once published',
  'takeoverAdmin.detail.public': 'See it on the public site',
  'takeoverAdmin.section.vehicle': 'Vehicle',
  'takeoverAdmin.section.lease': 'Lease',
  'takeoverAdmin.section.options': 'Options',
  'takeoverAdmin.section.photos': 'Photos',
  'takeoverAdmin.field.vin': 'VIN',
  'takeoverAdmin.options.label': 'Options, one a line',
  'takeoverAdmin.options.description': 'Each line is shown as one option, in this order.',
  'takeoverAdmin.save': 'Save changes',
  'takeoverAdmin.saved': 'Changes to {vehicle} were saved.',
  'takeoverAdmin.unsaved': 'Unsaved changes',
  'takeoverAdmin.created': '{vehicle} was added as a draft. Add its details and photos, then publish it.',
  // Published or draft (issue 25 item 17): a new takeover is a draft until staff publish it.
  'takeoverAdmin.state.published': 'Published',
  'takeoverAdmin.state.draft': 'Draft',
  'takeoverAdmin.state.published.description': 'The public site shows it.',
  'takeoverAdmin.state.draft.description':
    'A draft: only staff see it. Publish it when its details and photos are ready.',
  'takeoverAdmin.publish': 'Publish',
  'takeoverAdmin.unpublish': 'Take off the public site',
  'takeoverAdmin.publish.unsaved': 'Save your changes first: publishing shows what is saved.',
  'takeoverAdmin.published': '{vehicle} is on the public site.',
  'takeoverAdmin.unpublished': '{vehicle} is a draft again: the public site no longer shows it.',
  'takeoverAdmin.delete': 'Delete',
  'takeoverAdmin.delete.title': 'Delete {vehicle}?',
  'takeoverAdmin.delete.question':
    '{vehicle} leaves the public site at once, with its {count, plural, one {# photo} other {# photos}}. This cannot be undone.',
  'takeoverAdmin.delete.confirm': 'Delete lease takeover',
  'takeoverAdmin.deleted': '{vehicle} was deleted.',
  'takeoverAdmin.photos.label': 'Photos of {vehicle}, in the order they are shown',
  'takeoverAdmin.photos.none': 'No photos yet. The public page shows a placeholder until one is added.',
  'takeoverAdmin.photos.count': '{count, plural, one {# photo} other {# photos}}, at most {max}',
  'takeoverAdmin.photo.name': 'Photo {position}',
  'takeoverAdmin.photo.alt.label': 'Alternative text of photo {position}',
  'takeoverAdmin.photo.alt.description': 'What the photo shows, for people who cannot see it.',
  'takeoverAdmin.photo.remove': 'Remove photo {position}',
  'takeoverAdmin.photo.removeShort': 'Remove',
  'takeoverAdmin.photo.removed': 'Photo {position} will be removed when you save.',
  'takeoverAdmin.photo.full': 'This lease takeover has {max} photos, the most it can have.',
  'takeoverAdmin.move.up': 'Move {name} up',
  'takeoverAdmin.move.down': 'Move {name} down',
  'takeoverAdmin.move.drag': 'Drag {name}',
  'takeoverAdmin.move.moved': '{name} moved to position {position} of {count}.',

  // The display order.
  'takeoverAdmin.order.title': 'Order on the public site',
  'takeoverAdmin.order.intro':
    'Drag a vehicle by its handle, or focus it and press Alt + ↑ or Alt + ↓, to change where the public lease takeover page shows it. Save to publish the new order.',
  'takeoverAdmin.order.label': 'Lease takeovers in the order the public site shows them',
  'takeoverAdmin.order.position': 'Position {position}',
  'takeoverAdmin.order.save': 'Save order',
  'takeoverAdmin.order.reset': 'Undo changes',
  'takeoverAdmin.order.saved': 'The new order was saved. The public site shows it now.',
  'takeoverAdmin.order.unchanged': 'This is the order the public site shows.',
} as const;

// The French, loaded when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/takeover-admin.ts') });

/** The text of a lease takeover administration message. */
export const takeoverAdminMessage = areaMessages(takeoverAdminScreens);
