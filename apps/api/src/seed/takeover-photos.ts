/*
 * The demo takeovers' photos, drawn in code (no network, no binary files in the repository): an SVG
 * of the vehicle's silhouette in its colour, on a road by day or on a lot at sunset, and its
 * dashboard; sharp renders each to pixels, and `storePhoto` stores its web sizes. The same
 * vehicle gives the same pictures every run.
 */

/** The shapes the silhouettes come in. */
export type BodyStyle = 'sedan' | 'suv' | 'truck' | 'hatchback' | 'wagon';

/** The three demo views of a vehicle. */
export type DemoView = 'road' | 'lot' | 'interior';

export interface DemoPhotoVehicle {
  bodyStyle: BodyStyle;
  /** The paint, as a CSS colour. */
  paint: string;
  /** The cabin, as a CSS colour. */
  cabin: string;
}

/** The demo photos' canvas: 3:2, as a camera's. */
export const DEMO_PHOTO_WIDTH = 1440;
export const DEMO_PHOTO_HEIGHT = 960;

interface Shape {
  /** Top of the lower body, from the ground up. */
  belt: number;
  /** Roof height. */
  roof: number;
  /** Where the cabin starts and ends along the car (0 rear … 1 front), at the belt and at the roof. */
  cabin: [rearBelt: number, rearRoof: number, frontRoof: number, frontBelt: number];
  /** Where an open bed ends (trucks). */
  bed?: number;
}

const shapes: Record<BodyStyle, Shape> = {
  sedan: { belt: 170, roof: 300, cabin: [0.12, 0.28, 0.6, 0.72] },
  hatchback: { belt: 175, roof: 315, cabin: [0.03, 0.1, 0.58, 0.72] },
  wagon: { belt: 180, roof: 320, cabin: [0.02, 0.05, 0.6, 0.72] },
  suv: { belt: 215, roof: 375, cabin: [0.02, 0.05, 0.62, 0.74] },
  truck: { belt: 225, roof: 385, cabin: [0.4, 0.42, 0.68, 0.76], bed: 0.38 },
};

