import { z } from 'zod';
import { DateTimeSchema } from './entities/common.ts';
import { LeaseFileFieldsSchema, LeaseFileRevisionSchema } from './entities/lease-file.ts';
import { FileNoSchema, newLeaseFileFields } from './lease-file-search.ts';
import { leaseFileFieldErrors } from './lease-file-validation.ts';
import {
  DocumentTypeSchema,
  missingDocuments,
  normalizeDocumentType,
  optionalDocumentTypes,
  requiredDocuments,
  type DocumentType,
  type RequiredDocumentsInput,
} from './lease-quotes/documents.ts';
import { message } from './messages.ts';
import { plainString, reordersText } from './text.ts';

/**
 * The wire contract of the lease-file calls of the main API beyond the file itself (doc 2 §7):
 * renumbering, the history's pages and the documents filed on a file with their checklist.
 */

const FieldsRecordSchema = z.record(z.string(), z.unknown(), { error: () => message('files.body.object') });

/** Each error of {@link leaseFileFieldErrors} as an issue on its field's path. */
function refineFields(fields: Record<string, unknown>, context: z.RefinementCtx): void {
  for (const [path, text] of Object.entries(leaseFileFieldErrors(fields))) {
    const dot = path.indexOf('.');
    context.addIssue({
      code: 'custom',
      message: text,
      path: dot === -1 ? [path] : [path.slice(0, dot), path.slice(dot + 1)],
    });
  }
}

/**
 * Body of `PUT /files/{fileNo}`: the file's merged fields (doc 2 §7), each field checked against
 * its display type by {@link leaseFileFieldErrors}, every error on its field's path.
 */
export const LeaseFileBodySchema = FieldsRecordSchema.superRefine(refineFields).pipe(LeaseFileFieldsSchema);

/**
 * A new file's fields: {@link newLeaseFileFields} with what was sent on top, group by group (a
 * group sent with some fields keeps the layout's other fields, empty).
 */
export function mergeNewLeaseFile(sent: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fileNo = typeof sent['fileNo'] === 'string' ? sent['fileNo'] : '';
  const base = newLeaseFileFields(fileNo);
  const entries = Object.entries(base).filter(([key]) => !Object.hasOwn(sent, key));
  for (const [key, value] of Object.entries(sent)) {
    const start = base[key];
    const isGroup = (item: unknown) => item !== null && typeof item === 'object' && !Array.isArray(item);
    entries.push([
      key,
      isGroup(start) && isGroup(value) ? { ...(start as object), ...(value as object) } : value,
    ]);
  }
  // fromEntries: every key its own, whatever its name.
  return Object.fromEntries(entries);
}

/** Body of `POST /files`: a new file's fields, merged with the new file's ({@link mergeNewLeaseFile}) and checked. */
export const NewLeaseFileBodySchema = FieldsRecordSchema.transform(mergeNewLeaseFile)
  .superRefine(refineFields)
  .pipe(LeaseFileFieldsSchema);

/** Path parameter `{fileNo}` of the file calls. */
export const FileNoParamsSchema = z.object({ fileNo: FileNoSchema });
/** Path parameter `{oldFileNo}` of `PUT /files/fileNo/{oldFileNo}`. */
export const OldFileNoParamsSchema = z.object({ oldFileNo: FileNoSchema });

/** Answer of `PUT /files/fileNo/{oldFileNo}`: the file's number now. */
export const RenumberFileResponseSchema = z.object({ fileNo: z.string() });

/** The most revisions one page of history holds. */
export const FILE_HISTORY_PAGE_MAX = 100;

/** A whole number from `min` to `max` in a query, every other value refused with `text`. */
const wholeNumber = (min: number, max: number, text: () => string) =>
  z.coerce.number({ error: text }).int({ error: text }).min(min, { error: text }).max(max, { error: text });

/** Query of `GET /history/{fileNo}`: how many revisions (at most 100), and before which version (the previous page's `nextBefore`). */
export const FileHistoryQuerySchema = z.object({
  limit: wholeNumber(1, FILE_HISTORY_PAGE_MAX, () =>
    message('files.history.limit', { max: FILE_HISTORY_PAGE_MAX }),
  ).optional(),
  before: wholeNumber(1, 2_000_000_000, () => message('files.history.before')).optional(),
});
/** Query of `GET /history/{fileNo}`. */
export type FileHistoryQuery = z.infer<typeof FileHistoryQuerySchema>;

/** Who saved a revision or filed a document. */
export const FileActorSchema = z.object({ id: z.string(), name: z.string(), kind: z.string().optional() });

/**
 * One revision of a file's history (doc 2 §3: fileNo and updatedAt): the whole file as that save
 * left it (`fields`), its version and who saved it.
 */
