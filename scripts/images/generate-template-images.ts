/**
 * Renders the hotel-template illustrations (SVG sources in scripts/images/template/) to the raster sizes their
 * slots need: WebP under frontend/public/images/template/ and the meal JPEGs under frontend/public/images/meals/.
 * Run with `npx tsx scripts/images/generate-template-images.ts`. Every image is drawn by the project: no photos.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_SLOTS, TEMPLATE_IMAGE_NAMES, type TemplateImageName } from '../../frontend/src/templates/data/images';

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCES = path.join(__dirname, 'template');
const TEMPLATE_OUT = path.join(ROOT, 'frontend/public/images/template');
const MEALS_OUT = path.join(ROOT, 'frontend/public/images/meals');

type Palette = Record<string, string>;

const DAY: Palette = {
  sky: '#9fd0e8',
  skyLow: '#e4f1f4',
  sun: '#f6d37a',
  hill: '#6f8f86',
  hillNear: '#58766c',
  water: '#4f9fbf',
  waterDeep: '#2f6f8f',
};
const SUNSET: Palette = {
  sky: '#f2a46b',
  skyLow: '#f8d8a8',
  sun: '#fbe3a0',
  hill: '#8a6a7a',
  hillNear: '#6d5466',
  water: '#5a8fb0',
  waterDeep: '#3b6a8a',
};
const DUSK: Palette = {
  sky: '#243a5e',
  skyLow: '#7a5a8c',
  sun: '#e98e6b',
  hill: '#3b4a66',
  hillNear: '#2c3850',
  water: '#3a5f86',
  waterDeep: '#23405e',
};

const ROOM_BASE: Palette = {
  ...DAY,
  wall: '#efe4d3',
  floor: '#b88b5e',
  trim: '#fbf7f0',
  headboard: '#7a5a43',
  sheet: '#fbf8f3',
  blanket: '#2f4f6f',
  accent: '#c9962f',
  lamp: '#f3d9a0',
};

const PERSON_HAIR = {
  short: 'M195 300 Q190 180 300 175 Q410 180 405 300 Q380 230 300 228 Q220 230 195 300 Z',
  long: 'M185 480 Q170 200 300 175 Q430 200 415 480 L380 480 Q400 300 360 240 Q300 260 240 240 Q200 300 220 480 Z',
  bun: 'M195 300 Q190 190 300 185 Q410 190 405 300 Q380 235 300 232 Q220 235 195 300 Z M260 130 a40 40 0 1 0 80 0 a40 40 0 1 0 -80 0',
  curly:
    'M190 320 Q160 250 200 210 Q200 160 260 165 Q300 130 340 165 Q400 160 400 210 Q440 250 410 320 Q390 250 300 240 Q210 250 190 320 Z',
};

const person = (
  bg: string,
  shirt: string,
  skin: string,
  hair: string,
  hairPath: keyof typeof PERSON_HAIR,
): Palette => ({
  bg,
  halo: '#ffffff33',
  shirt,
  collar: '#fbf8f3',
  skin,
  hair,
  eyes: '#2a2320',
  hairPath: PERSON_HAIR[hairPath],
});

/** Which source and palette each template image is drawn from. */
const TEMPLATE_ART: Record<TemplateImageName, { source: string; palette: Palette }> = {
  'hero-resort': {
    source: 'pool',
    palette: {
      ...SUNSET,
      deck: '#e9d8bd',
      accent: '#c0563b',
      accent2: '#f2c14e',
      trim: '#fbf7f0',
      trunk: '#7a5a43',
      leaf: '#3f7a4f',
    },
  },
  'hero-hostel': {
    source: 'lobby',
    palette: {
      wall: '#f0d9b5',
      floor: '#c96f4a',
      floorAlt: '#f4e6cf',
      trim: '#fbf7f0',
      sky: '#9fd0e8',
      lamp: '#f6d37a',
      desk: '#3a6b6b',
      accent: '#e08a3c',
      accent2: '#c0563b',
      leaf: '#3f7a4f',
    },
  },
  'hero-city': {
    source: 'city',
    palette: {
      ...DUSK,
      moon: '#f7ecd0',
      far: '#33405c',
      near: '#1f2940',
      tower: '#162033',
      window: '#f6cf7a',
      accent: '#c9962f',
    },
  },
  'hero-apartment-1': {
    source: 'apartment',
    palette: {
      ...DAY,
      wall: '#eee6da',
      floor: '#c9a27a',
      trim: '#fbf7f0',
      sofa: '#4f6f8f',
      accent: '#e0a458',
      accent2: '#c0563b',
      rug: '#d9c3a3',
      wood: '#8a6343',
      counter: '#e2d6c4',
      leaf: '#4f8a5f',
      lamp: '#f3d9a0',
    },
  },
  'hero-apartment-2': {
    source: 'restaurant',
    palette: {
      ...DAY,
      wall: '#e9e0d0',
      floor: '#a9805a',
      trim: '#fbf7f0',
      lamp: '#f3c86b',
      cloth: '#fbf8f3',
      chair: '#5a4536',
      accent: '#8f2c3a',
      candle: '#f8f0dc',
    },
  },
  'hero-apartment-3': {
    source: 'apartment',
    palette: {
      ...DUSK,
      wall: '#3a3f55',
      floor: '#5a4a48',
      trim: '#d8cdbd',
      sofa: '#c9962f',
      accent: '#e98e6b',
      accent2: '#7fa38a',
      rug: '#4a4660',
      wood: '#7a5a43',
      counter: '#4a4f66',
      leaf: '#7fa38a',
      lamp: '#f6cf7a',
    },
  },
  banner: {
    source: 'city',
    palette: {
      ...DUSK,
      moon: '#f7ecd0',
      far: '#3b4a66',
      near: '#26314a',
      tower: '#1c2740',
      window: '#e8c277',
      accent: '#95652a',
    },
  },
  'video-banner': {
    source: 'lobby',
    palette: {
      wall: '#3a3f55',
      floor: '#2c3040',
      floorAlt: '#4a4f66',
      trim: '#d8cdbd',
      sky: '#243a5e',
      lamp: '#f6cf7a',
      desk: '#5a4536',
      accent: '#c9962f',
      accent2: '#8f2c3a',
      leaf: '#4f8a5f',
    },
  },
  'room-1': { source: 'room', palette: ROOM_BASE },
  'room-2': {
    source: 'room',
    palette: { ...ROOM_BASE, wall: '#dfe8e1', blanket: '#7a9a6f', accent: '#e0a458', headboard: '#5a6b4f' },
  },
  'room-3': {
    source: 'room',
    palette: { ...ROOM_BASE, ...SUNSET, wall: '#f1ddd0', blanket: '#b5574b', accent: '#2f4f6f' },
  },
  'room-4': {
    source: 'room',
    palette: { ...ROOM_BASE, wall: '#e4e0ef', blanket: '#4a4a7a', accent: '#c9962f', headboard: '#3a3550' },
  },
  'room-5': {
    source: 'room',
    palette: { ...ROOM_BASE, wall: '#f3ead6', blanket: '#d9a25f', accent: '#7a5a43', floor: '#9a7a5a' },
  },
  'room-6': {
    source: 'room',
    palette: {
      ...ROOM_BASE,
      ...DUSK,
      wall: '#2f3650',
      floor: '#5a4a48',
      trim: '#d8cdbd',
      blanket: '#c9962f',
      accent: '#e98e6b',
      headboard: '#1f2436',
      lamp: '#f6cf7a',
    },
  },
  'room-detail-1': {
    source: 'room',
    palette: { ...ROOM_BASE, wall: '#ece3d6', blanket: '#5b6b3a', accent: '#c9962f' },
  },
  'room-detail-2': {
    source: 'apartment',
    palette: {
      ...DAY,
      wall: '#ece3d6',
      floor: '#b88b5e',
      trim: '#fbf7f0',
      sofa: '#5b6b3a',
      accent: '#c9962f',
      accent2: '#b23a2e',
      rug: '#d9c3a3',
      wood: '#7a5a43',
      counter: '#e2d6c4',
      leaf: '#4f8a5f',
      lamp: '#f3d9a0',
    },
  },
  'place-1': {
    source: 'pool',
    palette: {
      ...DAY,
      deck: '#efe2cc',
      accent: '#2f6f8f',
      accent2: '#e0a458',
      trim: '#fbf7f0',
      trunk: '#7a5a43',
      leaf: '#3f7a4f',
    },
  },
  'place-2': {
    source: 'beach',
    palette: { ...DAY, sand: '#ecd9b4', wood: '#8a6343', boat: '#b5574b', leaf: '#4f8a5f', trunk: '#6a4a33' },
  },
  'place-3': {
    source: 'spa',
    palette: {
      ...DAY,
      wall: '#e6ddd0',
      floor: '#bfae98',
      trim: '#fbf7f0',
      stone: '#9a9a92',
      candle: '#f8f0dc',
      flame: '#f2a93b',
      towel: '#fbf8f3',
      accent: '#7fa38a',
      leaf: '#4f8a5f',
    },
  },
  'place-4': {
    source: 'restaurant',
    palette: {
      ...SUNSET,
      wall: '#efe0cc',
      floor: '#a9805a',
      trim: '#fbf7f0',
      lamp: '#f3c86b',
      cloth: '#fbf8f3',
      chair: '#6a4a33',
      accent: '#8f2c3a',
      candle: '#f8f0dc',
    },
  },
  'place-5': {
    source: 'city',
    palette: {
      ...SUNSET,
      moon: '#fff4d6',
      far: '#8a6a7a',
      near: '#5a4660',
      tower: '#4a3a55',
      window: '#ffe09a',
      accent: '#c0563b',
    },
  },
  'place-6': {
    source: 'lobby',
    palette: {
      wall: '#e3ecdf',
      floor: '#8fa38a',
      floorAlt: '#eef2ea',
      trim: '#fbf7f0',
      sky: '#9fd0e8',
      lamp: '#f3d9a0',
      desk: '#6a5a45',
      accent: '#c9962f',
      accent2: '#b5574b',
      leaf: '#3f7a4f',
    },
  },
  'post-1': { source: 'room', palette: { ...ROOM_BASE, wall: '#f4ead8', blanket: '#e0a458', accent: '#5b6b3a' } },
  'post-2': {
    source: 'room',
    palette: { ...ROOM_BASE, wall: '#e9e4dc', blanket: '#cfc5b4', accent: '#7a5a43', headboard: '#a9805a' },
  },
  'post-3': {
    source: 'pool',
    palette: {
      ...DAY,
      deck: '#f1e6d2',
      accent: '#c0563b',
      accent2: '#2f6f8f',
      trim: '#fbf7f0',
      trunk: '#7a5a43',
      leaf: '#3f7a4f',
    },
  },
  'post-4': {
    source: 'city',
    palette: {
      ...DUSK,
      moon: '#f7ecd0',
      far: '#4a3f66',
      near: '#2c2744',
      tower: '#231f38',
      window: '#f6cf7a',
      accent: '#e98e6b',
    },
  },
  'post-5': {
    source: 'spa',
    palette: {
      ...DUSK,
      wall: '#4a4458',
      floor: '#3a3546',
      trim: '#d8cdbd',
      stone: '#6a6478',
      candle: '#f8f0dc',
      flame: '#f2a93b',
      towel: '#e8e0d0',
      accent: '#c9962f',
      leaf: '#7fa38a',
    },
  },
  'post-6': {
    source: 'lobby',
    palette: {
      wall: '#efe4d3',
      floor: '#2f4f6f',
      floorAlt: '#efe4d3',
      trim: '#fbf7f0',
      sky: '#9fd0e8',
      lamp: '#f6d37a',
      desk: '#7a5a43',
      accent: '#c9962f',
      accent2: '#b5574b',
      leaf: '#3f7a4f',
    },
  },
  'service-1': {
    source: 'gym',
    palette: {
      ...DAY,
      wall: '#e9e6e0',
      floor: '#8a8a86',
      trim: '#fbf7f0',
      machine: '#2c3850',
      accent: '#e0604f',
      mat: '#5b6b3a',
    },
  },
  'service-2': {
    source: 'pool',
    palette: {
      ...DAY,
      sky: '#dfe9ee',
      skyLow: '#f4f7f8',
      deck: '#e6e1d8',
      accent: '#2f6f8f',
      accent2: '#5b6b3a',
      trim: '#fbf7f0',
      trunk: '#7a5a43',
      leaf: '#4f8a5f',
    },
  },
  'service-3': {
    source: 'restaurant',
    palette: {
      ...DAY,
      wall: '#f1e6d4',
      floor: '#9a7050',
      trim: '#fbf7f0',
      lamp: '#f3c86b',
      cloth: '#fbf8f3',
      chair: '#5a4536',
      accent: '#b23a2e',
      candle: '#f8f0dc',
    },
  },
  'service-4': {
    source: 'gym',
    palette: {
      ...SUNSET,
      wall: '#f3e6d6',
      floor: '#c9a27a',
      trim: '#fbf7f0',
      machine: '#7a5a43',
      accent: '#5b6b3a',
      mat: '#c0563b',
    },
  },
  'service-5': {
    source: 'shuttle',
    palette: {
      sky: '#9fd0e8',
      wall: '#efe4d3',
      window: '#cfe3ee',
      door: '#7a5a43',
      accent: '#c9962f',
      road: '#5a5f66',
      van: '#2f4f6f',
      tyre: '#1f2226',
    },
  },
  'offer-1': {
    source: 'room',
    palette: { ...ROOM_BASE, wall: '#f6e3e0', blanket: '#fbf8f3', accent: '#c0563b', headboard: '#8a5a4a' },
  },
  'offer-2': {
    source: 'beach',
    palette: { ...SUNSET, sand: '#e6c9a0', wood: '#7a5a43', boat: '#2f4f6f', leaf: '#5a7a4f', trunk: '#6a4a33' },
  },
  'offer-3': {
    source: 'room',
    palette: { ...ROOM_BASE, wall: '#e0ecf3', blanket: '#e0a458', accent: '#4f9fbf', headboard: '#2f6f8f' },
  },
  'about-1': {
    source: 'facade',
    palette: {
      sky: '#9fd0e8',
      sun: '#f6d37a',
      wall: '#efe0c8',
      roof: '#8f4a3a',
      window: '#2f4f6f',
      trim: '#fbf7f0',
      flower: '#c0563b',
      door: '#5a4536',
      accent: '#2f6f8f',
      ground: '#8a8a86',
    },
  },
  'about-2': {
    source: 'facade',
    palette: {
      sky: '#243a5e',
      sun: '#f7ecd0',
      wall: '#5a5470',
      roof: '#2c2744',
      window: '#f6cf7a',
      trim: '#d8cdbd',
      flower: '#e98e6b',
      door: '#2c2744',
      accent: '#c9962f',
      ground: '#2c3040',
    },
  },
  manager: { source: 'person', palette: person('#2f4f6f', '#1c2430', '#e8b894', '#3a2a20', 'bun') },
  'team-1': { source: 'person', palette: person('#c9962f', '#1c2430', '#e8b894', '#3a2a20', 'bun') },
  'team-2': { source: 'person', palette: person('#5b6b3a', '#2f4f6f', '#c98e6a', '#1f1a17', 'short') },
  'team-3': { source: 'person', palette: person('#b5574b', '#fbf8f3', '#f1cfb0', '#b0713a', 'long') },
  'team-4': { source: 'person', palette: person('#2f6f8f', '#fbf8f3', '#8d5a3c', '#1f1a17', 'short') },
  'team-5': { source: 'person', palette: person('#7a5a8c', '#3a3550', '#a86b4a', '#2a1d18', 'curly') },
  'team-6': { source: 'person', palette: person('#8a6343', '#5b6b3a', '#f1cfb0', '#6a4a33', 'short') },
  'avatar-1': { source: 'person', palette: person('#7fa38a', '#b5574b', '#f1cfb0', '#1f1a17', 'long') },
  'avatar-2': { source: 'person', palette: person('#e0a458', '#2f4f6f', '#c98e6a', '#3a2a20', 'curly') },
  'avatar-3': { source: 'person', palette: person('#4f9fbf', '#1c2430', '#e8b894', '#8a6343', 'short') },
  'avatar-4': { source: 'person', palette: person('#c0563b', '#5b6b3a', '#f1cfb0', '#3a2a20', 'short') },
  'avatar-5': { source: 'person', palette: person('#5b6b3a', '#c9962f', '#8d5a3c', '#1f1a17', 'bun') },
};

