import {
  bankingChanges,
  draftBuyoutTerms,
  EMPTY_DATE,
  demoInsuranceAgencies,
  LEASE_TAXES_FROM,
  nameKey,
  type LeaseFileFields,
} from '@sfi/domain';
import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rebuildLeaseFileSearchTerms } from '../db/file-search.ts';
import { leaseFileValues } from '../db/lease-file-rows.ts';
import {
  bankingInfo,
  bankingInfoChanges,
  buyoutQuotes,
  leaseFileRevisions,
  leaseFiles,
} from '../db/schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import { curatedMakes } from './makes.ts';
import { createRandom, pick, randomInt, stableUuid } from './random.ts';

/**
 * Demo lease files (`pnpm seed --files N`): realistic and deterministic. File number n depends only
 * on n (its own random sequence), so the same N gives the same files, ids included, and a set can
 * be written in slices. Lessees with common Canadian names (accents included), phones with
 * Canadian area codes, e-mails, addresses with postal codes of their province, companies for some,
 * co-lessees for some, the curated makes' vehicles with VINs whose check digit is right, plates,
 * delivery dates over the ten years before 2026-11-01, and every display type of field filled
 * (String, Number, Bool, Array, StringNumber, Percentage, Date, the selects). The files are spread
 * over the demo file dealer (D-1001) and other dealerships; some came to SFI directly (no dealer).
 * Each has one to three history revisions: its creation, then edits.
 */

const words = (text: string) => text.trim().split(/\s+/);

const firstNames = words(`
  Olivia Liam Emma Noah Charlotte William Amelia Benjamin Sophia Lucas Chloé Félix Léa Thomas Zoé
  Gabriel Alice Samuel Florence Jacob Priya Arjun Aanya Rohan Mei Wei Jia Hao Sakura Haruto Fatima
  Omar Aisha Yusuf Layla Ali Sofía Mateo Valentina Diego Nia Malik Amara Kwame Ingrid Lars Siobhan
  Declan Mariam Hassan Ananya Vikram Grace Ethan Hannah Owen Émilie Mathis Isabella James Ava Logan
  Mia Jackson Harper Carter Evelyn Wyatt Abigail Nathan Ella Caleb Scarlett Hunter Aria Connor Nora
  Dylan Jérôme Hélène François Geneviève Amélie Raphaël Maëlle
`);

const lastNames = words(`
  Smith Brown Tremblay Martin Roy Wilson MacDonald Gagnon Johnson Taylor Côté Campbell Anderson
  Leblanc Lee Jones White Williams Miller Thompson Gauthier Young Morin Bouchard Scott Stewart
  Bélanger Reid Pelletier Moore Lévesque Fortin Clarke Robinson Bergeron Ross Thomas Poirier Murray
  Singh Patel Sharma Gill Grewal Sandhu Dhillon Wong Chen Li Zhang Wang Liu Nguyen Tran Kim Park
  Tanaka Sato Khan Ahmed Hussain Haddad Khoury Mansour Rodriguez Garcia Martinez Silva Santos
  Pereira Costa Rossi Russo Bianchi Ferrari O'Brien Murphy Kelly Walsh Byrne Ryan Doyle Kowalski
  Nowak Wiśniewski Müller Schmidt Fischer Weber Okafor Mensah Boateng Adeyemi Osei Johansson Larsen
  Nielsen Mackenzie Fraser Cameron Sinclair Graham Bernard Girard Lefebvre Dubois Lambert St-Pierre
`);

const companyWords = words(
  'Northern Prairie Coastal Maple Summit Harbour Granite Boreal Cedar Aurora Laurentian',
);
const companyKinds = words(
  'Logistics Construction Landscaping Farms Plumbing Electric Couriers Contracting Roofing Dental',
);
const companyForms = ['Ltd.', 'Inc.', 'Corp.', 'Ltée'];

const mailDomains = [
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'yahoo.ca',
  'icloud.com',
  'shaw.ca',
  'telus.net',
  'videotron.ca',
  'sympatico.ca',
  'rogers.com',
];

const streetNames = words(`
  Main King Queen Yonge Granville Robson Kingsway Portage Jasper Macleod Sherbrooke Wellington
  Dundas Bloor Cambie Broadway Fraser Victoria Elgin Bank Rideau Maple Oak Cedar Birch Spruce
  Pine Willow Laurier Champlain Cartier Brock Simcoe Water Park Lakeshore Hillside Ridgeview
`);
const streetTypes = ['Street', 'Avenue', 'Road', 'Drive', 'Boulevard', 'Crescent', 'Way', 'Place', 'Court'];

