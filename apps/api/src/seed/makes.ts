import { nameKey, type Model } from '@sfi/domain';
import type { MakeRecord } from '../db/makes.ts';
import { createRandom, pick, randomInt, stableUuid } from './random.ts';

/** Makes sold in Canada, their models and the trims offered here: model → trims, by make. */
const canadianMakes: Record<string, Record<string, string[]>> = {
  Toyota: {
    Corolla: ['L', 'LE', 'SE', 'XSE'],
    'Corolla Cross': ['L', 'LE', 'XLE'],
    Camry: ['LE', 'SE', 'XLE', 'XSE'],
    RAV4: ['LE', 'XLE', 'XLE Premium', 'Trail', 'Limited'],
    Highlander: ['XLE', 'Limited', 'Platinum'],
    'Grand Highlander': ['XLE', 'Limited', 'Platinum'],
    Sienna: ['LE', 'XLE', 'XSE', 'Limited'],
    Tacoma: ['SR5', 'TRD Sport', 'TRD Off-Road', 'Limited', 'TRD Pro', 'Trailhunter'],
    Tundra: ['SR5', 'Limited', 'Platinum', '1794 Edition', 'TRD Pro', 'Capstone'],
  },
  Honda: {
    Civic: ['LX', 'Sport', 'EX', 'Touring', 'Si', 'Type R'],
    Accord: ['EX', 'Sport', 'Touring'],
    'HR-V': ['LX', 'Sport', 'EX-L Navi'],
    'CR-V': ['LX', 'Sport', 'EX-L', 'Sport-L', 'Touring'],
    Passport: ['EX-L', 'TrailSport', 'Black Edition'],
    Pilot: ['Sport', 'EX-L', 'TrailSport', 'Touring', 'Black Edition'],
    Odyssey: ['EX', 'EX-L Navi', 'Touring', 'Black Edition'],
    Ridgeline: ['Sport', 'EX-L', 'TrailSport', 'Touring', 'Black Edition'],
  },
  Ford: {
    'F-150': ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum', 'Limited', 'Tremor', 'Raptor'],
    Ranger: ['XL', 'XLT', 'Lariat', 'Raptor'],
    Maverick: ['XL', 'XLT', 'Lariat', 'Tremor'],
    Escape: ['Active', 'ST-Line', 'ST-Line Select', 'Platinum'],
    'Bronco Sport': ['Big Bend', 'Outer Banks', 'Badlands'],
    Bronco: ['Big Bend', 'Black Diamond', 'Outer Banks', 'Badlands', 'Wildtrak', 'Raptor'],
    Explorer: ['Active', 'ST-Line', 'Platinum', 'ST', 'Tremor'],
    Mustang: ['EcoBoost', 'GT', 'Dark Horse'],
    'Mustang Mach-E': ['Select', 'Premium', 'GT', 'Rally'],
  },
  Hyundai: {
    Venue: ['Essential', 'Preferred', 'Trend'],
    Elantra: ['Essential', 'Preferred', 'Luxury', 'N Line', 'N'],
    Kona: ['Essential', 'Preferred', 'N Line', 'Ultimate'],
    Tucson: ['Essential', 'Preferred', 'Trend', 'N Line', 'Urban', 'Ultimate'],
    'Santa Fe': ['Preferred', 'Luxury', 'XRT', 'Ultimate Calligraphy'],
    Palisade: ['Preferred', 'Urban', 'Luxury', 'Ultimate Calligraphy'],
    'Ioniq 5': ['Preferred', 'Preferred Long Range', 'N Line', 'XRT', 'N'],
    'Ioniq 6': ['Preferred', 'Preferred Long Range', 'Ultimate'],
  },
  Kia: {
    Forte: ['LX', 'EX', 'GT-Line', 'GT'],
    Seltos: ['LX', 'EX', 'EX Premium', 'SX'],
    Niro: ['EX', 'EX Premium', 'SX Touring'],
    Sportage: ['LX', 'EX', 'EX Premium', 'X-Line', 'X-Pro', 'SX'],
    Sorento: ['LX', 'EX', 'X-Line', 'SX'],
    Telluride: ['LX', 'EX', 'X-Line', 'SX', 'X-Pro'],
    Carnival: ['LX', 'EX', 'SX'],
    EV6: ['Light', 'Wind', 'Land', 'GT-Line', 'GT'],
    EV9: ['Light', 'Wind', 'Land', 'GT-Line'],
  },
  Chevrolet: {
    Malibu: ['LS', 'RS', 'LT', '2LT'],
    Trax: ['LS', '1RS', 'LT', '2RS', 'Activ'],
    Trailblazer: ['LS', 'LT', 'RS', 'Activ'],
    Equinox: ['LS', 'LT', 'RS', 'Activ'],
    'Equinox EV': ['LT', 'RS'],
    Blazer: ['LT', 'RS', 'Premier'],
    Traverse: ['LT', 'RS', 'Z71', 'High Country'],
    Tahoe: ['LS', 'LT', 'RST', 'Z71', 'Premier', 'High Country'],
    Colorado: ['WT', 'LT', 'Trail Boss', 'Z71', 'ZR2'],
    'Silverado 1500': [
      'WT',
      'Custom',
      'Custom Trail Boss',
      'LT',
      'RST',
      'LT Trail Boss',
      'LTZ',
      'High Country',
      'ZR2',
    ],
  },
  Nissan: {
    Versa: ['S', 'SV', 'SR'],
    Sentra: ['S', 'SV', 'SR'],
    Altima: ['SV', 'SR', 'Platinum'],
    Kicks: ['S', 'SV', 'SR'],
    Qashqai: ['S', 'SV', 'SL'],
    Rogue: ['S', 'SV', 'SL', 'Platinum', 'Rock Creek'],
    Murano: ['SV', 'SL', 'Platinum'],
    Pathfinder: ['S', 'SV', 'SL', 'Rock Creek', 'Platinum'],
    Frontier: ['S', 'SV', 'PRO-4X'],
    Ariya: ['Engage', 'Evolve', 'Empower', 'Platinum+', 'Venture+'],
  },
  Mazda: {
    Mazda3: ['GX', 'GS', 'GT', 'GT Turbo'],
    'Mazda3 Sport': ['GX', 'GS', 'GT', 'GT Turbo'],
    'CX-30': ['GX', 'GS', 'GT', 'GT Turbo'],
    'CX-5': ['GX', 'GS', 'Sport Design', 'Kuro Edition', 'GT', 'Signature'],
    'CX-50': ['GS-L', 'GT', 'Meridian Edition', 'GT Turbo'],
    'CX-70': ['GS-L', 'GT', 'Signature'],
    'CX-90': ['GS', 'GS-L', 'GT', 'GT-P', 'Signature'],
    'MX-5': ['GS', 'GS-P', 'GT'],
  },
  Subaru: {
    Impreza: ['Convenience', 'Touring', 'Sport', 'RS'],
    Crosstrek: ['Convenience', 'Touring', 'Sport', 'Limited', 'Onyx', 'Wilderness'],
    Forester: ['Convenience', 'Touring', 'Sport', 'Limited', 'Premier', 'Wilderness'],
    Outback: ['Convenience', 'Touring', 'Onyx', 'Limited', 'Premier', 'Wilderness'],
    Ascent: ['Convenience', 'Touring', 'Onyx', 'Limited', 'Premier'],
    WRX: ['Base', 'Sport', 'Sport-tech', 'GT'],
    BRZ: ['Base', 'Sport-tech'],
    Solterra: ['Touring', 'Luxury', 'Technology'],
  },
  Volkswagen: {
    Jetta: ['Comfortline', 'Highline', 'GLI'],
    'Golf GTI': ['Base', 'Autobahn'],
    Taos: ['Trendline', 'Comfortline', 'Highline'],
    Tiguan: ['Trendline', 'Comfortline', 'Highline'],
    Atlas: ['Comfortline', 'Highline', 'Peak Edition', 'Execline'],
    'Atlas Cross Sport': ['Comfortline', 'Highline', 'Peak Edition', 'Execline'],
    'ID.4': ['Pro', 'Pro S'],
  },
  BMW: {
    '3 Series': ['330i xDrive', 'M340i xDrive'],
    '5 Series': ['530i xDrive', '540i xDrive'],
    i4: ['eDrive35', 'eDrive40', 'xDrive40', 'M50 xDrive'],
    i5: ['xDrive40', 'M60 xDrive'],
    X1: ['xDrive28i', 'M35i xDrive'],
    X3: ['xDrive30i', 'M50 xDrive'],
    X5: ['xDrive40i', 'xDrive50e', 'M60i xDrive'],
    X7: ['xDrive40i', 'M60i xDrive'],
    iX: ['xDrive50', 'M60'],
  },
  Tesla: {
    'Model 3': ['Rear-Wheel Drive', 'Long Range AWD', 'Performance'],
    'Model Y': ['Rear-Wheel Drive', 'Long Range AWD', 'Performance'],
    'Model S': ['Dual Motor AWD', 'Plaid'],
    'Model X': ['Dual Motor AWD', 'Plaid'],
  },
};

