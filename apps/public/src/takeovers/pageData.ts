import { takeoverPageDataId, type TakeoverPageData, type TakeoverPageKind } from '@sfi/domain';

/** The data of a takeover page of one kind. */
export type TakeoverPageDataOf<Kind extends TakeoverPageKind> = Extract<TakeoverPageData, { kind: Kind }>;

/**
 * The data the server rendered a takeover page from (`renderTakeoverDocument`), read back when the
 * page hydrates; `undefined` when the document carries none of this kind (the page then asks the
 * public API itself).
 */
export function readTakeoverPage<Kind extends TakeoverPageKind>(
  document: Document,
  kind: Kind,
): TakeoverPageDataOf<Kind> | undefined {
  const text = document.getElementById(takeoverPageDataId)?.textContent;
  if (!text) return undefined;
  const data = JSON.parse(text) as TakeoverPageData;
  return data.kind === kind ? (data as TakeoverPageDataOf<Kind>) : undefined;
}
