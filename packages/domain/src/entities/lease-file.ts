import { z } from 'zod';
import { message } from '../messages.ts';
import { DateTimeSchema, requiredText } from './common.ts';

/**
 * The plain top-level attributes of a lease file (doc 2 §3). Every other key of a file is a group
 * of typed fields; `splitLeaseFile` tells them apart.
 */
export const leaseFileAttributes = [
  '_id',
  'name',
  'createdAt',
  'updatedAt',
  'deliveryDate',
  'fileNo',
  'fileType',
  'province',
  'id',
  'vehicleType',
  'hasTradeIn',
  'customerType',
  'isDealer',
  'isLocked',
  'isTerminated',
  'terminationDate',
  'terminationType',
  'terminationReason',
  'terminationComment',
  'isTwoLessee',
  'isLeaseBack',
  'messages',
  'originalLeaseQuoteId',
  'isSecuritized',
  'tranche',
  'leaseType',
  'nonTranchableType',
  'nonTranchableReason',
] as const;
/** The name of a plain top-level attribute of a lease file. */
export type LeaseFileAttribute = (typeof leaseFileAttributes)[number];

/**
 * The value of one typed field in a group: text, a number, a yes/no, a list, or null when unset.
 * Dates are ISO strings (`EMPTY_DATE` when empty); see `fieldDisplayType` for how each is shown.
 */
export const FieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()),
]);
/** The value of a typed field. */
export type FieldValue = z.infer<typeof FieldValueSchema>;

/** A group of typed fields: field name → value. */
export const FieldGroupSchema = z.record(z.string(), FieldValueSchema);
/** A group of typed fields. */
export type FieldGroup = z.infer<typeof FieldGroupSchema>;

/**
 * A date attribute as files hold it: an ISO date or date-time, `EMPTY_DATE`, 0 (what an empty date
 * is saved as), or null.
 */
const FileDateSchema = z.union([z.string(), z.literal(0), z.null()]);

const text = z.string().nullish();
const flag = z.boolean().nullish();

/**
 * A lease file's fields (doc 2 §3): the plain top-level attributes, and any other key as a group
 * of typed fields. `GET /files/{fileNo}` answers with this as `file`; `PUT /files/{fileNo}` sends
 * it back merged. Only `fileNo` is required: the spec shows no other rule. `province` is text
 * here, as a stored file is read whatever it holds; the file bodies' schemas take only the codes
 * of `leaseFileChoices` for it and the other coded attributes (`leaseFileFieldErrors`). `tranche`
 * is a name or number, `messages` a list.
 */
const LeaseFileAttributesSchema = z.object({
  _id: text,
  id: text,
  name: text,
  createdAt: text,
  updatedAt: text,
  deliveryDate: FileDateSchema.optional(),
  fileNo: requiredText(50),
  fileType: text,
  province: text,
  vehicleType: text,
  hasTradeIn: flag,
  customerType: text,
  isDealer: flag,
  isLocked: flag,
  isTerminated: flag,
  terminationDate: FileDateSchema.optional(),
  terminationType: text,
  terminationReason: text,
  terminationComment: text,
  isTwoLessee: flag,
  isLeaseBack: flag,
  messages: z.array(z.unknown()).nullish(),
  originalLeaseQuoteId: text,
  isSecuritized: flag,
  tranche: z.union([z.string(), z.number()]).nullish(),
  leaseType: text,
  nonTranchableType: text,
  nonTranchableReason: text,
  /**
   * Ours, not the spec's: the file-tool dealership the file belongs to (`file_dealers.dealer_no`),
   * whose dealers see it. Staff set it; it is not a group.
   */
  dealerNo: text,
});
/**
 * Any key but the attributes is a group of typed fields (`FieldGroupSchema`). Checked by a
 * refinement rather than as the object's catchall: a catchall would type every key as a group,
 * which the attributes are not, and the published declaration files could not print that type.
 */
