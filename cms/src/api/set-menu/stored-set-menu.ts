import type { Core } from '@strapi/strapi';
import { SET_MENU_UID, normalizeTime, type SetMenu, type WeekDay } from '@ticino/shared';

/** A set menu's row with its courses and their dishes, as the document service gives it. */
export interface StoredSetMenu {
  documentId: string;
  name: string;
  price: number | string;
  days: unknown;
  startsAt: string;
  endsAt: string;
  courses?: { name: string; dishes?: { documentId: string }[] | null }[] | null;
}

/** The courses with the id of each dish, in the staff's order. */
export const POPULATE = { courses: { populate: { dishes: { fields: ['title' as const] } } } };

/** A stored set menu as the staff API gives it (`price` is a number on both databases, as a menu item's). */
export function toSetMenu(stored: StoredSetMenu): SetMenu {
  return {
    id: stored.documentId,
    name: stored.name,
    price: Number(stored.price),
    days: Array.isArray(stored.days) ? (stored.days as WeekDay[]) : [],
    startsAt: normalizeTime(stored.startsAt) ?? '',
    endsAt: normalizeTime(stored.endsAt) ?? '',
    courses: (stored.courses ?? []).map((course) => ({
      name: course.name,
      dishes: (course.dishes ?? []).map((dish) => dish.documentId),
    })),
  };
}

export async function readSetMenu(strapi: Core.Strapi, documentId: string): Promise<SetMenu | null> {
  const stored = (await strapi
    .documents(SET_MENU_UID)
    .findOne({ documentId, populate: POPULATE })) as unknown as StoredSetMenu | null;
  return stored ? toSetMenu(stored) : null;
}

/** A time as the `time` attribute stores it. */
export const storedTime = (time: string) => `${time}:00.000`;