/** The curated makes, in the order they are taken when fewer are asked for. */
export const curatedMakes: readonly MakeRecord[] = Object.entries(canadianMakes).map(([name, models]) => ({
  id: stableUuid(`make:${name}`),
  name,
  models: Object.entries(models).map(([model, trims]) => ({
    name: model,
    trims: trims.map((trim) => ({ name: trim })),
  })),
}));

const syllables = ['ar', 'bel', 'cor', 'da', 'el', 'fen', 'ga', 'hal', 'is', 'ka', 'lor', 'mi', 'nor', 'os'];
const endings = ['a', 'ex', 'on', 'ia', 'ra', 'is', 'o', 'en', 'ar', 'us'];
const genericTrims = 'Base S SE LE LX EX Sport Touring Limited Platinum Premium'.split(' ');

function inventedWord(random: () => number): string {
  const parts = Array.from({ length: randomInt(random, 1, 2) }, () => pick(random, syllables));
  const word = parts.join('') + pick(random, endings);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A name not yet in `taken` (compared by `nameKey`): the base name, or the base name with a number. */
function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(nameKey(name)); n += 1) name = `${base} ${n}`;
  taken.add(nameKey(name));
  return name;
}

function inventedModel(random: () => number, taken: Set<string>): Model {
  const base =
    random() < 0.5
      ? inventedWord(random)
      : `${pick(random, ['CX', 'GT', 'Q', 'RX', 'Z'])}-${randomInt(random, 1, 9)}0`;
  const trims = genericTrims.filter(() => random() < 0.35);
  return {
    name: uniqueName(base, taken),
    trims: (trims.length ? trims : ['Base']).map((name) => ({ name })),
  };
}

/**
 * The demo makes: the curated ones first, then invented makes (made-up names, two to eight models
 * each) from a fixed random sequence. The same count gives the same makes on every run, and a
 * smaller count gives the first makes of a larger one.
 */
export function demoMakes(count: number): MakeRecord[] {
  const makes = curatedMakes.slice(0, count);
  const taken = new Set(curatedMakes.map((make) => nameKey(make.name)));
  const random = createRandom(20_240_601);
  while (makes.length < count) {
    const name = uniqueName(inventedWord(random), taken);
    const modelNames = new Set<string>();
    const models = Array.from({ length: randomInt(random, 2, 8) }, () => inventedModel(random, modelNames));
    makes.push({ id: stableUuid(`make:${name}`), name, models });
  }
  return makes;
}
