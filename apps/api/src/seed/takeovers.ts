import type { TakeoverImage, TakeoverLeaseSummary, TakeoverVehicle } from '@sfi/domain';
import { takeoverVehicleName } from '@sfi/domain';
import type { Db } from '../db/client.ts';
import {
  listTakeoversByPermutation,
  replaceAllTakeovers,
  type TakeoverRecord,
} from '../db/lease-takeovers.ts';
import type { Storage } from '../storage/storage.ts';
import { hasStoredPhoto, storePhoto, takeoverPhotoKey } from '../photos/photos.ts';
import { stableUuid } from './random.ts';
import {
  DEMO_PHOTO_HEIGHT,
  DEMO_PHOTO_WIDTH,
  demoPhotoSvg,
  type BodyStyle,
  type DemoPhotoVehicle,
  type DemoView,
} from './takeover-photos.ts';

/*
 * The demo lease takeovers (issue 14): a dozen vehicles of the Canadian market, each with its lease
 * (monthly payment in CAD before taxes, months left, kilometre allowance, buyout), its options and
 * three photos drawn in code (src/seed/takeover-photos.ts). Ids derive from the vehicle ids, so
 * every seeding writes the same records and the same photo keys.
 */

interface DemoTakeover {
  vehicleId: string;
  vehicle: TakeoverVehicle & { year: number; make: string; model: string };
  lease: TakeoverLeaseSummary;
  options: string[];
  bodyStyle: BodyStyle;
  paint: string;
  cabin: string;
  /** The paint's name, for the photos' alternative text. */
  colour: string;
}