const MEAL_TABLES = ['#8a6343', '#2f4f6f', '#5b6b3a', '#b5574b'];
const MEAL_FOOD: Record<string, Palette[]> = {
  breakfast: [
    { food: '#d9a25f', food2: '#c48a48', sauce: '#8a4a20', berry: '#7a2f5a', drink: '#6a4028' },
    { food: '#f2d06b', food2: '#f7e3a0', sauce: '#e08a3c', berry: '#c0392b', drink: '#6a4028' },
    { food: '#7fa35a', food2: '#a9c47f', sauce: '#f2d06b', berry: '#c0392b', drink: '#e8d8c0' },
    { food: '#f4ecdf', food2: '#e8dcc8', sauce: '#c48a48', berry: '#5a2f7a', drink: '#f2a93b' },
  ],
  lunch: [
    { food: '#7fa35a', food2: '#5a8a3f', sauce: '#c48a48', berry: '#c0392b' },
    { food: '#e9d6a8', food2: '#7fa35a', sauce: '#b5574b', berry: '#e0a458' },
    { food: '#c0563b', food2: '#e08a3c', sauce: '#f4ecdf', berry: '#5a8a3f' },
    { food: '#a9c47f', food2: '#f4ecdf', sauce: '#d9a25f', berry: '#7a2f5a' },
  ],
  supper: [
    { food: '#e07a3c', food2: '#4f8a3f', sauce: '#f8f0dc' },
    { food: '#7fa35a', food2: '#f8f0dc', sauce: '#f4ecdf' },
    { food: '#b5574b', food2: '#f2d06b', sauce: '#f8f0dc' },
    { food: '#e9c46a', food2: '#5a8a3f', sauce: '#fbf8f3' },
  ],
  dinner: [
    { food: '#7a3f2a', food2: '#4a2418', sauce: '#8a2f2f', berry: '#5a8a3f', drink: '#6a1f2f' },
    { food: '#f2c9a8', food2: '#d98a6a', sauce: '#f2d06b', berry: '#5a8a3f', drink: '#f3e6b0' },
    { food: '#e9d6a8', food2: '#c48a48', sauce: '#7fa35a', berry: '#c0392b', drink: '#6a1f2f' },
    { food: '#5a3a2a', food2: '#3a2418', sauce: '#c48a48', berry: '#e07a3c', drink: '#6a1f2f' },
  ],
};

