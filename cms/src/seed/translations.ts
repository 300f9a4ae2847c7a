import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import {
  TRANSLATED_LOCALES,
  TRANSLATION_UID,
  type RestaurantInfo,
  type TranslatedLocale,
  type TranslationSubject,
} from '@ticino/shared';
import { siteService } from '../utils/services';
import { once } from './once';
import { SEED_DIR, menuSeed, restaurantSeed } from './content';

/** A language's file in cms/data/seed/translations: each seeded French text's translation, by subject. */
interface TranslationSeed {
  /** By the dish's French title. */
  dishes: Record<string, { title: string; description: string }>;
  /** The origins' free-text names, by their French name. */
  origins: Record<string, string>;
  /** By the set menu's French name; its courses by their French name. */
  setMenus: Record<string, { name: string; courses: Record<string, string> }>;
  restaurant: Record<string, string> & { openingExceptions: Record<string, string> };
}

function readTranslationSeed(locale: TranslatedLocale): TranslationSeed {
  return JSON.parse(fs.readFileSync(path.join(SEED_DIR, 'translations', `${locale}.json`), 'utf8')) as TranslationSeed;
}

/** The seeded translations of one language as French text → translation, for each subject. */
function phrasebook(locale: TranslatedLocale): Record<TranslationSubject, Map<string, string>> {
  const seed = readTranslationSeed(locale);
  const dishes = new Map<string, string>(Object.entries(seed.origins));
  for (const dish of menuSeed()) {
    const translated = seed.dishes[dish.title];
    if (!translated) continue;
    dishes.set(dish.title, translated.title);
    dishes.set(dish.description, translated.description);
  }
  const setMenus = new Map<string, string>();
  for (const [name, translated] of Object.entries(seed.setMenus)) {
    setMenus.set(name, translated.name);
    for (const [course, text] of Object.entries(translated.courses)) setMenus.set(course, text);
  }
  const facts: RestaurantInfo = restaurantSeed();
  const restaurant = new Map<string, string>();
  for (const [field, text] of Object.entries(seed.restaurant)) {
    const french = facts[field as keyof RestaurantInfo];
    if (typeof french === 'string' && typeof text === 'string') restaurant.set(french, text);
  }
  for (const exception of facts.openingExceptions) {
    const text = seed.restaurant.openingExceptions[exception.date];
    if (text) restaurant.set(exception.label, text);
  }
  // No evening is seeded: staff write them, and translate them in the grid.
  return { plat: dishes, formule: setMenus, soirée: new Map(), restaurant };
}

/** Rows written at once, within what either database takes in one statement. */
const ROWS_PER_INSERT = 200;

/**
 * The seeded menu's and restaurant's translations into English, German and Italian, validated
 * (docs/product.md#translations), once per database. A text is translated only while it is still the seeded French
 * text: on a database whose owner has rewritten a dish, that dish's new text stays to be translated.
 */
export async function seedTranslations(strapi: Core.Strapi): Promise<void> {
  await once(strapi, 'translations', async () => {
    const rows = strapi.db.query(TRANSLATION_UID);
    if ((await rows.count()) > 0) return;
    const subjects = await siteService('api::translation.translation', strapi).subjects();
    const now = new Date();
    const data = TRANSLATED_LOCALES.flatMap((language) => {
      const book = phrasebook(language);
      return subjects.flatMap(({ subject, subjectId, name: subjectName, texts }) =>
        texts.flatMap(({ field, text: french }) => {
          const text = book[subject].get(french);
          if (!text) return [];
          const validation = 'validée' as const;
          const dates = { createdAt: now, updatedAt: now, publishedAt: now };
          return [
            {
              ...{ subject, subjectId, subjectName, field, language, text, validation },
              ...{ shownText: text, sourceText: french, ...dates },
            },
          ];
        }),
      );
    });
    for (let start = 0; start < data.length; start += ROWS_PER_INSERT) {
      await rows.createMany({ data: data.slice(start, start + ROWS_PER_INSERT) });
    }
  });
}