const demoTakeovers: readonly DemoTakeover[] = [
  {
    vehicleId: 'TKO-1001',
    vehicle: {
      year: 2023,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      bodyStyle: 'Sedan',
      exteriorColour: 'Aegean Blue',
      interiorColour: 'Black cloth',
      transmission: 'Automatic (CVT)',
      drivetrain: 'Front-wheel drive',
      fuelType: 'Gasoline',
      kilometres: 28_450,
    },
    lease: {
      monthlyPaymentCents: 41_250,
      monthsLeft: 22,
      leaseEndDate: '2028-09-30',
      kilometresPerYear: 20_000,
      buyoutCents: 1_745_000,
      transferFeeCents: 39_500,
      province: 'BC',
    },
    options: [
      'Apple CarPlay and Android Auto',
      'Heated front seats',
      'Power moonroof',
      'Honda Sensing safety suite',
      'Remote engine start',
    ],
    bodyStyle: 'sedan',
    paint: '#1f5fa8',
    cabin: '#2b2b2b',
    colour: 'blue',
  },
  {
    vehicleId: 'TKO-1002',
    vehicle: {
      year: 2022,
      make: 'Toyota',
      model: 'RAV4',
      trim: 'XLE AWD',
      bodyStyle: 'SUV',
      exteriorColour: 'Silver Sky Metallic',
      interiorColour: 'Black SofTex',
      transmission: '8-speed automatic',
      drivetrain: 'All-wheel drive',
      fuelType: 'Gasoline',
      kilometres: 41_200,
    },
    lease: {
      monthlyPaymentCents: 48_900,
      monthsLeft: 18,
      leaseEndDate: '2028-05-31',
      kilometresPerYear: 24_000,
      buyoutCents: 2_210_000,
      transferFeeCents: 39_500,
      province: 'ON',
    },
    options: [
      'Heated steering wheel',
      'Power liftgate',
      'Blind spot monitor',
      'Roof rails',
      'Winter tire package',
    ],
    bodyStyle: 'suv',
    paint: '#a7adb4',
    cabin: '#2f2f2f',
    colour: 'silver',
  },
  {
    vehicleId: 'TKO-1003',
    vehicle: {
      year: 2024,
      make: 'Hyundai',
      model: 'Ioniq 5',
      trim: 'Preferred AWD Long Range',
      bodyStyle: 'SUV',
      exteriorColour: 'Atlas White',
      interiorColour: 'Grey',
      transmission: 'Single-speed',
      drivetrain: 'All-wheel drive',
      fuelType: 'Electric',
      kilometres: 12_900,
    },
    lease: {
      monthlyPaymentCents: 56_500,
      monthsLeft: 30,
      leaseEndDate: '2029-05-31',
      kilometresPerYear: 20_000,
      buyoutCents: 2_680_000,
      transferFeeCents: 39_500,
      province: 'QC',
    },
    options: [
      'Heat pump',
      'Vehicle-to-load outlet',
      'Heated rear seats',
      'Highway Driving Assist',
      '360-degree camera',
    ],
    bodyStyle: 'suv',
    paint: '#e6e8ea',
    cabin: '#5a5d62',
    colour: 'white',
  },
  {
    vehicleId: 'TKO-1004',
    vehicle: {
      year: 2021,
      make: 'Ford',
      model: 'F-150',
      trim: 'XLT SuperCrew 4x4',
      bodyStyle: 'Pickup truck',
      exteriorColour: 'Agate Black',
      interiorColour: 'Medium Dark Slate',
      transmission: '10-speed automatic',
      drivetrain: 'Four-wheel drive',
      fuelType: 'Gasoline',
      kilometres: 68_300,
    },
    lease: {
      monthlyPaymentCents: 69_900,
      monthsLeft: 12,
      leaseEndDate: '2027-11-30',
      kilometresPerYear: 24_000,
      buyoutCents: 3_150_000,
      transferFeeCents: 49_500,
      province: 'AB',
    },
    options: [
      'Trailer tow package',
      'Spray-in bedliner',
      'Remote start',
      'Pro Power Onboard 2.0 kW',
      'Heated front seats',
    ],
    bodyStyle: 'truck',
    paint: '#23262b',
    cabin: '#3c3f44',
    colour: 'black',
  },
  {
    vehicleId: 'TKO-1005',
    vehicle: {
      year: 2023,
      make: 'Mazda',
      model: 'CX-5',
      trim: 'GS AWD',
      bodyStyle: 'SUV',
      exteriorColour: 'Soul Red Crystal',
      interiorColour: 'Black leatherette',
      transmission: '6-speed automatic',
      drivetrain: 'All-wheel drive',
      fuelType: 'Gasoline',
      kilometres: 23_700,
    },
    lease: {
      monthlyPaymentCents: 45_500,
      monthsLeft: 26,
      leaseEndDate: '2029-01-31',
      kilometresPerYear: 20_000,
      buyoutCents: 1_980_000,
      transferFeeCents: 39_500,
      province: 'BC',
    },
    options: ['Heated steering wheel', 'Power liftgate', 'Blind spot monitoring', 'Wireless Apple CarPlay'],
    bodyStyle: 'suv',
    paint: '#b3202a',
    cabin: '#262626',
    colour: 'red',
  },
  {
    vehicleId: 'TKO-1006',
    vehicle: {
      year: 2022,
      make: 'Volkswagen',
      model: 'Golf GTI',
      trim: 'Autobahn',
      bodyStyle: 'Hatchback',
      exteriorColour: 'Moonstone Grey',
      interiorColour: 'Black Vienna leather',
      transmission: '7-speed DSG',
      drivetrain: 'Front-wheel drive',
      fuelType: 'Gasoline',
      kilometres: 35_100,
    },
    lease: {
      monthlyPaymentCents: 47_900,
      monthsLeft: 15,
      leaseEndDate: '2028-02-29',
      kilometresPerYear: 16_000,
      buyoutCents: 1_890_000,
      transferFeeCents: 39_500,
      province: 'ON',
    },
    options: ['Harman Kardon audio', 'Panoramic sunroof', 'Adaptive chassis control', 'Head-up display'],
    bodyStyle: 'hatchback',
    paint: '#6b7177',
    cabin: '#1e1e1e',
    colour: 'grey',
  },
  {
    vehicleId: 'TKO-1007',
    vehicle: {
      year: 2023,
      make: 'Kia',
      model: 'Telluride',
      trim: 'EX AWD',
      bodyStyle: 'SUV',
      exteriorColour: 'Jungle Wood Green',
      interiorColour: 'Terracotta',
      transmission: '8-speed automatic',
      drivetrain: 'All-wheel drive',
      fuelType: 'Gasoline',
      kilometres: 30_800,
    },
    lease: {
      monthlyPaymentCents: 72_900,
      monthsLeft: 28,
      leaseEndDate: '2029-03-31',
      kilometresPerYear: 24_000,
      buyoutCents: 3_040_000,
      transferFeeCents: 49_500,
      province: 'AB',
    },
    options: [
      'Third-row seating (8 passengers)',
      'Ventilated front seats',
      'Smart power liftgate',
      'Highway Driving Assist',
    ],
    bodyStyle: 'suv',
    paint: '#3d5a3f',
    cabin: '#8a5a3c',
    colour: 'green',
  },
  {
    vehicleId: 'TKO-1008',
    vehicle: {
      year: 2022,
      make: 'Subaru',
      model: 'Outback',
      trim: 'Touring',
      bodyStyle: 'Wagon',
      exteriorColour: 'Abyss Blue',
      interiorColour: 'Grey',
      transmission: 'Lineartronic CVT',
      drivetrain: 'Symmetrical all-wheel drive',
      fuelType: 'Gasoline',
      kilometres: 44_600,
    },
    lease: {
      monthlyPaymentCents: 46_800,
      monthsLeft: 14,
      leaseEndDate: '2028-01-31',
      kilometresPerYear: 24_000,
      buyoutCents: 1_920_000,
      transferFeeCents: 39_500,
      province: 'BC',
    },
    options: [
      'EyeSight driver assist',
      'Power moonroof',
      'Heated rear seats',
      'Roof rails with swing-in crossbars',
    ],
    bodyStyle: 'wagon',
    paint: '#24385a',
    cabin: '#5b5e63',
    colour: 'dark blue',
  },
  {
    vehicleId: 'TKO-1009',
    vehicle: {
      year: 2024,
      make: 'Tesla',
      model: 'Model 3',
      trim: 'Rear-Wheel Drive',
      bodyStyle: 'Sedan',
      exteriorColour: 'Pearl White',
      interiorColour: 'Black',
      transmission: 'Single-speed',
      drivetrain: 'Rear-wheel drive',
      fuelType: 'Electric',
      kilometres: 9_800,
    },
    lease: {
      monthlyPaymentCents: 61_200,
      monthsLeft: 34,
      leaseEndDate: '2029-09-30',
      kilometresPerYear: 20_000,
      buyoutCents: 2_460_000,
      transferFeeCents: 39_500,
      province: 'ON',
    },
    options: ['Autopilot', 'Heated seats front and rear', 'Glass roof', 'All-weather floor mats'],
    bodyStyle: 'sedan',
    paint: '#eef0f2',
    cabin: '#1c1c1c',
    colour: 'white',
  },
  {
    vehicleId: 'TKO-1010',
    vehicle: {
      year: 2023,
      make: 'Chevrolet',
      model: 'Silverado 1500',
      trim: 'LT Crew Cab 4WD',
      bodyStyle: 'Pickup truck',
      exteriorColour: 'Cherry Red Tintcoat',
      interiorColour: 'Jet Black',
      transmission: '10-speed automatic',
      drivetrain: 'Four-wheel drive',
      fuelType: 'Gasoline',
      kilometres: 38_900,
    },
    lease: {
      monthlyPaymentCents: 75_900,
      monthsLeft: 24,
      leaseEndDate: '2028-11-30',
      kilometresPerYear: 24_000,
      buyoutCents: 3_390_000,
      transferFeeCents: 49_500,
      province: 'SK',
    },
    options: ['Z71 off-road package', 'Trailering package', 'Heated steering wheel', 'Multi-Flex tailgate'],
    bodyStyle: 'truck',
    paint: '#9e1b22',
    cabin: '#222222',
    colour: 'red',
  },
  {
    vehicleId: 'TKO-1011',
    vehicle: {
      year: 2022,
      make: 'BMW',
      model: 'X3',
      trim: 'xDrive30i',
      bodyStyle: 'SUV',
      exteriorColour: 'Black Sapphire Metallic',
      interiorColour: 'Cognac Vernasca leather',
      transmission: '8-speed Steptronic',
      drivetrain: 'xDrive all-wheel drive',
      fuelType: 'Gasoline',
      kilometres: 39_400,
    },
    lease: {
      monthlyPaymentCents: 79_900,
      monthsLeft: 10,
      leaseEndDate: '2027-09-30',
      kilometresPerYear: 20_000,
      buyoutCents: 3_120_000,
      transferFeeCents: 59_500,
      province: 'BC',
    },
    options: ['Premium Enhanced package', 'Panoramic moonroof', 'Heated steering wheel', 'Parking Assistant'],
    bodyStyle: 'suv',
    paint: '#1b1d22',
    cabin: '#8b5a2b',
    colour: 'black',
  },
  {
    vehicleId: 'TKO-1012',
    vehicle: {
      year: 2023,
      make: 'Toyota',
      model: 'Corolla',
      trim: 'LE',
      bodyStyle: 'Sedan',
      exteriorColour: 'Classic Silver Metallic',
      interiorColour: 'Black fabric',
      transmission: 'Automatic (CVT)',
      drivetrain: 'Front-wheel drive',
      fuelType: 'Gasoline',
      kilometres: 21_300,
    },
    lease: {
      monthlyPaymentCents: 33_900,
      monthsLeft: 20,
      leaseEndDate: '2028-07-31',
      kilometresPerYear: 20_000,
      buyoutCents: 1_420_000,
      transferFeeCents: 39_500,
      province: 'MB',
    },
    options: [
      'Toyota Safety Sense 3.0',
      'Heated front seats',
      'Apple CarPlay and Android Auto',
      'Blind spot monitor',
    ],
    bodyStyle: 'sedan',
    paint: '#b8bcc1',
    cabin: '#262626',
    colour: 'silver',
  },
];

