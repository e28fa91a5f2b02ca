// The banner images of the public site, drawn as SVG scenes (no photographs: the site ships only
// art it owns). make-images.mjs renders each to AVIF and WebP in the widths the pages use.
const W = 1600;
const H = 640;

/** A small deterministic random generator, so that the same scene is drawn every time. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const sky = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

/** A ridge line from left to right: `base` is its mean height, `rough` how jagged. */
function ridge(rand, base, rough, step, color, opacity = 1) {
  let d = `M0 ${H} L0 ${base}`;
  let y = base;
  for (let x = 0; x <= W + step; x += step) {
    y = Math.max(base - rough, Math.min(base + rough * 0.6, y + (rand() - 0.55) * rough));
    d += ` L${x} ${y.toFixed(1)}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${color}" opacity="${opacity}"/>`;
}

function car(x, y, scale, body, glass = '#cfe3ee') {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M0 40 Q2 22 22 20 L52 6 Q60 2 74 2 L118 2 Q132 2 142 12 L160 22 Q186 24 190 36 L190 46 Q190 52 182 52 L8 52 Q0 52 0 46 Z" fill="${body}"/>
    <path d="M58 10 L76 6 L104 6 L104 22 L46 22 Z M112 6 L122 6 Q134 6 142 14 L150 22 L112 22 Z" fill="${glass}" opacity="0.85"/>
    <circle cx="44" cy="52" r="14" fill="#17212B"/><circle cx="44" cy="52" r="6" fill="#A9B3BD"/>
    <circle cx="150" cy="52" r="14" fill="#17212B"/><circle cx="150" cy="52" r="6" fill="#A9B3BD"/>
  </g>`;
}

function mountainsRoad(seed, palette) {
  const rand = random(seed);
  return `<defs>${sky('s', palette.sky)}</defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <circle cx="${1150 + rand() * 200}" cy="${170 + rand() * 40}" r="70" fill="${palette.sun}" opacity="0.85"/>
  ${ridge(rand, 300, 120, 40, palette.far, 0.9)}
  ${ridge(rand, 380, 90, 50, palette.mid)}
  ${ridge(rand, 470, 50, 80, palette.near)}
  <path d="M560 ${H} C700 560 900 520 1010 470 C1090 436 1150 420 1210 412 L1236 414 C1170 428 1110 450 1060 480 C960 540 860 590 800 ${H} Z" fill="#3B4754"/>
  <path d="M690 ${H} C800 580 940 525 1040 468 C1100 436 1160 420 1222 413" fill="none" stroke="#F4F6F9" stroke-width="5" stroke-dasharray="28 22" opacity="0.8"/>
  ${car(930, 470, 0.75, palette.car)}`;
}

function city(seed, palette) {
  const rand = random(seed);
  let towers = '';
  for (let x = -20; x < W; x += 40 + rand() * 50) {
    const w = 40 + rand() * 70;
    const h = 120 + rand() * 300;
    towers += `<rect x="${x.toFixed(0)}" y="${(470 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${rand() > 0.5 ? palette.mid : palette.near}"/>`;
    for (let wy = 490 - h; wy < 450; wy += 22)
      for (let wx = x + 8; wx < x + w - 10; wx += 16)
        if (rand() > 0.55)
          towers += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="7" height="10" fill="${palette.window}" opacity="0.8"/>`;
  }
  return `<defs>${sky('s', palette.sky)}</defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  ${ridge(rand, 330, 70, 60, palette.far, 0.8)}
  ${towers}
  <rect y="470" width="${W}" height="${H - 470}" fill="${palette.water}"/>
  ${Array.from({ length: 40 }, () => `<rect x="${(rand() * W).toFixed(0)}" y="${(480 + rand() * 150).toFixed(0)}" width="${(30 + rand() * 120).toFixed(0)}" height="3" fill="${palette.window}" opacity="0.35"/>`).join('')}`;
}

function coast(seed, palette) {
  const rand = random(seed);
  let trees = '';
  for (let x = 0; x < W; x += 18 + rand() * 22) {
    const h = 90 + rand() * 120;
    const y = 430 + rand() * 30;
    trees += `<path d="M${x} ${y} L${x + h * 0.22} ${y - h} L${x + h * 0.44} ${y} Z" fill="${rand() > 0.5 ? palette.near : palette.mid}"/>`;
  }
  return `<defs>${sky('s', palette.sky)}</defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <circle cx="${300 + rand() * 300}" cy="150" r="60" fill="${palette.sun}" opacity="0.8"/>
  ${ridge(rand, 330, 110, 45, palette.far, 0.85)}
  <rect y="420" width="${W}" height="${H - 420}" fill="${palette.water}"/>
  ${trees}
  ${Array.from({ length: 30 }, () => `<path d="M${(rand() * W).toFixed(0)} ${(500 + rand() * 130).toFixed(0)} q20 -8 40 0 t40 0" fill="none" stroke="#E7F0F7" stroke-width="3" opacity="0.35"/>`).join('')}`;
}

