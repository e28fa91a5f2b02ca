import type { QuoteDealer } from '@sfi/domain';
import { stableUuid } from './random.ts';

/**
 * The demo quote dealers (near-prime dealers), one or two per region. Invented: phones in the
 * 555-01xx range kept for fiction, addresses at example.com.
 */
const dealers: ReadonlyArray<Omit<QuoteDealer, 'id'>> = [
  {
    name: 'Fraser Valley Auto Credit',
    contact: 'Priya Sandhu',
    email: 'priya.sandhu@example.com',
    province: 'BC',
    phone: '604-555-0141',
  },
  {
    name: 'Island Second Chance Motors',
    contact: 'Liam MacKenzie',
    email: 'liam.mackenzie@example.com',
    province: 'BC',
    phone: '250-555-0142',
  },
  {
    name: 'Foothills Drive Finance',
    contact: 'Marc Gagnon',
    email: 'marc.gagnon@example.com',
    province: 'AB',
    phone: '403-555-0143',
  },
  {
    name: 'Prairie Road Auto',
    contact: 'Olena Kowalchuk',
    email: 'olena.kowalchuk@example.com',
    province: 'SK',
    phone: '306-555-0144',
  },
  {
    name: 'Red River Car Credit',
    contact: 'Joseph Beardy',
    email: 'joseph.beardy@example.com',
    province: 'MB',
    phone: '204-555-0145',
  },
  {
    name: 'Lakeshore Fresh Start Autos',
    contact: 'Ana Ribeiro',
    email: 'ana.ribeiro@example.com',
    province: 'ON',
    phone: '905-555-0146',
  },
  {
    name: 'Ottawa Valley Auto Finance',
    contact: 'Claire Lavoie',
    email: 'claire.lavoie@example.com',
    province: 'ON',
    phone: '613-555-0147',
  },
  {
    name: 'Rive-Sud Auto Crédit',
    contact: 'Étienne Bouchard',
    email: 'etienne.bouchard@example.com',
    province: 'QC',
    phone: '450-555-0148',
  },
  {
    name: 'Harbourfront Motors',
    contact: 'Sarah MacDonald',
    email: 'sarah.macdonald@example.com',
    province: 'NS',
    phone: '902-555-0149',
  },
];

/** The demo quote dealers, with ids derived from their names. */
export function demoQuoteDealers(): QuoteDealer[] {
  return dealers.map((dealer) => ({ id: stableUuid(`quote-dealer:${dealer.name}`), ...dealer }));
}