/** How many takeovers the demo data has. */
export const DEMO_TAKEOVERS = demoTakeovers.length;

const views: readonly DemoView[] = ['road', 'lot', 'interior'];

function altText(demo: DemoTakeover, view: DemoView): string {
  const name = takeoverVehicleName({ vehicleId: demo.vehicleId, vehicleInformation: demo.vehicle });
  switch (view) {
    case 'road':
      return `Side view of the ${demo.colour} ${name} on a road through green hills`;
    case 'lot':
      return `The ${demo.colour} ${name} parked on a city lot at sunset`;
    case 'interior':
      return `Dashboard and steering wheel of the ${name}, ${demo.vehicle.interiorColour?.toLowerCase() ?? ''} interior`;
  }
}

/**
 * The demo takeovers as records, in display order, created a day apart (the last one newest), with
 * their photos' keys and sizes (the photos themselves are written by `writeDemoTakeoverPhotos`).
 */
export function demoTakeoverRecords(now: Date = new Date()): TakeoverRecord[] {
  return demoTakeovers.map((demo, index) => {
    const id = stableUuid(`lease-takeover:${demo.vehicleId}`);
    const images: TakeoverImage[] = views.map((view) => {
      const imageId = stableUuid(`lease-takeover-photo:${demo.vehicleId}:${view}`);
      return {
        id: imageId,
        key: takeoverPhotoKey(id, imageId),
        alt: altText(demo, view),
        width: DEMO_PHOTO_WIDTH,
        height: DEMO_PHOTO_HEIGHT,
      };
    });
    return {
      id,
      createdAt: new Date(now.getTime() - (demoTakeovers.length - index) * 86_400_000),
      permutation: index,
      vehicleId: demo.vehicleId,
      vehicleInformation: demo.vehicle,
      leaseSummary: demo.lease,
      vehicleOptions: demo.options,
      images,
      published: true,
    };
  });
}

