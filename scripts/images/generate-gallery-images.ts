/**
 * Renders the gallery's illustrations (scripts/images/galerie/{n}.svg) to the
 * files the site serves: /images/galerie/{n}.JPG for the lightbox, and
 * /images/galerie/thumbs/{n}.webp and /images/galerie/medium/{n}.webp for the grid (the medium one for phones
 * with dense screens, where the 600 px thumbnail is too small and the JPG four times too heavy). Run: npx tsx scripts/images/generate-gallery-images.ts
 * To use a real photo instead, drop it in frontend/public/images/galerie/ under the same name.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCES = path.join(ROOT, 'scripts', 'images', 'galerie');
const OUTPUT = path.join(ROOT, 'frontend', 'public', 'images', 'galerie');
const THUMBS = path.join(OUTPUT, 'thumbs');
const MEDIUMS = path.join(OUTPUT, 'medium');

const COUNT = 17;
const FULL = { width: 1600, height: 1067, quality: 78 };
const THUMB = { width: 600, height: 400, quality: 72 };
const MEDIUM = { width: 900, height: 600, quality: 72 };

async function render(n: number): Promise<number> {
  const svg = fs.readFileSync(path.join(SOURCES, `${n}.svg`));
  // Render at twice the size, then reduce: smoother edges on the flat shapes.
  const master = await sharp(svg, { density: 144 })
    .resize(FULL.width, FULL.height, { fit: 'cover' })
    .flatten({ background: '#FAF6EF' })
    .toBuffer();
  const full = path.join(OUTPUT, `${n}.JPG`);
  const thumb = path.join(THUMBS, `${n}.webp`);
  await sharp(master).jpeg({ quality: FULL.quality, mozjpeg: true, progressive: true }).toFile(full);
  const medium = path.join(MEDIUMS, `${n}.webp`);
  await sharp(master)
    .resize(THUMB.width, THUMB.height, { fit: 'cover' })
    .webp({ quality: THUMB.quality })
    .toFile(thumb);
  await sharp(master)
    .resize(MEDIUM.width, MEDIUM.height, { fit: 'cover' })
    .webp({ quality: MEDIUM.quality })
    .toFile(medium);
  return fs.statSync(full).size + fs.statSync(thumb).size + fs.statSync(medium).size;
}

async function main(): Promise<void> {
  fs.mkdirSync(THUMBS, { recursive: true });
  fs.mkdirSync(MEDIUMS, { recursive: true });
  let total = 0;
  for (let n = 1; n <= COUNT; n += 1) total += await render(n);
  console.log(
    `${COUNT} gallery images written to ${path.relative(ROOT, OUTPUT)} (${(total / 1024 / 1024).toFixed(2)} MB).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