/** Provinces with their share of files, cities, area codes and the first letters of their postal codes. */
const provinces = [
  {
    code: 'ON',
    weight: 38,
    cities: ['Toronto', 'Ottawa', 'Mississauga', 'Vaughan', 'Hamilton', 'London', 'Markham', 'Kitchener'],
    areaCodes: ['416', '647', '437', '905', '289', '613', '519', '705'],
    postal: 'KLMNP',
  },
  {
    code: 'QC',
    weight: 22,
    cities: ['Montréal', 'Québec', 'Laval', 'Gatineau', 'Longueuil', 'Sherbrooke', 'Trois-Rivières'],
    areaCodes: ['514', '438', '450', '418', '819', '873'],
    postal: 'GHJ',
  },
  {
    code: 'BC',
    weight: 14,
    cities: ['Vancouver', 'Richmond', 'Surrey', 'Burnaby', 'Victoria', 'Kelowna', 'Coquitlam'],
    areaCodes: ['604', '778', '236', '250'],
    postal: 'V',
  },
  {
    code: 'AB',
    weight: 12,
    cities: ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge', 'Airdrie'],
    areaCodes: ['403', '587', '780', '825'],
    postal: 'T',
  },
  {
    code: 'MB',
    weight: 4,
    cities: ['Winnipeg', 'Brandon', 'Steinbach'],
    areaCodes: ['204', '431'],
    postal: 'R',
  },
  {
    code: 'SK',
    weight: 3,
    cities: ['Saskatoon', 'Regina', 'Prince Albert'],
    areaCodes: ['306', '639'],
    postal: 'S',
  },
  {
    code: 'NS',
    weight: 3,
    cities: ['Halifax', 'Dartmouth', 'Sydney'],
    areaCodes: ['902', '782'],
    postal: 'B',
  },
  {
    code: 'NB',
    weight: 2,
    cities: ['Moncton', 'Saint John', 'Fredericton'],
    areaCodes: ['506'],
    postal: 'E',
  },
  { code: 'NL', weight: 1, cities: ["St. John's", 'Mount Pearl'], areaCodes: ['709'], postal: 'A' },
  { code: 'PE', weight: 1, cities: ['Charlottetown', 'Summerside'], areaCodes: ['902'], postal: 'C' },
] as const;
type Province = (typeof provinces)[number];

/** The letters a Canadian postal code uses (not D, F, I, O, Q or U). */
const postalLetters = 'ABCEGHJKLMNPRSTVWXYZ';

/** The dealerships files come from: the demo file dealer first, then others. */
const dealerships = [
  { dealerNo: demoAccounts.fileDealer.dealerNo, name: demoAccounts.fileDealer.name, weight: 6 },
  ...[
    'Richmond Honda',
    'Vaughan Toyota',
    'Calgary Ford',
    'Surrey Hyundai',
    'Laval Kia',
    'Ottawa Chevrolet',
    'Halifax Nissan',
    'Winnipeg Mazda',
    'Kelowna Subaru',
    'Mississauga Volkswagen',
    'Edmonton BMW',
    'Burnaby Tesla Centre',
    'Québec Auto Centre',
    'Prairie Motors',
    'Lakeshore Auto Group',
    'Northern Lights Automotive',
    'Saskatoon Motor Products',
    'Moncton Auto Mall',
    'Markham Auto Plaza',
    'Coastal Car Company',
  ].map((name, index) => ({ dealerNo: `D-${1002 + index}`, name, weight: 4 })),
];

/** The first three characters of a VIN (the maker) for each curated make. */
const makerCodes: Record<string, readonly string[]> = {
  Toyota: ['2T1', '2T3', 'JTD', '5TD'],
  Honda: ['2HG', '2HK', '5FN', '5J6'],
  Ford: ['1FT', '1FM', '1FA', '3FM'],
  Hyundai: ['KMH', '5NM', 'KM8'],
  Kia: ['KND', '5XY', 'KNA'],
  Chevrolet: ['1G1', '2GN', '3GC', '1GC'],
  Nissan: ['1N4', '5N1', '3N1', 'JN8'],
  Mazda: ['JM1', 'JM3', '3MZ'],
  Subaru: ['JF1', 'JF2', '4S4'],
  Volkswagen: ['3VW', '1V2', 'WVW', 'WVG'],
  BMW: ['WBA', '5UX', 'WBS'],
  Tesla: ['5YJ', '7SA'],
};

