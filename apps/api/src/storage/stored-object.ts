/** An object's metadata, as a HEAD of it answers (S3's and the local bucket's alike). */
export interface StoredObject {
  key: string;
  /** Bytes. */
  size: number;
  contentType: string;
  lastModified: Date;
}
