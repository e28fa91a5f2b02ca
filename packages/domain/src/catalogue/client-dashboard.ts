import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The words of the client's dashboard (`/client/dashboard`, doc 2 §1, §7): the list of the client's
 * lease files and vehicles, today's buyout figure and the lease summary download. Kept out of `en`,
 * which every app's entry carries: they load with the dashboard's own chunk. The spec's `/me`
 * failure ("There was a problem fetching your account details…") stays in `en` (`common.ts`).
 */
export const clientDashboardWords = {
  'clientDashboard.files.title': 'Your leases',
  'clientDashboard.files.count': '{count, plural, one {# lease file} other {# lease files}}',
  'clientDashboard.files.none': 'No lease files yet',
  'clientDashboard.files.empty':
    'No lease file is linked to your account yet. If you lease a vehicle with SFI, we will link it for you.',
  'clientDashboard.files.contact': 'Contact us to link your lease',
  'clientDashboard.files.loading': 'Loading your lease files…',
  'clientDashboard.column.vehicle': 'Vehicle',
  'clientDashboard.column.fileNo': 'File',
  'clientDashboard.column.monthlyPayment': 'Monthly payment',
  'clientDashboard.column.termEnd': 'Term end',
  'clientDashboard.column.status': 'Status',
  'clientDashboard.column.buyout': 'Buyout today',
  'clientDashboard.column.summary': 'Lease summary',
  'clientDashboard.fileNo': 'File {fileNo}',
  'clientDashboard.vin': 'VIN {vin}',
  'clientDashboard.vehicle.unknown': 'Vehicle details to come',
  'clientDashboard.none': 'Not available',
  'clientDashboard.status.upcoming': 'Not started',
  'clientDashboard.status.active': 'Active',
  'clientDashboard.status.matured': 'Term ended',
  'clientDashboard.status.closed': 'Closed',
  'clientDashboard.buyout.goodUntil': 'Good until {date}',
  'clientDashboard.buyout.note':
    'The buyout figure is what owning your vehicle costs today, sales taxes included.',
  'clientDashboard.buyout.contact': 'Contact us to buy it out',
  'clientDashboard.download': 'Download PDF',
  'clientDashboard.download.label': 'Download PDF: the lease summary of file {fileNo}',
  'clientDashboard.download.failed':
    'The lease summary of file {fileNo} could not be downloaded. Please try again.',
  'clientDashboard.download.done': 'The lease summary of file {fileNo} is downloaded.',
} as const;

/** A word of the client's dashboard, filled in as `message` fills the catalogue's. */
export const clientDashboardMessage = /* @__PURE__ */ areaMessages(clientDashboardWords);

translations({ 'fr-CA': () => import('./fr/client-dashboard.ts') });