const vinTransliteration: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((letter) => [
    letter,
    'ABCDEFGH'.includes(letter)
      ? 'ABCDEFGH'.indexOf(letter) + 1
      : 'JKLMN'.includes(letter)
        ? 'JKLMN'.indexOf(letter) + 1
        : letter === 'P'
          ? 7
          : letter === 'R'
            ? 9
            : 'STUVWXYZ'.indexOf(letter) + 2,
  ]),
);
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A VIN's check digit (its ninth character, ISO 3779 as North America uses it). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  [...vin].forEach((character, index) => {
    const value = /\d/.test(character) ? Number(character) : vinTransliteration[character]!;
    sum += value * vinWeights[index]!;
  });
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The characters of a VIN: digits and capitals but I, O and Q. */
const vinCharacters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** The model-year letters (position 10) from 2010 on. */
const modelYearCodes = 'ABCDEFGHJKLMNPRSTVWXY';

function demoVin(random: () => number, make: string, year: number): string {
  const chars = (count: number, from = vinCharacters) =>
    Array.from({ length: count }, () => pick(random, [...from])).join('');
  const yearCode = modelYearCodes[year - 2010] ?? 'A';
  const vin = `${pick(random, makerCodes[make] ?? ['2XX'])}${chars(5)}0${yearCode}${chars(1)}${chars(6, '0123456789')}`;
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}

const plateLetters = 'ABCDEFGHJKLMNPRSTVWXYZ';

/** A licence plate in one of the province's usual formats. */
function demoPlate(random: () => number, province: Province): string {
  const letters = (count: number) =>
    Array.from({ length: count }, () => pick(random, [...plateLetters])).join('');
  const digits = (count: number) =>
    Array.from({ length: count }, () => String(randomInt(random, 0, 9))).join('');
  switch (province.code) {
    case 'ON':
      return `${letters(4)} ${digits(3)}`;
    case 'QC':
      return `${letters(1)}${digits(2)} ${letters(3)}`;
    case 'BC':
      return `${letters(2)}${digits(1)}-${digits(2)}${letters(1)}`;
    case 'AB':
      return `${letters(3)}-${digits(4)}`;
    default:
      return `${letters(3)} ${digits(3)}`;
  }
}

function weighted<T extends { weight: number }>(random: () => number, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let left = random() * total;
  for (const item of items) if ((left -= item.weight) < 0) return item;
  return items.at(-1)!;
}

/** Plain letters of a name, for an e-mail address. */
const mailPart = (name: string) => nameKey(name).replace(/[^a-z]/g, '');

const DAY = 24 * 60 * 60 * 1000;
/** The demo files' "now": delivery dates run over the ten years before it. */
const seedNow = Date.parse('2026-11-01T00:00:00.000Z');
const isoDay = (time: number) => new Date(Math.floor(time / DAY) * DAY).toISOString();

/** A file as the seed writes it: its row and its history, its buyout quote and banking info when it has them. */
export interface DemoLeaseFile {
  row: typeof leaseFiles.$inferInsert;
  revisions: (typeof leaseFileRevisions.$inferInsert)[];
  buyoutQuote?: typeof buyoutQuotes.$inferInsert;
  banking?: { record: typeof bankingInfo.$inferInsert; change: typeof bankingInfoChanges.$inferInsert };
}

/** Canadian institution numbers (Payments Canada) the demo lessees bank with. */
const institutions = ['001', '002', '003', '004', '006', '010', '815', '219', '809', '837'];

/**
 * A file's buyout quote and banking info, when it makes sense for it: a file ended by an early
 * buyout has the quote it was bought out on (dated its termination day, PST exempt for some), and a
 * running lease has the pre-authorised debit its payments come from (the lessee's bank, their
 * monthly payment). From a random sequence of their own, so the files' other values stay as they were.
 */
