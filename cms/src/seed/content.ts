import fs from 'fs';
import path from 'path';
import type { Core, Modules } from '@strapi/strapi';
import { once } from './once';
import {
  MENU_ITEM_UID,
  checkPhotoAlt,
  SET_MENU_UID,
  compareMenuItems,
  validateMenuItem,
  type MenuItemValues,
  type SetMenuInput,
  type RestaurantInfo,
} from '@ticino/shared';
import { toCheck } from '../api/menu-item/rules';

/** Seed files live in cms/data/seed, next to the database, in both src and dist layouts. */
export const SEED_DIR = path.resolve(__dirname, '..', '..', '..', 'data', 'seed');

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
    await strapi.documents(MENU_ITEM_UID).update({ documentId, data: { photo: file.id } });
  }
}

/** The seeded set menus, each course naming its dishes by their seeded title. */
export function setMenuSeed(): SetMenuInput[] {
  return readSeed<SetMenuInput[]>('set-menus.json');
}

/**
 * The seeded set menus (« Formule midi »), with the dishes just seeded: done with the menu, in its one-time task, so a
 * database whose menu was seeded before set menus existed never sees one appear on its site.
 */
async function seedSetMenus(strapi: Core.Strapi, idsByTitle: Map<string, string>): Promise<void> {
  const idOf = (title: unknown) => {
    const id = idsByTitle.get(String(title));
    if (!id) throw new Error(`set-menus.json: no seeded dish is called "${String(title)}"`);
    return id;
  };
  for (const setMenu of setMenuSeed()) {
    const courses = (setMenu.courses as { name: string; dishes: string[] }[]).map((course) => ({
      name: course.name,
      dishes: course.dishes.map(idOf),
    }));
    await strapi.documents(SET_MENU_UID).create({
      data: { ...setMenu, courses } as Modules.Documents.Params.Data.Input<typeof SET_MENU_UID>,
    });
  }
}

export function restaurantSeed(): RestaurantInfo {
  return readSeed<RestaurantInfo>('restaurant.json');
}

export async function seedContent(strapi: Core.Strapi): Promise<void> {
  await once(strapi, 'restaurant', async () => {
    const restaurants = strapi.documents('api::restaurant.restaurant');
    if (await restaurants.findFirst()) return;
    const { openingExceptions, ...facts } = restaurantSeed();
    // A closed day's times are absent, not null, in the document service's input; the restaurant rules check the rest.
    const exceptions = openingExceptions.map(({ opensAt, closesAt, ...exception }) => ({
      ...exception,
      ...(opensAt && closesAt ? { opensAt, closesAt } : {}),
    }));
    await restaurants.create({ data: { ...facts, openingExceptions: exceptions } });
  });

  await once(strapi, 'menu', async () => {
    const items = strapi.documents(MENU_ITEM_UID);
    if ((await items.count({})) > 0) return;
    // Created in the printed menu's order, so each category starts in title order (new items go last).
    const seed = menuSeed().sort(compareMenuItems);
    const idsByTitle = new Map<string, string>();
    for (const data of seed) idsByTitle.set(data.title, (await items.create({ data: toCheck(data) })).documentId);
    await seedMenuPhotos(strapi, idsByTitle);
    await seedSetMenus(strapi, idsByTitle);
    strapi.log.info(`Menu seeded with ${seed.length} items.`);
  });
}