/** A darker or lighter shade of a `#rrggbb` colour (amount −1 … 1). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The car in profile, facing right, its wheels on `ground`, from `left` to `left + length`. */
function silhouette(vehicle: DemoPhotoVehicle, left: number, length: number, ground: number): string {
  const shape = shapes[vehicle.bodyStyle];
  const at = (share: number) => left + length * share;
  const y = (height: number) => ground - height;
  const wheelR = vehicle.bodyStyle === 'truck' || vehicle.bodyStyle === 'suv' ? 78 : 68;
  const rear = at(0.19);
  const front = at(0.81);
  const sill = y(wheelR * 0.55);
  const [rearBelt, rearRoof, frontRoof, frontBelt] = shape.cabin;
  const body = [
    `M ${at(0)} ${sill}`,
    `L ${at(0)} ${y(shape.belt - 25)}`,
    `Q ${at(0)} ${y(shape.belt)} ${at(0.04)} ${y(shape.belt)}`,
    `L ${at(0.93)} ${y(shape.belt - 20)}`,
    `Q ${at(1)} ${y(shape.belt - 30)} ${at(1)} ${y(shape.belt - 70)}`,
    `L ${at(1)} ${sill}`,
    'Z',
  ].join(' ');
  const cabin = [
    `M ${at(rearBelt)} ${y(shape.belt)}`,
    `L ${at(rearRoof)} ${y(shape.roof)}`,
    `L ${at(frontRoof)} ${y(shape.roof)}`,
    `L ${at(frontBelt)} ${y(shape.belt - 10)}`,
    'Z',
  ].join(' ');
  const inset = 16;
  const windows = [
    `M ${at(rearBelt) + inset * 1.6} ${y(shape.belt + 8)}`,
    `L ${at(rearRoof) + inset} ${y(shape.roof - inset)}`,
    `L ${at(frontRoof) - inset * 0.6} ${y(shape.roof - inset)}`,
    `L ${at(frontBelt) - inset * 2.2} ${y(shape.belt - 2)}`,
    'Z',
  ].join(' ');
  const pillar = at((rearRoof + frontRoof) / 2);
  const bed = shape.bed
    ? `<rect x="${at(0.015)}" y="${y(shape.belt + 14)}" width="${length * (shape.bed - 0.02)}" height="14" rx="4" fill="${shade(vehicle.paint, -0.35)}"/>`
    : '';
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="${y(wheelR)}" r="${wheelR + 10}" fill="${shade(vehicle.paint, -0.55)}"/>` +
    `<circle cx="${cx}" cy="${y(wheelR)}" r="${wheelR}" fill="#1d1f22"/>` +
    `<circle cx="${cx}" cy="${y(wheelR)}" r="${wheelR * 0.58}" fill="url(#rim)"/>` +
    `<circle cx="${cx}" cy="${y(wheelR)}" r="${wheelR * 0.14}" fill="#44484d"/>`;
  return [
    `<ellipse cx="${at(0.5)}" cy="${ground + 6}" rx="${length * 0.56}" ry="22" fill="#000" opacity="0.35"/>`,
    `<path d="${cabin}" fill="${shade(vehicle.paint, -0.08)}"/>`,
    `<path d="${windows}" fill="url(#glass)"/>`,
    `<rect x="${pillar - 7}" y="${y(shape.roof - 14)}" width="14" height="${shape.roof - shape.belt - 6}" fill="${shade(vehicle.paint, -0.3)}"/>`,
    `<path d="${body}" fill="url(#paint)"/>`,
    bed,
    `<path d="M ${at(0.05)} ${y(shape.belt - 45)} L ${at(0.95)} ${y(shape.belt - 62)}" stroke="${shade(vehicle.paint, 0.35)}" stroke-width="5" opacity="0.7"/>`,
    `<rect x="${at(0.965)}" y="${y(shape.belt - 40)}" width="${length * 0.035}" height="22" rx="8" fill="#fff6d5"/>`,
    `<rect x="${at(0)}" y="${y(shape.belt - 34)}" width="${length * 0.025}" height="26" rx="6" fill="#d3262f"/>`,
    `<rect x="${at(0.5) - 20}" y="${y(shape.belt - 72)}" width="40" height="8" rx="4" fill="${shade(vehicle.paint, -0.4)}"/>`,
    wheel(rear),
    wheel(front),
  ].join('');
}

function gradients(vehicle: DemoPhotoVehicle): string {
  return `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(vehicle.paint, 0.25)}"/>
      <stop offset="0.55" stop-color="${vehicle.paint}"/>
      <stop offset="1" stop-color="${shade(vehicle.paint, -0.45)}"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#cfe3f2"/>
      <stop offset="0.5" stop-color="#5d7890"/>
      <stop offset="1" stop-color="#233241"/>
    </linearGradient>
    <radialGradient id="rim">
      <stop offset="0" stop-color="#e9ecef"/>
      <stop offset="1" stop-color="#7d848c"/>
    </radialGradient>`;
}

/** By day on a road through the hills, facing right. */
function roadScene(vehicle: DemoPhotoVehicle): string {
  const ground = 780;
  return `<defs>${gradients(vehicle)}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3d7fc1"/><stop offset="1" stop-color="#cfe6f7"/>
    </linearGradient></defs>
    <rect width="1440" height="960" fill="url(#sky)"/>
    <circle cx="1180" cy="170" r="70" fill="#fff8dc" opacity="0.9"/>
    <path d="M0 600 Q 240 470 480 560 T 960 540 T 1440 520 L1440 700 L0 700 Z" fill="#6f9a6b"/>
    <path d="M0 640 Q 300 560 620 630 T 1440 600 L1440 720 L0 720 Z" fill="#4f7b4f"/>
    <rect y="700" width="1440" height="260" fill="#3b3f44"/>
    <rect y="700" width="1440" height="10" fill="#c9c9c9"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${i * 260 + 40}" y="880" width="140" height="12" fill="#f1d36b"/>`).join('')}
    ${silhouette(vehicle, 250, 940, ground)}`;
}

/** At sunset on a lot, facing left (mirrored). */
function lotScene(vehicle: DemoPhotoVehicle): string {
  const ground = 800;
  return `<defs>${gradients(vehicle)}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b2d5c"/><stop offset="0.55" stop-color="#c8607a"/><stop offset="1" stop-color="#f4b266"/>
    </linearGradient></defs>
    <rect width="1440" height="960" fill="url(#sky)"/>
    <g fill="#23243f" opacity="0.85">
      <rect x="60" y="360" width="150" height="320"/><rect x="230" y="300" width="110" height="380"/>
      <rect x="980" y="330" width="130" height="350"/><rect x="1130" y="260" width="170" height="420"/>
      <rect x="1320" y="390" width="100" height="290"/>
    </g>
    <rect y="680" width="1440" height="280" fill="#56585e"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${i * 220 + 20}" y="700" width="8" height="240" fill="#e7e7e7" opacity="0.6"/>`).join('')}
    <g transform="translate(1440 0) scale(-1 1)">${silhouette(vehicle, 240, 960, ground)}</g>`;
}

/** The dashboard and steering wheel, in the cabin's colour. */
function interiorScene(vehicle: DemoPhotoVehicle): string {
  const trim = vehicle.cabin;
  return `<defs>
    <linearGradient id="wind" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#a9cbe6"/><stop offset="1" stop-color="#e8f1f7"/>
    </linearGradient>
    <linearGradient id="dash" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(trim, 0.15)}"/><stop offset="1" stop-color="${shade(trim, -0.5)}"/>
    </linearGradient>
    <radialGradient id="screen"><stop offset="0" stop-color="#4aa3df"/><stop offset="1" stop-color="#0f2940"/></radialGradient></defs>
    <rect width="1440" height="960" fill="url(#wind)"/>
    <path d="M0 0 L300 0 L120 520 L0 560 Z M1440 0 L1140 0 L1320 520 L1440 560 Z" fill="${shade(trim, -0.6)}"/>
    <path d="M0 540 Q 720 380 1440 540 L1440 960 L0 960 Z" fill="url(#dash)"/>
    <rect x="600" y="500" width="260" height="150" rx="18" fill="url(#screen)" stroke="#111" stroke-width="6"/>
    <rect x="630" y="530" width="90" height="8" rx="4" fill="#d8ecf8" opacity="0.8"/>
    <rect x="630" y="560" width="160" height="8" rx="4" fill="#d8ecf8" opacity="0.5"/>
    ${[480, 900].map((x) => `<rect x="${x}" y="560" width="70" height="34" rx="10" fill="#2a2c30"/>`).join('')}
    <circle cx="360" cy="760" r="200" fill="none" stroke="#1f2124" stroke-width="44"/>
    <circle cx="360" cy="760" r="58" fill="#2d3034"/>
    <path d="M160 770 L 302 760 M 418 760 L 560 770 M 360 818 L 360 960" stroke="#1f2124" stroke-width="40"/>
    <circle cx="360" cy="760" r="22" fill="#8a9096"/>
    <rect x="650" y="760" width="160" height="200" rx="24" fill="${shade(trim, -0.35)}"/>
    <circle cx="730" cy="820" r="30" fill="#3a3d42" stroke="#9aa1a8" stroke-width="4"/>`;
}

/** The SVG of one view of a vehicle, 1440 × 960. */
export function demoPhotoSvg(vehicle: DemoPhotoVehicle, view: DemoView): string {
  const scene =
    view === 'road' ? roadScene(vehicle) : view === 'lot' ? lotScene(vehicle) : interiorScene(vehicle);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PHOTO_WIDTH}" height="${DEMO_PHOTO_HEIGHT}" viewBox="0 0 1440 960">${scene}</svg>`;
}