function fillPalette(source: string, palette: Palette): string {
  const svg = fs.readFileSync(path.join(SOURCES, `${source}.svg`), 'utf8');
  return svg.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = palette[key];
    if (value === undefined) throw new Error(`${source}.svg needs a colour for "${key}"`);
    return value;
  });
}

function render(svg: string, width: number, height: number): Sharp {
  // Render at twice the target width so thin strokes stay crisp after the downscale.
  const density = Math.max(72, Math.ceil((width * 2 * 72) / 1600));
  return sharp(Buffer.from(svg), { density }).resize(width, height, { fit: 'cover' });
}

async function main(): Promise<void> {
  fs.mkdirSync(TEMPLATE_OUT, { recursive: true });
  fs.mkdirSync(MEALS_OUT, { recursive: true });
  let total = 0;

  for (const [name, slot] of Object.entries(TEMPLATE_IMAGE_NAMES) as [TemplateImageName, keyof typeof IMAGE_SLOTS][]) {
    const { width, height } = IMAGE_SLOTS[slot];
    const art = TEMPLATE_ART[name];
    const file = path.join(TEMPLATE_OUT, `${name}.webp`);
    await render(fillPalette(art.source, art.palette), width, height).webp({ quality: 72, effort: 6 }).toFile(file);
    total += fs.statSync(file).size;
  }

  const { width, height } = IMAGE_SLOTS.meal;
  for (const [category, variants] of Object.entries(MEAL_FOOD)) {
    for (const [index, food] of variants.entries()) {
      const palette: Palette = {
        table: MEAL_TABLES[index] ?? '#8a6343',
        stripe: '#fbf8f3',
        plate: '#fbf8f3',
        plateIn: '#ece6dc',
        ...food,
      };
      const file = path.join(MEALS_OUT, `${category}-${index + 1}.jpg`);
      await render(fillPalette(`meal-${category}`, palette), width, height)
        .jpeg({ quality: 76, mozjpeg: true })
        .toFile(file);
      total += fs.statSync(file).size;
    }
  }

  console.log(`Template images written: ${(total / 1024).toFixed(0)} KiB in total.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