function prairie(seed, palette) {
  const rand = random(seed);
  let rows = '';
  for (let i = 0; i < 14; i++) {
    const y = 420 + i * i * 1.2 + i * 6;
    rows += `<path d="M0 ${y.toFixed(0)} Q800 ${(y - 12).toFixed(0)} ${W} ${y.toFixed(0)}" stroke="${palette.mid}" stroke-width="${(2 + i * 0.5).toFixed(1)}" fill="none" opacity="0.5"/>`;
  }
  return `<defs>${sky('s', palette.sky)}</defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <circle cx="${1200 + rand() * 150}" cy="330" r="90" fill="${palette.sun}" opacity="0.9"/>
  <rect y="400" width="${W}" height="${H - 400}" fill="${palette.near}"/>
  ${rows}
  <g fill="${palette.far}">
    <path d="M300 400 L300 260 L330 230 L360 260 L360 400 Z"/><rect x="360" y="320" width="70" height="80"/>
    <path d="M460 400 L460 300 L480 282 L500 300 L500 400 Z"/>
  </g>
  <path d="M0 470 L${W} 445" stroke="#3B4754" stroke-width="16"/>
  ${car(700, 404, 0.45, palette.car)}`;
}

function dealership(seed, palette) {
  const rand = random(seed);
  let cars = '';
  const colors = palette.cars;
  for (let i = 0; i < 7; i++) cars += car(40 + i * 225, 470 + (i % 2) * 40, 1, colors[i % colors.length]);
  return `<defs>${sky('s', palette.sky)}</defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <rect x="0" y="140" width="${W}" height="300" fill="${palette.far}"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${30 + i * 132}" y="180" width="112" height="220" fill="${palette.window}" opacity="${(0.55 + rand() * 0.3).toFixed(2)}"/>`).join('')}
  <rect x="0" y="120" width="${W}" height="30" fill="${palette.mid}"/>
  <rect y="440" width="${W}" height="${H - 440}" fill="${palette.near}"/>
  ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 225 + 10}" y="460" width="6" height="160" fill="#F4F6F9" opacity="0.5"/>`).join('')}
  ${cars}`;
}

function office(seed, palette) {
  const rand = random(seed);
  let panes = '';
  for (let x = 0; x < W; x += 80)
    for (let y = 0; y < H; y += 64)
      panes += `<rect x="${x + 4}" y="${y + 4}" width="72" height="56" fill="${rand() > 0.7 ? palette.window : palette.mid}" opacity="${(0.35 + rand() * 0.5).toFixed(2)}"/>`;
  return `<defs>${sky('s', palette.sky)}</defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <g transform="skewY(-8) translate(0 120)">${panes}</g>
  <rect x="0" y="520" width="${W}" height="120" fill="${palette.near}" opacity="0.85"/>
  ${Array.from({ length: 9 }, (_, i) => `<circle cx="${120 + i * 170 + rand() * 40}" cy="${500 - rand() * 20}" r="${16 + rand() * 6}" fill="${palette.far}"/><rect x="${104 + i * 170 + rand() * 40}" y="515" width="36" height="90" rx="14" fill="${palette.far}"/>`).join('')}`;
}

const dawn = {
  sky: [
    [0, '#F6C48B'],
    [0.55, '#E98F6F'],
    [1, '#6D5B8E'],
  ],
  sun: '#FFE2A8',
  far: '#7B6C9C',
  mid: '#4F4A7A',
  near: '#2E3557',
  car: '#0B7A75',
  water: '#3B5B7E',
  window: '#FFE2A8',
};
const day = {
  sky: [
    [0, '#8FC3E8'],
    [1, '#E7F0F7'],
  ],
  sun: '#FFF4D6',
  far: '#7FA7C4',
  mid: '#3F6E8C',
  near: '#1F4A66',
  car: '#B42318',
  water: '#2F6F95',
  window: '#FFF4D6',
};
const dusk = {
  sky: [
    [0, '#1C2C4F'],
    [0.6, '#5A4D7A'],
    [1, '#E7906D'],
  ],
  sun: '#F8C77E',
  far: '#3A3F66',
  mid: '#28304F',
  near: '#1A2139',
  car: '#E7F0F7',
  water: '#1E3556',
  window: '#F8D58E',
};
const green = {
  sky: [
    [0, '#BFE3D9'],
    [1, '#F4F6F9'],
  ],
  sun: '#FFF8DE',
  far: '#6FA59A',
  mid: '#2F7A5F',
  near: '#1D5A44',
  car: '#0B3B60',
  water: '#2D7A8C',
  window: '#FFF8DE',
};
const gold = {
  sky: [
    [0, '#9CC8E6'],
    [0.7, '#F3D9A4'],
    [1, '#F0B96B'],
  ],
  sun: '#FFF1C9',
  far: '#7A5A3A',
  mid: '#B8862E',
  near: '#D9A441',
  car: '#0B3B60',
  water: '#2F6F95',
  window: '#FFF1C9',
};

/** Every banner image by name: the scene it draws. */
export const scenes = {
  home: () => mountainsRoad(11, dawn),
  company: () => city(21, day),
  'board-of-directors': () => office(31, dusk),
  team: () => office(32, { ...day, mid: '#B9D0E3', window: '#0A5B8C', near: '#0B3B60', far: '#0B3B60' }),
  'our-contributions': () => coast(41, green),
  career: () => city(22, dawn),
  'client-benefits': () => mountainsRoad(12, day),
  'social-media-and-events': () => prairie(51, gold),
  'dealer-about': () =>
    dealership(61, { ...day, cars: ['#B42318', '#0B3B60', '#E7F0F7', '#17212B', '#0B7A75'] }),
  'corporate-profile': () => city(23, dusk),
  'press-releases': () =>
    city(24, {
      ...day,
      sky: [
        [0, '#B9D0E3'],
        [1, '#F4F6F9'],
      ],
    }),
  'corporate-governance': () => office(33, { ...dusk, mid: '#3A3F66' }),
  'agm-documents': () => office(34, gold),
  esg: () => coast(42, day),
  'contact-us': () => prairie(52, day),
};

export const svgOf = (name) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scenes[name]()}</svg>`;
