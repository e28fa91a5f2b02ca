import { translations } from '../locale.ts';

/**
 * The words of the reports (spec doc 2 §1, §7): the document pack's templates, the reports' date
 * types, their spreadsheets' sheets and columns, the screens, and what a bad request is told. The
 * spec's two failure messages are in `files.ts` (`files.error.reportGeneration`,
 * `files.error.monthEndReport`).
 */
export const reports = {
  // The document pack's templates (`GET /reports/templates`).
  'reports.template.lease-summary': 'Lease summary',
  'reports.template.buyout-quote': 'Buyout quote',
  'reports.template.pre-authorized-debit': 'Pre-authorized debit form',
  'reports.template.insurance-letter': 'Insurance letter',

  // The date a maximizer or month-end report picks its files by.
  'reports.dateType.delivery-date': 'Delivery date',
  'reports.dateType.insurance-expiry-date': 'Insurance expiry date',
  'reports.dateType.lease-end-date': 'Lease end date',

  // The reports, as the screen offers them.
  'reports.kind.general': 'General report',
  'reports.kind.offroad': 'Off-road report',
  'reports.kind.maximizer': 'Maximizer export',
  'reports.kind.month-end': 'Month-end report',

  // Bad requests.
  'reports.template.unknown': 'There is no template named “{name}”. The templates are: {names}.',
  'reports.template.required': 'Choose at least one template.',
  'reports.template.repeated': 'Choose each template once.',
  'reports.dateType.unknown': 'There is no date type “{name}”. The date types are: {names}.',
  'reports.date.required': 'Give the {field} as YYYY-MM-DD.',
  'reports.date.invalid': 'The {field} must be a day of the calendar written as YYYY-MM-DD.',
  'reports.date.years': 'Choose days between the years {min} and {max}.',
  'reports.range.order': 'The {end} must be on or after the {start}.',
  'reports.range.field.startdate': 'start date',
  'reports.range.field.enddate': 'end date',
  'reports.range.field.startDate': 'start date',
  'reports.range.field.endDate': 'end date',
  'reports.range.field.cutOffDate': 'cut-off date',

  // Sheets and columns of the spreadsheets.
  'reports.sheet.general': 'General report',
  'reports.sheet.offroad': 'Off-road report',
  'reports.sheet.lessees': 'Lessees',
  'reports.sheet.colessees': 'Co-lessees',
  'reports.sheet.monthEnd': 'Month end',
  'reports.column.customer': 'Customer',
  'reports.column.firstName': 'First Name',
  'reports.column.lastName': 'Last Name',
  'reports.column.company': 'Company',
  'reports.column.phone': 'Phone',
  'reports.column.email': 'E-mail',
  'reports.column.address': 'Address',
  'reports.column.city': 'City',
  'reports.column.postalCode': 'Postal Code',
  'reports.column.dealership': 'Dealership',
  'reports.column.dealerNo': 'Dealer Number',
  'reports.column.year': 'Year',
  'reports.column.make': 'Make',
  'reports.column.model': 'Model',
  'reports.column.vin': 'VIN',
  'reports.column.plateNo': 'Plate Number',
  'reports.column.term': 'Term (months)',
  'reports.column.monthlyPayment': 'Monthly Payment',
  'reports.column.downPayment': 'Down Payment',
  'reports.column.residualValue': 'Residual Value',
  'reports.column.maturityDate': 'Lease End Date',
  'reports.column.insuranceCompany': 'Insurance Referral Company',
  'reports.column.policyNo': 'Policy Number',
  'reports.column.insuranceExpiryDate': 'Insurance Expiry Date',
  'reports.column.total': 'Total',
  'reports.column.files': '{count, plural, one {# file} other {# files}}',

  // The document pack's PDFs.
  'reports.pdf.company': 'SFI Lease Financing',
  'reports.pdf.fileNo': 'File {fileNo}',
  'reports.pdf.prepared': 'Prepared {date}',
  'reports.pdf.section.lessee': 'Lessee',
  'reports.pdf.section.colessee': 'Co-lessee',
  'reports.pdf.section.vehicle': 'Vehicle',
  'reports.pdf.section.lease': 'Lease terms',
  'reports.pdf.section.insurance': 'Insurance',
  'reports.pdf.section.buyout': 'Buyout',
  'reports.pdf.section.payments': 'Payments',
  'reports.pdf.section.account': 'Bank account',
  'reports.pdf.section.signature': 'Signatures',
  'reports.pdf.province': 'Province',
  'reports.pdf.buyoutNoTotals':
    'The file names no province, so the taxes and the total are not figured: set the province in the file’s fields.',
  'reports.pdf.buyoutSaved': 'Buyout quote saved by {name} on {date}.',
  'reports.pdf.buyoutDraft':
    'Not saved yet: these amounts are drafted from the lease file’s own terms as of the day it is prepared.',
  'reports.pdf.buyoutNote':
    'The lessee may buy the vehicle for the total above until {date}; after that day, ask for a new quote.',
  'reports.pdf.buyoutNoteNoDate':
    'This quote names no last day: ask for a new quote before the lessee buys the vehicle.',
  'reports.pdf.distance.KM': '{value} km',
  'reports.pdf.distance.HR': '{value} hr',
  'reports.pdf.padIntro':
    'I/We authorize SFI Lease Financing and the financial institution named below to debit my/our account for the lease payments of the file named above, on each payment date, in the amount shown.',
  'reports.pdf.padRights':
    'I/We have certain recourse rights if any debit does not comply with this agreement. For more information on my/our recourse rights, I/we may contact my/our financial institution or visit payments.ca. This authorization may be cancelled at any time with 10 days’ written notice.',
  'reports.pdf.institutionNo': 'Institution number',
  'reports.pdf.transitNo': 'Transit number',
  'reports.pdf.accountNo': 'Account number',
  'reports.pdf.blank': '________________',
  'reports.pdf.signature': 'Signature of the account holder',
  'reports.pdf.signatureDate': 'Date',
  'reports.pdf.insuranceTo': 'To: {company}',
  'reports.pdf.insuranceNoCompany': 'To: the insurer of the vehicle',
  'reports.pdf.insuranceOwner':
    'SFI Lease Financing is the owner and lessor of the vehicle described below, leased to {lessee}.',
  'reports.pdf.insuranceOwnerNoLessee':
    'SFI Lease Financing is the owner and lessor of the vehicle described below.',
  'reports.pdf.insuranceAsk':
    'Please name SFI Lease Financing as loss payee and additional insured on policy {policyNo}, and send us notice of any change, lapse or cancellation of the policy.',
  'reports.pdf.insuranceAskNoPolicy':
    'Please name SFI Lease Financing as loss payee and additional insured on the policy that covers this vehicle, and send us its number and notice of any change, lapse or cancellation of it.',
  'reports.pdf.insuranceExpiry': 'The policy on file expires on {date}.',
  'reports.pdf.insuranceClose': 'Thank you,',
  'reports.pdf.none': '—',

  // The staff reports screen.
  'reports.screen.title': 'Reports',
  'reports.screen.intro':
    'Download a report of the lease files as a spreadsheet, or a zip of spreadsheets, for a range of days.',
  'reports.screen.kind': 'Report',
  'reports.screen.dateType': 'Date type',
  'reports.screen.range': 'Days',
  'reports.screen.rangeCalendar': 'Open the calendar',
  'reports.screen.cutOff': 'Days (from the start to the cut-off date)',
  'reports.screen.download': 'Download',
  'reports.screen.preparing': 'Preparing the report…',
  'reports.screen.downloading': 'Downloading: {size}',
  'reports.screen.downloadingPercent': 'Downloading: {percent}%',
  'reports.screen.done': 'Downloaded {name}.',
  'reports.screen.rangeRequired': 'Choose the first and the last day.',
  'reports.screen.kind.general': 'Every file delivered in the range, one row each.',
  'reports.screen.kind.offroad':
    'Every file taken off the road (terminated) from the start to the cut-off date.',
  'reports.screen.kind.maximizer':
    'The lessees and co-lessees of the files whose date falls in the range, for the contact manager.',
  'reports.screen.kind.month-end':
    'One spreadsheet per month of the range, with the files whose date falls in it and their totals.',

  // The file page's document pack.
  'reports.pack.title': 'Documents pack for file {fileNo}',
  'reports.pack.intro': 'Choose the documents to fill in from this file; they download as one zip.',
  'reports.pack.templates': 'Documents',
  'reports.pack.download': 'Download zip',
  'reports.pack.cancel': 'Close',
  'reports.pack.choose': 'Choose at least one document.',
} as const;

// The French, loaded when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/reports.ts') });
