/**
 * The name of the file a storage key stores (its last segment): the rows hold the keys of their
 * attachments and documents, and answer their names from them.
 */
export function keyFileName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1) || 'file';
}