export const FileHistoryRevisionSchema = LeaseFileRevisionSchema.extend({
  version: z.number().int(),
  updatedBy: FileActorSchema,
  fields: z.record(z.string(), z.unknown()),
});
/** One revision of a file's history. */
export type FileHistoryRevision = z.infer<typeof FileHistoryRevisionSchema>;

/**
 * Answer of `GET /history/{fileNo}`: `history.revisions`, newest first; `history.nextBefore` is the
 * `before` of the next (older) page, null on the last.
 */
export const FileHistoryPageSchema = z.object({
  history: z.object({
    revisions: z.array(FileHistoryRevisionSchema),
    nextBefore: z.number().int().nullable(),
  }),
});
/** A page of a file's history. */
export type FileHistoryPage = z.infer<typeof FileHistoryPageSchema>;

/** Answer of `GET /files/{fileNo}`, `POST /files` and `PUT /files/{fileNo}`: `{ file }`. */
export const FileResponseSchema = z.object({ file: LeaseFileFieldsSchema });

/** Body of `POST /documents/{fileNo}`: a document uploaded to storage (the upload token's `key`), filed on the file. */
export const NewFileDocumentSchema = z.object({
  /** One of the document types of doc 2 §4; the older worksheet types are filed as `180_VEH_WORKSHEET`. */
  type: z.enum(DocumentTypeSchema.options, { error: () => message('files.document.type') }),
  storageKey: plainString({ error: () => message('validation.required') })
    .min(1, { error: () => message('validation.required') })
    .max(500, { error: () => message('validation.tooLong', { max: 500 }) }),
  /**
   * Optional, and not what is filed: a document is named as its upload was saved (the storage key's
   * file name, the one it downloads as), so what it shows and what it opens as are one name.
   */
  name: plainString({ error: () => message('validation.required') })
    .trim()
    .min(1, { error: () => message('validation.required') })
    .max(255, { error: () => message('validation.tooLong', { max: 255 }) })
    .refine((name) => !reordersText(name), { error: () => message('validation.text.reordering') })
    .optional(),
});
/** Body of `POST /documents/{fileNo}`. */
export type NewFileDocument = z.infer<typeof NewFileDocumentSchema>;

/** A document filed on a file: its type, name, size and type of content, who filed it and when. */
export const FileDocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  storageKey: z.string(),
  uploadedBy: FileActorSchema,
  createdAt: DateTimeSchema,
});
/** A document filed on a file. */
export type FileDocument = z.infer<typeof FileDocumentSchema>;

/** Where a file stands against the document requirements of doc 2 §4. */
export const DocumentChecklistSchema = z.object({
  /** What the file's state requires, in the table's order. */
  required: z.array(DocumentTypeSchema),
  /** The required types that are filed. */
  present: z.array(DocumentTypeSchema),
  /** The required types not filed yet. */
  missing: z.array(DocumentTypeSchema),
  /** Types that may be filed but are never required (INSURANCE_ONAB). */
  optional: z.array(DocumentTypeSchema),
  /** The share of the required documents that are filed, from 0 to 1 (1 when none is required). */
  completeness: z.number(),
});
/** A file's document checklist. */
export type DocumentChecklist = z.infer<typeof DocumentChecklistSchema>;

/** Answer of `GET /documents/{fileNo}`: the documents, oldest first, and the checklist. */
export const FileDocumentsResponseSchema = z.object({
  documents: z.array(FileDocumentSchema),
  checklist: DocumentChecklistSchema,
});
/** Answer of `GET /documents/{fileNo}`. */
export type FileDocumentsResponse = z.infer<typeof FileDocumentsResponseSchema>;

/**
 * A file's checklist (doc 2 §4): what its state requires (with the co-lessee's documents and
 * CARPROOF for a used vehicle), which of those are filed (types normalised, so an older
 * VEHICLE_WORKSHEET counts as the 180/VEH worksheet), which are missing, and the completeness.
 *
 * @example
 * documentChecklist({ state: 'QUOTE_APPROVED', hasColessee: false, isUsedVehicle: false }, ['VEHICLE_WORKSHEET'])
 * // { required: ['180_VEH_WORKSHEET', 'DRIVER_LICENSE'], present: ['180_VEH_WORKSHEET'], missing: ['DRIVER_LICENSE'], optional: ['INSURANCE_ONAB'], completeness: 0.5 }
 */
export function documentChecklist(
  input: RequiredDocumentsInput,
  filedTypes: readonly string[],
): DocumentChecklist {
  const required = requiredDocuments(input);
  const missing = missingDocuments(input, filedTypes);
  const present = required.filter((type) => !missing.includes(type));
  return {
    required,
    present,
    missing,
    optional: [...optionalDocumentTypes],
    completeness: required.length === 0 ? 1 : present.length / required.length,
  };
}

/** The type a document is filed as: the lookup's name (doc 2 §4). */
export const filedDocumentType = (type: DocumentType): DocumentType => normalizeDocumentType(type);
