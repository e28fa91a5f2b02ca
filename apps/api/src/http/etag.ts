/** Whether an `If-None-Match` header names this ETag (RFC 9110 §13.1.2: weak comparison, or `*`). */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