function demoMoney(
  number: number,
  fileId: string,
  fields: Record<string, unknown>,
  actor: { id: string; name: string },
  at: Date,
): Pick<DemoLeaseFile, 'buyoutQuote' | 'banking'> {
  const random = createRandom(41_000_000 + number);
  const money: Pick<DemoLeaseFile, 'buyoutQuote' | 'banking'> = {};
  const terminationDay = String(fields['terminationDate']).slice(0, 10);
  if (fields['terminationType'] === 'EARLY_BUYOUT' && terminationDay >= LEASE_TAXES_FROM) {
    const terms = draftBuyoutTerms(fields, terminationDay);
    money.buyoutQuote = {
      fileId,
      terms: { ...terms, fees: randomInt(random, 0, 4) * 50 },
      pstExempt: random() < 0.1,
      actorId: actor.id,
      actorName: actor.name,
      savedAt: new Date(`${terminationDay}T15:00:00.000Z`),
      updatedAt: new Date(`${terminationDay}T15:00:00.000Z`),
    };
  }
  const lease = fields['lease'] as { monthlyPayment: number };
  if (fields['isTerminated'] !== true && lease.monthlyPayment > 0) {
    const digits = (count: number) =>
      Array.from({ length: count }, () => String(randomInt(random, 0, 9))).join('');
    const record = {
      id: stableUuid(`banking-info:${number}`),
      fileId,
      institutionNo: pick(random, institutions),
      transitNo: digits(5),
      accountNo: digits(randomInt(random, 7, 12)),
      amountCents: Math.round(lease.monthlyPayment * 100),
      payeeName: String(fields['name']),
      createdAt: at,
      updatedAt: at,
    };
    money.banking = {
      record,
      change: {
        fileId,
        bankingInfoId: record.id,
        action: 'created',
        changes: bankingChanges(undefined, { ...record, amount: record.amountCents / 100 }),
        actorId: actor.id,
        actorName: actor.name,
        actorKind: 'seed',
        at,
      },
    };
  }
  return money;
}

/** The number of demo file n (file numbers are seven digits, from 1000001). */
export const demoFileNo = (number: number) => String(1_000_001 + number);

/** The staff members who edit the demo files. */
const editors = [
  { id: demoAccounts.staffAdmin.id, name: demoAccounts.staffAdmin.name, kind: 'staff' as const },
  { id: demoAccounts.staffSuperAdmin.id, name: demoAccounts.staffSuperAdmin.name, kind: 'staff' as const },
];

/**
 * The demo files `from` to `to` (exclusive): each depends only on its number.
 */
export function demoLeaseFiles(from: number, to: number): DemoLeaseFile[] {
  const files: DemoLeaseFile[] = [];
  for (let number = from; number < to; number++) files.push(demoLeaseFile(number));
  return files;
}

