import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isMenuCategory, type PublicMenuItem } from '@ticino/shared';
import { compressed } from './bodies';

export const FALLBACK_FILE_NAME = 'food.menu.json';

/** An entry of the file that belongs to the restaurant's menu, as opposed to the hotel template's meals. */
function isRestaurantEntry(entry: unknown): boolean {
  return typeof entry === 'object' && entry !== null && isMenuCategory((entry as { category?: unknown }).category);
}

/** Writes through a temporary file in the same folder and a rename: a reader gets the old file or the new, whole. */
async function replaceFile(target: string, content: Buffer): Promise<void> {
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Rewrites the restaurant part of `/food.menu.json` in the served build with the menu as it now is
 * (docs/product.md#menu-fallback-file); the template's meals stay as the build wrote them. Its brotli and gzip
 * siblings, which the spa middleware sends in its place, are rewritten too (or removed where they would not be
 * smaller, as the build does), each before the JSON. Nothing is done where the build has no such file.
 * Returns whether the file changed.
 */
export async function rewriteFallbackFile(folder: string, items: PublicMenuItem[]): Promise<boolean> {
  const file = path.join(folder, FALLBACK_FILE_NAME);
  let current: string;
  try {
    current = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  let entries: unknown;
  try {
    entries = JSON.parse(current);
  } catch {
    entries = [];
  }
  const meals = Array.isArray(entries) ? entries.filter((entry) => !isRestaurantEntry(entry)) : [];
  const next = JSON.stringify([...items, ...meals]);
  if (next === current) return false;

  const json = Buffer.from(next);
  // Rewritten after every edit of the menu, like the public menu's body: the middle quality (see bodies.ts).
  const { br, gzip } = await compressed(json, 'fast');
  for (const [suffix, bytes] of [
    ['.br', br],
    ['.gz', gzip],
  ] as const) {
    if (bytes.length < json.length) await replaceFile(`${file}${suffix}`, bytes);
    else await fs.rm(`${file}${suffix}`, { force: true });
  }
  await replaceFile(file, json);
  return true;
}