export const LeaseFileFieldsSchema = LeaseFileAttributesSchema.catchall(z.unknown()).superRefine(
  (fields, context) => {
    for (const [key, value] of Object.entries(fields)) {
      if (Object.hasOwn(LeaseFileAttributesSchema.shape, key)) continue;
      const group = FieldGroupSchema.safeParse(value);
      if (!group.success)
        for (const issue of group.error.issues)
          context.addIssue({ ...issue, path: [key, ...issue.path] } as Parameters<
            typeof context.addIssue
          >[0]);
    }
  },
);
/** A lease file's fields: attributes and groups. */
export type LeaseFileFields = z.infer<typeof LeaseFileFieldsSchema>;

/** One entry of a file's history (`GET /history/{fileNo}`): when it changed; the rest is kept as sent. */
export const LeaseFileRevisionSchema = z.looseObject({ fileNo: z.string(), updatedAt: DateTimeSchema });
/** An entry of a file's history. */
export type LeaseFileRevision = z.infer<typeof LeaseFileRevisionSchema>;

/** A lease file as the editor holds it (doc 2 §3): fileNo, fields and revisions. */
export const LeaseFileSchema = z.object({
  fileNo: z.string().min(1),
  fields: LeaseFileFieldsSchema,
  revisions: z.array(LeaseFileRevisionSchema).default([]),
});
/** A lease file. */
export type LeaseFile = z.infer<typeof LeaseFileSchema>;

/** Answer of `GET /files/{fileNo}`: `{ file }`. */
export const LeaseFileResponseSchema = z.object({ file: LeaseFileFieldsSchema });

/** Answer of `GET /history/{fileNo}`: `{ history: { revisions } }`. */
export const LeaseFileHistoryResponseSchema = z.object({
  history: z.object({ revisions: z.array(LeaseFileRevisionSchema) }),
});

/**
 * A file search result (doc 2 §3). `customerName` holds the co-lessee's name when the match was on
 * the co-lessee. Only `fileNo` is required; the rest is shown as sent, so it is not validated.
 */
export const FileSearchResultSchema = z.looseObject({
  fileNo: z.string().min(1),
  customerName: text,
  vehicleInfo: text,
  plateNo: text,
  companyName: text,
  phone: text,
  email: text,
  vinNo: text,
  make: text,
  model: text,
  deliveryDate: FileDateSchema.optional(),
  createdAt: text,
  updatedAt: text,
  originatedDealership: text,
  fileType: text,
  terminationType: text,
  terminationReason: text,
  nonTranchableType: text,
  nonTranchableReason: text,
  isTerminated: flag,
});
/** A file search result. */
export type FileSearchResult = z.infer<typeof FileSearchResultSchema>;

/** Answer of a file search: a list, or an object with `files` (doc 2 §7). Parses to the list. */
export const FileSearchResponseSchema = z
  .union([z.array(FileSearchResultSchema), z.object({ files: z.array(FileSearchResultSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.files));

/** The search paths of the file search, in the order of the spec (doc 2 §7). */
export const fileSearchTypes = [
  'search-by-file-no',
  'company-name',
  'combined-name',
  'customer-phone',
  'customer-email',
  'vehicle-info',
  'vin',
  'make',
  'model',
  'plate-number',
  'originated-dealership',
] as const;
/** A file search path. Label it with `fileSearchTypeLabel`. */
export type FileSearchType = (typeof fileSearchTypes)[number];
/** Schema of {@link FileSearchType}. */
export const FileSearchTypeSchema = z.enum(fileSearchTypes);

const calendarDate = z
  .string({ error: () => message('validation.dateFormat') })
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, {
    error: () => message('validation.dateFormat'),
  });

/** Body of `POST /files/searchByDeliveryDate`: a range of delivery dates, start on or before end. */
export const DeliveryDateRangeSchema = z
  .object({ startDate: calendarDate, endDate: calendarDate })
  .refine((range) => range.startDate.slice(0, 10) <= range.endDate.slice(0, 10), {
    path: ['endDate'],
    error: () => message('validation.dateRange'),
  });
/** A range of delivery dates. */
export type DeliveryDateRange = z.infer<typeof DeliveryDateRangeSchema>;
