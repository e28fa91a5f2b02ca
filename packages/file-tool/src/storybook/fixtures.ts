import {
  EMPTY_DATE,
  FileDocumentsResponseSchema,
  FileHistoryPageSchema,
  FileResponseSchema,
  FileSearchPageSchema,
  demoInsuranceAgencies,
  documentChecklist,
  leaseFileChecklistInput,
  leaseFileSummary,
  newLeaseFileFields,
  type FileDocument,
  type FileHistoryRevision,
  type LeaseFileFields,
} from '@sfi/domain';

/**
 * The stories' data, invented, shaped by the wire contract: every answer is read through the
 * domain's response schema of its call (as the API client's types come from them), and what the
 * server works out (a search result, a checklist, a page of history) is worked out by the domain
 * functions the server uses. A story cannot show an answer the server could not give.
 */

/** Fields of a file: a new file's (the layout's groups), each group changed as given. */
function fileOf(
  fileNo: string,
  changes: Partial<Record<string, Record<string, unknown>>>,
  attributes: Record<string, unknown> = {},
): LeaseFileFields {
  const fields = newLeaseFileFields(fileNo);
  for (const [group, values] of Object.entries(changes))
    fields[group] = { ...(fields[group] as object), ...values };
  return FileResponseSchema.parse({ file: { ...fields, ...attributes } }).file;
}

/** The stories' file: every field display type, a used vehicle, a non-Canadian lessee, one date left empty. */
export const storyFile = fileOf(
  '1000412',
  {
    lessee: {
      firstName: 'Dana',
      lastName: 'Lee',
      phone: '604-555-0142',
      email: 'dana.lee@example.com',
      dateOfBirth: '1988-07-14T00:00:00.000Z',
      address: '1200 Main Street',
      city: 'Vancouver',
      postalCode: 'V6A 2T4',
      driverLicenseNo: '7781203',
      isCanadianCitizen: false,
      legalStatus: 'Work',
    },
    vehicle: {
      year: 2022,
      make: 'Toyota',
      model: 'RAV4',
      trim: 'XLE',
      vin: '2T3P1RFV8NC123456',
      plateNo: 'LKP 204',
      colour: 'Silver',
      mileage: '24,500',
      isUsed: true,
      options: ['Winter tires', 'Roof rack'],
    },
    lease: {
      term: 48,
      rate: '5.49',
      monthlyPayment: 612.45,
      downPayment: 3000,
      residualValue: 14250,
      mileageAllowance: '20000',
      firstPaymentDate: '2026-04-20T00:00:00.000Z',
      maturityDate: '2030-03-20T00:00:00.000Z',
      outstandingRepairFee: 350,
    },
    insurance: {
      insuranceReferralCompany: demoInsuranceAgencies[2],
      policyNo: 'CIS-448120',
      expiryDate: EMPTY_DATE,
    },
    dealer: { originatedDealership: 'Fraser Valley Auto Credit', salesperson: 'Priya Sandhu' },
    status: { documentState: 'CREDIT_APPROVED' },
  },
  {
    _id: 'f-1000412',
    createdAt: '2026-03-02T15:20:00.000Z',
    updatedAt: '2026-03-09T18:05:00.000Z',
    deliveryDate: '2026-03-20T00:00:00.000Z',
    name: 'Dana Lee',
    fileType: 'LEASE',
    province: 'BC',
  },
);

/** The stories' file as someone else saved it meanwhile: a new rate and payment, a later `updatedAt`. */
export const savedMeanwhile: LeaseFileFields = FileResponseSchema.parse({
  file: {
    ...storyFile,
    updatedAt: '2026-03-10T09:30:00.000Z',
    lease: { ...(storyFile['lease'] as object), rate: '5.25', monthlyPayment: 598.1 },
  },
}).file;

/** Other files the search finds. */
const otherFiles = [
  fileOf('1000398', {
    lessee: { firstName: 'Marc', lastName: 'Leeman', companyName: 'Leeman Landscaping Ltd.' },
    vehicle: { year: 2024, make: 'Ford', model: 'F-150', trim: 'XLT', vin: '1FTFW1E50RFA10398' },
    dealer: { originatedDealership: 'Foothills Drive Finance' },
  }),
  fileOf(
    '1000371',
    {
      lessee: { firstName: 'Olena', lastName: 'Leeds' },
      vehicle: { year: 2023, make: 'Honda', model: 'CR-V', vin: '2HKRS4H77PH100371', plateNo: 'CFX 771' },
      dealer: { originatedDealership: 'Prairie Road Auto' },
    },
    { deliveryDate: '2026-03-18T00:00:00.000Z' },
  ),
];

/** A page of search results, as the server answers it: the files' summaries, best first. */
export const searchPage = (files: readonly LeaseFileFields[]) =>
  FileSearchPageSchema.parse({
    files: files.map((file) => leaseFileSummary(file)),
    total: files.length,
    capped: false,
    hasMore: false,
  });

/** The files a search for "Lee" finds. */
export const foundFiles = searchPage([storyFile, ...otherFiles]);

