import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The words of photo uploads (`POST /uploads/photos/{id}`, doc 2 §7; issue 15): the server's
 * refusals and the photo field of the administration screens (a lease takeover's photos, a client's,
 * a staff member's or a dealer's). Kept out of the catalogue `en`, which every app's first load
 * carries, and loaded with the code that says them (`photoMessage`): the server, and the
 * administration screens, loaded when first opened.
 */
export const photoScreens = {
  // The server's refusals.
  'photos.error.notMultipart': 'Send the photo as a multipart form with the field file.',
  'photos.error.missing': 'Choose a photo to upload: send it as the form field file.',
  'photos.error.oneFile': 'Upload one photo at a time.',
  'photos.error.empty': 'This file is empty. Choose a photo.',
  'photos.error.tooLarge': 'This photo is larger than {max}. Upload a smaller one.',
  'photos.error.fileName':
    'The file name may not hold a folder path or control characters. Rename the file and upload it again.',
  'photos.error.notImage':
    'This file is not a photo. Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF image.',
  'photos.error.tooManyPixels':
    'This photo has more than {max} million pixels. Upload a smaller one (a phone photo is about 12 million).',
  'photos.error.unreadable': 'The upload could not be read. Upload the photo again.',
  'photos.error.ownerNotFound': 'There is no lease takeover, client or staff member with this id.',
  'photos.error.dealerNotFound': 'There is no dealer with this id.',
  'photos.error.photoNotFound': 'This photo does not exist.',
  'photos.error.ownOnly': 'Only a super admin can change another staff member’s photo.',
  'photos.error.full': 'A lease takeover has at most {max} photos. Remove one before adding another.',

  // The photo field.
  'photos.field.add': 'Add a photo',
  'photos.field.replace': 'Choose another photo',
  'photos.field.drop': 'Drop a photo here',
  'photos.field.description': 'JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF, up to {max}.',
  'photos.field.progress': 'Uploading {name}: {percent}%',
  'photos.field.uploaded': '{name} was uploaded.',
  'photos.field.failed': 'Upload failed',
  'photos.field.cancel': 'Cancel upload',
  'photos.field.none': 'No photo yet',

  // A person's photo on their detail screen (a client's, a staff member's, a dealer's).
  'photos.person.title': 'Photo',
} as const;

/** The text of a photo upload message. */
export const photoMessage = areaMessages(photoScreens);

// The French table, loaded only when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/photos.ts') });
