import type { DealerAccount, QuoteDealer } from '@sfi/domain';

/** Quote dealers for the stories, sorted by name as the server sends them. Invented. */
export const quoteDealers: QuoteDealer[] = [
  {
    id: 'd1',
    name: 'Foothills Drive Finance',
    contact: 'Marc Gagnon',
    email: 'marc.gagnon@example.com',
    phone: '403-555-0143',
    province: 'AB',
  },
  {
    id: 'd2',
    name: 'Fraser Valley Auto Credit',
    contact: 'Priya Sandhu',
    email: 'priya.sandhu@example.com',
    phone: '604-555-0141',
    province: 'BC',
  },
  {
    id: 'd3',
    name: 'Prairie Road Auto',
    contact: 'Olena Kowalchuk',
    email: 'olena.kowalchuk@example.com',
    phone: '306-555-0144',
    province: 'SK',
  },
  {
    id: 'd4',
    name: 'Red River Car Credit',
    contact: 'Joseph Beardy',
    email: 'joseph.beardy@example.com',
    phone: '204-555-0145',
    province: 'MB',
  },
];

/** Dealer accounts for the stories, sorted by dealer name then user, as the server sends them. Invented. */
export const dealerAccounts: DealerAccount[] = [
  {
    id: 'a1',
    dealerName: 'Coastal Motors',
    user: 'coastal-ana',
    contactName: 'Ana Ferreira',
    dealerStepsEnabled: true,
  },
  { id: 'a2', dealerName: 'Coastal Motors', user: 'coastal-ben', contactName: '', dealerStepsEnabled: true },
  {
    id: 'a3',
    dealerName: 'Maple Leaf Motors',
    user: 'maple-sam',
    contactName: 'Sam Tremblay',
    email: 'sam@maple-leaf-motors.example',
    dealerStepsEnabled: false,
  },
  {
    id: 'a4',
    dealerName: 'Prairie Auto Group',
    user: 'prairie-lee',
    contactName: 'Lee Okafor',
    dealerStepsEnabled: true,
  },
];