function demoLeaseFile(number: number): DemoLeaseFile {
  const random = createRandom(31_000_000 + number);
  const fileNo = demoFileNo(number);
  const id = stableUuid(`lease-file:${number}`);
  const province = weighted(random, provinces);
  const direct = random() < 0.1;
  const dealership = direct ? undefined : weighted(random, dealerships);

  const deliveryTime = seedNow - randomInt(random, 0, 10 * 365) * DAY;
  const deliveryYear = new Date(deliveryTime).getUTCFullYear();
  const createdAt = new Date(
    deliveryTime - randomInt(random, 3, 45) * DAY - randomInt(random, 0, 86_399) * 1000,
  );

  const firstName = pick(random, firstNames);
  const lastName = pick(random, lastNames);
  const company =
    random() < 0.15
      ? `${pick(random, companyWords)} ${pick(random, companyKinds)} ${pick(random, companyForms)}`
      : '';
  const phoneDigits = `${randomInt(random, 200, 989)}-${String(randomInt(random, 0, 9999)).padStart(4, '0')}`;
  const phone = `(${pick(random, province.areaCodes)}) ${phoneDigits}`;
  const email = company
    ? `${mailPart(firstName)}@${mailPart(company.split(' ').slice(0, 2).join(''))}.ca`
    : `${mailPart(firstName)}.${mailPart(lastName)}${random() < 0.4 ? randomInt(random, 1, 99) : ''}@${pick(random, mailDomains)}`;
  const postal = `${pick(random, [...province.postal])}${randomInt(random, 0, 9)}${pick(random, [...postalLetters])} ${randomInt(random, 0, 9)}${pick(random, [...postalLetters])}${randomInt(random, 0, 9)}`;
  const isCanadianCitizen = random() < 0.85;
  const legalStatus = isCanadianCitizen
    ? random() < 0.7
      ? ''
      : pick(random, ['Work', 'Other'])
    : pick(random, ['Student', 'Work', 'Visitor', 'Other']);
  const birth =
    Date.parse(`${randomInt(random, 1950, 2004)}-01-01T00:00:00.000Z`) + randomInt(random, 0, 364) * DAY;
  const licence = `${
    lastName
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 1)
      .toUpperCase() || 'X'
  }${randomInt(random, 1000, 9999)}-${randomInt(random, 10000, 99999)}-${randomInt(random, 10000, 99999)}`;

  const hasColessee = random() < 0.2;
  const colesseeFirst = pick(random, firstNames);
  const colesseeLast = random() < 0.6 ? lastName : pick(random, lastNames);

  const make = pick(random, curatedMakes);
  const model = pick(random, make.models);
  const trim = model.trims.length > 0 ? pick(random, model.trims).name : '';
  const isUsed = random() < 0.3;
  const year = isUsed ? deliveryYear - randomInt(random, 1, 6) : deliveryYear + (random() < 0.3 ? 1 : 0);
  const term = pick(random, [24, 36, 48, 60, 72]);
  const price = randomInt(random, 180, 950) * 100;
  const firstPayment = deliveryTime + randomInt(random, 14, 31) * DAY;
  const terminated = deliveryTime < seedNow - 2 * 365 * DAY && random() < 0.12;
  const terminationTime = terminated ? deliveryTime + randomInt(random, 180, 4 * 365) * DAY : undefined;
  const isSecuritized = random() < 0.55;

  const fields: Record<string, unknown> = {
    fileNo,
    name: company || `${firstName} ${lastName}`,
    deliveryDate: isoDay(deliveryTime),
    fileType: pick(random, ['LEASE', 'LEASE', 'LEASE', 'LEASE_TAKEOVER', 'LOAN']),
    province: province.code,
    vehicleType: random() < 0.9 ? 'CAR' : pick(random, ['TRUCK', 'RV', 'MOTORCYCLE', 'EQUIPMENT']),
    hasTradeIn: random() < 0.3,
    customerType: company ? 'BUSINESS' : 'INDIVIDUAL',
    isDealer: dealership !== undefined,
    isLocked: random() < 0.2,
    isTerminated: terminated,
    terminationDate: terminationTime === undefined ? EMPTY_DATE : isoDay(terminationTime),
    ...(terminated && {
      terminationType: pick(random, ['EARLY_BUYOUT', 'TRANSFER', 'REPOSSESSION', 'WRITE_OFF']),
      terminationReason: pick(random, [
        'Customer bought the vehicle',
        'Lease taken over',
        'Missed payments',
        'Total loss',
      ]),
      terminationComment: pick(random, [
        '',
        'Settled in full.',
        'See the buyout quote.',
        'Insurance paid out.',
      ]),
    }),
    isTwoLessee: hasColessee,
    isLeaseBack: random() < 0.05,
    messages: [],
    ...(random() < 0.4 && { originalLeaseQuoteId: stableUuid(`lease-quote:${randomInt(random, 0, 999)}`) }),
    isSecuritized,
    ...(isSecuritized
      ? {
          tranche: random() < 0.5 ? randomInt(random, 1, 40) : `T-${deliveryYear}-${randomInt(random, 1, 4)}`,
        }
      : {
          nonTranchableType: pick(random, ['CREDIT', 'VEHICLE', 'TERM']),
          nonTranchableReason: pick(random, [
            'Credit score below the tranche floor',
            'Vehicle too old',
            'Term too long',
          ]),
        }),
    leaseType: pick(random, ['WALKAWAY', 'OPEN_END', 'CLOSED_END']),
    lessee: {
      firstName,
      lastName,
      companyName: company,
      phone,
      email,
      dateOfBirth: new Date(birth).toISOString(),
      address: `${randomInt(random, 1, 9999)} ${pick(random, streetNames)} ${pick(random, streetTypes)}`,
      city: pick(random, province.cities),
      postalCode: postal,
      driverLicenseNo: licence,
      isCanadianCitizen,
      legalStatus,
    },
    colessee: hasColessee
      ? {
          firstName: colesseeFirst,
          lastName: colesseeLast,
          phone: `(${pick(random, province.areaCodes)}) ${randomInt(random, 200, 989)}-${String(randomInt(random, 0, 9999)).padStart(4, '0')}`,
          email: `${mailPart(colesseeFirst)}.${mailPart(colesseeLast)}@${pick(random, mailDomains)}`,
          dateOfBirth: new Date(birth + randomInt(random, -3000, 3000) * DAY).toISOString(),
          driverLicenseNo: `${
            colesseeLast
              .normalize('NFD')
              .replace(/[^A-Za-z]/g, '')
              .slice(0, 1)
              .toUpperCase() || 'X'
          }${randomInt(random, 1000, 9999)}-${randomInt(random, 10000, 99999)}-${randomInt(random, 10000, 99999)}`,
        }
      : { firstName: '', lastName: '', phone: '', email: '', dateOfBirth: EMPTY_DATE, driverLicenseNo: '' },
    vehicle: {
      year,
      make: make.name,
      model: model.name,
      trim,
      vin: demoVin(random, make.name, year),
      plateNo: demoPlate(random, province),
      colour: pick(random, ['White', 'Black', 'Grey', 'Silver', 'Blue', 'Red', 'Green', 'Brown']),
      mileage: isUsed ? String(randomInt(random, 8, 140) * 1000) : String(randomInt(random, 5, 150)),
      isUsed,
      options: ['Winter tires', 'Remote start', 'Tow package', 'Roof rack', 'Extended warranty'].filter(
        () => random() < 0.3,
      ),
    },
    lease: {
      term,
      rate: pick(random, ['3.99', '4.49', '5.49', '5.99', '6.99', '7.49', '8.99']),
      monthlyPayment: Math.round(((price * 0.55) / term) * 100) / 100,
      downPayment: Math.floor((price * randomInt(random, 0, 15)) / 100 / 100) * 100,
      residualValue: Math.round(price * (0.3 + random() * 0.3)),
      mileageAllowance: String(pick(random, [16_000, 20_000, 24_000])),
      firstPaymentDate: isoDay(firstPayment),
      maturityDate: isoDay(firstPayment + term * 30.44 * DAY),
      outstandingRepairFee: random() < 0.1 ? randomInt(random, 1, 40) * 50 : 0,
    },
    insurance: {
      insuranceReferralCompany: random() < 0.7 ? pick(random, demoInsuranceAgencies) : '',
      policyNo: `${pick(random, ['ICB', 'AVV', 'INT', 'ECO', 'DJS'])}${randomInt(random, 1_000_000, 9_999_999)}`,
      expiryDate: isoDay(deliveryTime + 365 * DAY * randomInt(random, 1, 3)),
    },
    dealer: {
      originatedDealership: dealership?.name ?? '',
      salesperson: dealership ? `${pick(random, firstNames)} ${pick(random, lastNames)}` : '',
    },
    status: {
      documentState: pick(random, ['DRAFT', 'QUOTE_APPROVED', 'CREDIT_APPROVED', 'CREDIT_APPROVED']),
    },
  };

  // The history: the file as created (vehicle details still to come), then one or two edits.
  const versions = randomInt(random, 1, 3);
  const editor = pick(random, editors);
  const revisions: DemoLeaseFile['revisions'] = [];
  let savedAt = createdAt.getTime();
  for (let version = 1; version <= versions; version++) {
    const snapshot = structuredClone(fields) as Record<string, Record<string, unknown>>;
    if (version < versions) {
      // Before the last edit, the plate and the mileage were not known yet.
      snapshot['vehicle']!['plateNo'] = '';
      if (version === 1) {
        snapshot['lease']!['rate'] = '';
        snapshot['insurance']!['policyNo'] = '';
      }
    }
    revisions.push({
      fileId: id,
      fileNo,
      version,
      fields: { ...snapshot, updatedAt: new Date(savedAt).toISOString() },
      actorId: version === 1 && dealership ? demoAccounts.fileDealer.id : editor.id,
      actorName: version === 1 && dealership ? dealership.name : editor.name,
      actorKind: version === 1 ? 'seed' : editor.kind,
      updatedAt: new Date(savedAt),
    });
    if (version < versions) savedAt += randomInt(random, 60, 14 * 24 * 60) * 60_000;
  }
  const row = {
    id,
    ...leaseFileValues(fields as LeaseFileFields, dealership?.dealerNo ?? null),
    version: versions,
    createdAt,
    updatedAt: new Date(savedAt),
  };
  const lastEditor = revisions.at(-1)!;
  return {
    row,
    revisions,
    ...demoMoney(number, id, fields, { id: lastEditor.actorId, name: lastEditor.actorName }, createdAt),
  };
}

