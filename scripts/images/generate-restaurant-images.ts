/**
 * Renders the restaurant's illustrations (SVG sources in scripts/images/restaurant/) to the
 * responsive JPEG and WebP files the home page uses: frontend/public/images/restaurant/{name}-{width}.{jpg,webp}.
 * Run with `npx tsx scripts/images/generate-restaurant-images.ts`. The widths must match
 * frontend/src/features/home/images.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCES = path.join(ROOT, 'scripts', 'images', 'restaurant');
const OUTPUT = path.join(ROOT, 'frontend', 'public', 'images', 'restaurant');

const HERO_WIDTHS = [640, 1024, 1600];
const SCENE_WIDTHS = [480, 800];

/** Full-bleed hero slides need large sizes; the section illustrations never exceed 800 px. */
function widthsFor(name: string): number[] {
  return name.startsWith('hero-') ? HERO_WIDTHS : SCENE_WIDTHS;
}

async function render(file: string): Promise<string[]> {
  const name = path.basename(file, '.svg');
  const svg = fs.readFileSync(path.join(SOURCES, file));
  const written: string[] = [];
  for (const width of widthsFor(name)) {
    // Rasterise at twice the density so small details stay crisp once scaled down.
    const image = sharp(svg, { density: 144 }).resize({ width }).flatten({ background: '#15120f' });
    const base = path.join(OUTPUT, `${name}-${width}`);
    await image.clone().jpeg({ quality: 78, mozjpeg: true, progressive: true }).toFile(`${base}.jpg`);
    await image.clone().webp({ quality: 76, effort: 6 }).toFile(`${base}.webp`);
    written.push(`${base}.jpg`, `${base}.webp`);
  }
  return written;
}

async function main(): Promise<void> {
  fs.mkdirSync(OUTPUT, { recursive: true });
  const files = fs
    .readdirSync(SOURCES)
    .filter((file) => file.endsWith('.svg'))
    .sort();
  let total = 0;
  for (const file of files) {
    for (const output of await render(file)) {
      const size = fs.statSync(output).size;
      total += size;
      console.log(`${path.relative(ROOT, output)}  ${(size / 1024).toFixed(1)} kB`);
    }
  }
  console.log(`${files.length} illustrations, ${(total / 1024).toFixed(0)} kB in all`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
