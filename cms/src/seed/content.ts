import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { once } from './once';
import { checkPhotoAlt, validateMenuItem, type MenuItemValues, type RestaurantInfo } from '@ticino/shared';

/** Seed files live in cms/data/seed, next to the database, in both src and dist layouts. */
const SEED_DIR = path.resolve(__dirname, '..', '..', '..', 'data', 'seed');

function readSeed<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), 'utf8')) as T;
}

export function menuSeed(): MenuItemValues[] {
  return readSeed<unknown[]>('menu-items.json').map((raw, index) => {
    const result = validateMenuItem(raw as Record<string, unknown>);
    if (!result.ok) throw new Error(`menu-items.json item ${index}: ${JSON.stringify(result.errors)}`);
    return result.values;
  });
}

/** A seeded dish's photo: a picture of cms/data/seed/photos and its alternative text. */
export interface SeedPhoto {
  title: string;
  file: string;
  alt: string;
}

export function menuPhotoSeed(): SeedPhoto[] {
  return readSeed<SeedPhoto[]>('menu-photos.json').map((photo, index) => {
    if (checkPhotoAlt(photo.alt).error) throw new Error(`menu-photos.json item ${index}: no valid alternative text`);
    return { ...photo, file: path.join(SEED_DIR, 'photos', path.basename(photo.file)) };
  });
}

/** Puts the seed's photos in the media library (Strapi makes their smaller copies) and on their dishes. */
async function seedMenuPhotos(strapi: Core.Strapi, idsByTitle: Map<string, string>): Promise<void> {
  for (const photo of menuPhotoSeed()) {
    const documentId = idsByTitle.get(photo.title);
    if (!documentId) throw new Error(`menu-photos.json: no seeded dish is called "${photo.title}"`);
    const name = path.basename(photo.file);
    const [file] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: photo.alt } },
        files: {
          filepath: photo.file,
          originalFilename: name,
          mimetype: 'image/jpeg',
          size: fs.statSync(photo.file).size,
        },
      })) as { id: number }[];
    await strapi.documents('api::menu-item.menu-item').update({ documentId, data: { photo: file.id } });
  }
}

export function restaurantSeed(): RestaurantInfo {
  return readSeed<RestaurantInfo>('restaurant.json');
}

export async function seedContent(strapi: Core.Strapi): Promise<void> {
  await once(strapi, 'restaurant', async () => {
    const restaurants = strapi.documents('api::restaurant.restaurant');
    if (await restaurants.findFirst()) return;
    await restaurants.create({ data: restaurantSeed() });
  });

  await once(strapi, 'menu', async () => {
    const items = strapi.documents('api::menu-item.menu-item');
    if ((await items.count({})) > 0) return;
    const seed = menuSeed();
    const idsByTitle = new Map<string, string>();
    for (const data of seed) idsByTitle.set(data.title, (await items.create({ data })).documentId);
    await seedMenuPhotos(strapi, idsByTitle);
    strapi.log.info(`Menu seeded with ${seed.length} items.`);
  });
}
