import type { Core } from '@strapi/strapi';
import {
  MENU_ITEM_UID,
  SET_MENU_UID,
  staffMessageOf,
  validateSetMenu,
  type SetMenuErrors,
  type SetMenuInput,
  type SetMenuValues,
  type StaffMessage,
} from '@ticino/shared';
import { frenchWords, type FieldErrors } from '../../utils/json-reply';
import { RulesError } from '../../utils/rules-error';
import { readSetMenu, storedTime } from './stored-set-menu';

/**
 * The course problems on the whole list: Strapi's repeatable-component editor, given an error inside one row, folds
 * the other rows as they change (see api/restaurant/rules.ts); the dashboard shows each under its course itself.
 */
function onWholeCourses(errors: SetMenuErrors): FieldErrors {
  const byList = new Map<string, StaffMessage[]>();
  for (const [field, problem] of Object.entries(errors)) {
    const list = field.startsWith('courses') ? 'courses' : field;
    byList.set(list, [...(byList.get(list) ?? []), problem]);
  }
  // One problem keeps its code; several on a list travel as one text, their French words joined.
  return Object.fromEntries(
    [...byList].map(([list, problems]) => [
      list,
      problems.length === 1 ? problems[0] : problems.map(frenchWords).join(' · '),
    ]),
  );
}

/** The dish ids a course names the shorthand way (`dishes: ['id'…]`), the staff API's: /cms sends its own shape. */
function namedDishIds(courses: unknown): string[] {
  if (!Array.isArray(courses)) return [];
  return courses.flatMap((course: { dishes?: unknown } | null) =>
    Array.isArray(course?.dishes) ? course.dishes.filter((dish): dish is string => typeof dish === 'string') : [],
  );
}

/** Refuses a course naming a menu item that does not exist, in French, before Strapi would in English. */
export async function checkDishesExist(strapi: Core.Strapi, courses: unknown): Promise<void> {
  const ids = [...new Set(namedDishIds(courses))];
  if (ids.length === 0) return;
  const found = await strapi.db.query(MENU_ITEM_UID).count({ where: { documentId: { $in: ids } } });
  if (found !== ids.length) {
    const index = (Array.isArray(courses) ? courses : []).findIndex((course: { dishes?: unknown } | null) =>
      namedDishIds([course]).some((id) => !ids.includes(id)),
    );
    throw new RulesError(staffMessageOf('setMenu.invalid'), {
      courses: staffMessageOf('setMenu.courseDishUnknown', { course: Math.max(index, 0) + 1 }),
    });
  }
}

const SCALAR_FIELDS = ['name', 'price', 'days', 'startsAt', 'endsAt'] as const;

/**
 * The written fields cleaned (trimmed name, two-decimal price, days in the week's order, times whole), or a RulesError
 * naming those the write gets wrong. The courses are checked once written (below), whatever shape /cms sends them in.
 */
function cleanScalars(data: Record<string, unknown>, current: SetMenuValues | null): Record<string, unknown> {
  const result = validateSetMenu({ ...current, ...(data as SetMenuInput), courses: [{ name: '-', dishes: ['-'] }] });
  if (!result.ok) throw new RulesError(staffMessageOf('setMenu.invalid'), onWholeCourses(result.errors));
  const cleaned = { ...data };
  for (const field of SCALAR_FIELDS) {
    if (!(field in data)) continue;
    const value = result.values[field];
    cleaned[field] = field === 'startsAt' || field === 'endsAt' ? storedTime(value as string) : value;
  }
  if (Array.isArray(data.courses)) {
    cleaned.courses = data.courses.map((course: unknown) =>
      course && typeof course === 'object' && typeof (course as { name?: unknown }).name === 'string'
        ? { ...course, name: (course as { name: string }).name.trim() }
        : course,
    );
  }
  return cleaned;
}

/**
 * Applies the set-menu rules (docs/product.md#set-menus, `validateSetMenu` in @ticino/shared) to every write, from the
 * staff API or /cms: the fields are checked and cleaned before the write, and the set menu it leaves — its courses
 * and their dishes as stored — is checked again inside the write's transaction, so a refusal changes nothing. A
 * refusal is a RulesError: French messages under their fields in /cms, in `errors` on the API (400).
 */
export function registerSetMenuRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SET_MENU_UID || (context.action !== 'create' && context.action !== 'update')) {
      return next();
    }
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    return strapi.db.transaction(async () => {
      const current =
        context.action === 'update' && params.documentId ? await readSetMenu(strapi, params.documentId) : null;
      params.data = cleanScalars(params.data ?? {}, current);
      await checkDishesExist(strapi, params.data.courses);
      const written = await next();
      const documentId = (written as { documentId?: string } | null)?.documentId ?? params.documentId;
      const stored = documentId ? await readSetMenu(strapi, documentId) : null;
      if (stored) {
        const check = validateSetMenu(stored);
        if (!check.ok) throw new RulesError(staffMessageOf('setMenu.invalid'), onWholeCourses(check.errors));
      }
      return written;
    });
  });
}