/** A file whose customer, vehicle and dealership have long names: more than a column holds. */
export const longNamedFile = fileOf(
  '1000455',
  {
    lessee: {
      firstName: 'Marie-Ève',
      lastName: 'Lee-Beaulieu-Fitzgerald-Vanderhoeven',
      companyName: 'Les Entreprises de Construction Lee-Beaulieu et Fils Inc.',
    },
    vehicle: {
      year: 2025,
      make: 'Mercedes-Benz',
      model: 'Sprinter 3500 Crew Van',
      trim: 'High Roof 170" Extended Wheelbase',
      vin: 'W1W8ED3Y5RT123456',
      plateNo: 'BWK 4821',
    },
    dealer: { originatedDealership: 'Trans-Canada Commercial Vehicle Leasing and Finance Centre' },
  },
  { deliveryDate: '2026-03-19T00:00:00.000Z' },
);

/** A search for "Lee" that also finds the file with long names. */
export const foundLongNames = searchPage([longNamedFile, storyFile, ...otherFiles]);

/** The members of staff and dealers who saved the stories' files. */
const alex = { id: 'u-staff-1', name: 'Alex Martin', kind: 'staff' };
const priya = { id: 'u-dealer-4', name: 'Priya Sandhu', kind: 'dealer' };

/** The stories' file's history, newest first: created, then filled in, then approved at a lower rate. */
export const storyRevisions: FileHistoryRevision[] = FileHistoryPageSchema.parse({
  history: {
    nextBefore: null,
    revisions: [
      { version: 3, updatedAt: '2026-03-09T18:05:00.000Z', updatedBy: alex, fields: storyFile },
      {
        version: 2,
        updatedAt: '2026-03-05T16:40:00.000Z',
        updatedBy: priya,
        fields: {
          ...storyFile,
          updatedAt: '2026-03-05T16:40:00.000Z',
          deliveryDate: EMPTY_DATE,
          lease: { ...(storyFile['lease'] as object), rate: '5.99', monthlyPayment: 630.1 },
          status: { documentState: 'QUOTE_APPROVED' },
        },
      },
      {
        version: 1,
        updatedAt: '2026-03-02T15:20:00.000Z',
        updatedBy: priya,
        fields: { ...newLeaseFileFields('1000412'), updatedAt: '2026-03-02T15:20:00.000Z' },
      },
    ].map((revision) => ({ ...revision, fileNo: '1000412' })),
  },
}).history.revisions;

/**
 * A page of a history as `GET /history/{fileNo}` answers it: the revisions older than `before`,
 * newest first, at most `limit`, and the `before` of the next page (null on the last).
 */
export function historyPage(revisions: readonly FileHistoryRevision[], query: URLSearchParams) {
  const before = query.has('before') ? Number(query.get('before')) : Infinity;
  const limit = query.has('limit') ? Number(query.get('limit')) : 20;
  const older = revisions.filter((revision) => revision.version < before);
  const page = older.slice(0, limit);
  return FileHistoryPageSchema.parse({
    history: {
      revisions: page,
      nextBefore: older.length > page.length ? (page.at(-1)?.version ?? null) : null,
    },
  });
}

/** A document filed on the stories' file. */
function filed(id: string, type: string, name: string, size: number, createdAt: string): FileDocument {
  return {
    id,
    type,
    name,
    contentType: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
    size,
    storageKey: `files/1000412/${id}-${name}`,
    uploadedBy: priya,
    createdAt,
  };
}

/** The documents of a file, with its checklist worked out as the server does (doc 2 §4). */
export function documentsOf(file: LeaseFileFields, documents: readonly FileDocument[]) {
  return FileDocumentsResponseSchema.parse({
    documents,
    checklist: documentChecklist(
      leaseFileChecklistInput(file),
      documents.map((document) => document.type),
    ),
  });
}

/** What the stories' file (credit approved, a used vehicle) has filed so far: four of the eight it needs. */
export const someDocuments = [
  filed('d1', '180_VEH_WORKSHEET', 'worksheet-1000412.pdf', 182_400, '2026-03-02T15:30:00.000Z'),
  filed('d2', 'DRIVER_LICENSE', 'licence-front.jpg', 1_240_000, '2026-03-05T16:35:00.000Z'),
  filed('d3', 'BLACKBOOK', 'black-book-value.pdf', 96_300, '2026-03-06T10:05:00.000Z'),
  filed('d4', 'PASSPORT', 'passport.pdf', 2_310_000, '2026-03-06T10:07:00.000Z'),
];

/** Every document the stories' file requires, each filed. */
export const allDocuments = [
  ...someDocuments,
  filed('d5', 'FUTURE_MARKET_VALUE', 'future-value.pdf', 88_100, '2026-03-07T11:00:00.000Z'),
  filed('d6', 'CREDIT_REPORT', 'credit-report.pdf', 412_000, '2026-03-07T11:02:00.000Z'),
  filed('d7', 'CREDIT_CONSENT_APPLICATION', 'consent.pdf', 140_500, '2026-03-07T11:04:00.000Z'),
  filed('d8', 'CARPROOF', 'carfax-2T3P1RFV8NC123456.pdf', 305_900, '2026-03-08T09:12:00.000Z'),
];

/**
 * A desktop as tall as the story tests' frame (1920 × 1280): the editor is taller than a screen,
 * and the tests capture what the viewport shows.
 */
export const tallViewports = {
  tallDesktop: {
    name: 'Desktop, tall (1280 × 1280)',
    styles: { width: '1280px', height: '1280px' },
    type: 'desktop',
  },
} as const;
