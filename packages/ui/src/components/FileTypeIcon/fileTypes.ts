/**
 * The kinds of file that have their own icon. Which kind a file is (by name or MIME type) is a
 * rule of the product, decided by the app (e.g. `fileTypeIcon` in @sfi/domain), not here.
 */
export const fileTypes = [
  'image',
  'audio',
  'video',
  'pdf',
  'word',
  'excel',
  'powerpoint',
  'text',
  'code',
  'archive',
] as const;
export type FileType = (typeof fileTypes)[number];