/** Rows per insert. */
const INSERT_BATCH = 2_000;

/**
 * Writes rows as one JSON parameter read by `jsonb_to_recordset`: PostgreSQL parses one JSON text
 * much faster than tens of thousands of bound parameters (PGlite most of all).
 */
export async function insertRows(
  db: Db,
  table: Table,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table))
    .filter(([key, column]) => !column.generated && rows.some((row) => key in row))
    .map(([key, column]) => ({ key, name: column.name, type: column.getSQLType() }));
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(({ key, name }) => {
        const value = row[key];
        return [name, value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  const names = sql.join(
    columns.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const types = sql.raw(columns.map(({ name, type }) => `"${name}" ${type}`).join(', '));
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})`,
  );
}

/** From this many files on, the tables' indexes are built once after the rows, not kept up row by row. */
const BULK_LOAD = 20_000;

/**
 * The indexes of `table` a bulk load drops and builds again: all but its primary key and those a
 * foreign key of another table references (the file number's, which GPS devices link to), which
 * cannot be dropped while the key stands.
 */
export async function secondaryIndexes(
  db: Db,
  table: string,
): Promise<{ name: string; definition: string }[]> {
  // Both drivers answer a raw query with its rows under `rows`.
  const found = (await db.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = ${table} and i.indexname <> ${`${table}_pkey`}
      and not exists (
        select 1 from pg_constraint c
        where c.contype = 'f' and c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
      )`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  return found.rows;
}

/** Turns the triggers that keep the search's keys (migration 0019) off or on again. */
const searchTermTriggers = (db: Db, turn: 'enable' | 'disable') =>
  db.execute(
    sql.raw(
      `alter table lease_files ${['insert', 'update', 'delete']
        .map((event) => `${turn} trigger lease_files_search_terms_${event}`)
        .join(', ')}`,
    ),
  );

/**
 * Replaces every lease file (and so its history and documents) with `count` demo files, written
 * in batches; `onProgress` hears how many are written so far. It is loaded as a bulk load is: the
 * triggers that keep the search's keys are off while the rows go in and the keys are counted once
 * at the end; from `BULK_LOAD` files on, the secondary indexes are dropped first and built again
 * from their own definitions at the end too (whatever happens), several times faster than keeping
 * them up row by row.
 */
export async function replaceDemoLeaseFiles(
  db: Db,
  count: number,
  onProgress?: (written: number) => void,
): Promise<void> {
  await searchTermTriggers(db, 'disable');
  const indexes =
    count >= BULK_LOAD
      ? [
          ...(await secondaryIndexes(db, 'lease_files')),
          ...(await secondaryIndexes(db, 'lease_file_revisions')),
        ]
      : [];
  try {
    await db.delete(leaseFiles);
    for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
    for (let from = 0; from < count; from += INSERT_BATCH) {
      const to = Math.min(count, from + INSERT_BATCH);
      const files = demoLeaseFiles(from, to);
      await insertRows(
        db,
        leaseFiles,
        files.map((file) => file.row),
      );
      await insertRows(
        db,
        leaseFileRevisions,
        files.flatMap((file) => file.revisions),
      );
      const quotes = files.flatMap((file) => (file.buyoutQuote ? [file.buyoutQuote] : []));
      if (quotes.length > 0) await insertRows(db, buyoutQuotes, quotes);
      const banking = files.flatMap((file) => (file.banking ? [file.banking] : []));
      if (banking.length > 0) {
        await insertRows(
          db,
          bankingInfo,
          banking.map(({ record }) => record),
        );
        await insertRows(
          db,
          bankingInfoChanges,
          banking.map(({ change }) => change),
        );
      }
      onProgress?.(to);
    }
  } finally {
    for (const { definition } of indexes) await db.execute(sql.raw(definition));
    await searchTermTriggers(db, 'enable');
    await rebuildLeaseFileSearchTerms(db);
    // Vacuumed as well as analyzed: the visibility map lets searches read their indexes alone.
    if (indexes.length > 0)
      for (const table of ['lease_files', 'lease_file_revisions', 'lease_file_search_terms'])
        await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
}
