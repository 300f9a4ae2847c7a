/**
 * Renders the site icon (frontend/public/favicon.svg) to the PNGs that browsers without SVG icons ask for:
 * /favicon.png (served at /favicon.ico by Strapi's favicon middleware) and /apple-touch-icon.png (home screens).
 * Run with `npx tsx scripts/images/generate-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve(__dirname, '..', '..', 'frontend', 'public');
const ICONS = [
  { file: 'favicon.png', size: 48 },
  { file: 'apple-touch-icon.png', size: 180 },
];

async function main(): Promise<void> {
  const svg = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'));
  for (const { file, size } of ICONS) {
    await sharp(svg, { density: 576 }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(PUBLIC, file));
    console.log(`✔ ${file} (${size}×${size})`);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