/** Replaces every takeover with the demo ones (in the caller's transaction). */
export async function replaceDemoTakeovers(db: Db): Promise<void> {
  await replaceAllTakeovers(db, demoTakeoverRecords());
}

/** The drawing of a demo photo, by its key. */
const demoPhotoByKey = new Map<string, () => Buffer>(
  demoTakeoverRecords(new Date(0)).flatMap((record) => {
    const demo = demoTakeovers.find((each) => each.vehicleId === record.vehicleId)!;
    const vehicle: DemoPhotoVehicle = { bodyStyle: demo.bodyStyle, paint: demo.paint, cabin: demo.cabin };
    return record.images.map(
      (image, index) => [image.key, () => Buffer.from(demoPhotoSvg(vehicle, views[index]!))] as const,
    );
  }),
);

/**
 * Writes the photos of the demo takeovers that are in the database into the bucket, those missing
 * only (a folder bucket keeps them across restarts; one in memory needs them at every start).
 * Takeovers that are not the demo's are left alone. Answers how many photos were written.
 */
export async function writeDemoTakeoverPhotos(db: Db, storage: Storage): Promise<number> {
  let written = 0;
  for (const takeover of await listTakeoversByPermutation(db, 'staff')) {
    for (const image of takeover.images) {
      const draw = demoPhotoByKey.get(image.key);
      if (!draw || (await hasStoredPhoto(storage, image))) continue;
      await storePhoto(storage, image.key, draw());
      written += 1;
    }
  }
  return written;
}
