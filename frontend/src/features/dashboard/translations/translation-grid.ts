import {
  countTranslations,
  menuSearch,
  type TranslatedLocale,
  type TranslationCounts,
  type TranslationGrid,
  type TranslationGridField,
  type TranslationGridRow,
  type TranslationState,
  type TranslationSubject,
  type TranslationWrite,
} from '@ticino/shared';

/** The « Traductions » tab's reading of the grid (docs/product.md#translations): labels, filters, groups. Pure. */

/** Each language staff translate into, as the French dashboard names it. */
export const LANGUAGE_NAMES: Readonly<Record<TranslatedLocale, string>> = {
  en: 'anglais',
  de: 'allemand',
  it: 'italien',
};

/** « 3 manquantes · 2 à revoir », leaving out what is at 0; '' when nothing waits. */
export function pendingSummary({ missing, toReview }: TranslationCounts): string {
  const parts: string[] = [];
  if (missing > 0) parts.push(`${missing} ${missing === 1 ? 'manquante' : 'manquantes'}`);
  if (toReview > 0) parts.push(`${toReview} à revoir`);
  return parts.join(' · ');
}

/** The tab's label: « Traductions (3 manquantes · 2 à revoir) », plain « Traductions » when nothing waits. */
export function translationsTabLabel(counts: TranslationCounts | undefined): string {
  const pending = counts ? pendingSummary(counts) : '';
  return pending ? `Traductions (${pending})` : 'Traductions';
}

/** Which texts the grid shows: all, or only those with a language in that state. */
export type StateFilter = 'toutes' | Exclude<TranslationState, 'validée'>;

export interface TranslationFilter {
  state: StateFilter;
  /** Typed in the search box: matched against the dish's (set menu's, evening's) French name. */
  search: string;
}

export function isTranslationFilterActive({ state, search }: TranslationFilter): boolean {
  return state !== 'toutes' || search.trim() !== '';
}

function hasState(field: TranslationGridField, state: TranslationState): boolean {
  return Object.values(field.cells).some((cell) => cell.state === state);
}

/** A text of the grid, known across reads: `plat/<id>/title`. */
export function lineKey(row: Pick<TranslationGridRow, 'subject' | 'subjectId'>, field: string): string {
  return `${row.subject}/${row.subjectId}/${field}`;
}

/**
 * The rows whose name matches the search and, with a state chosen, that have a text in that state in some language,
 * each then keeping only those texts. `kept` (by `lineKey`): texts saved under this filter, which stay in place even
 * if no longer in that state, so that the line being worked on does not vanish under the staff member's hands.
 */
export function filterTranslationRows(
  rows: readonly TranslationGridRow[],
  { state, search }: TranslationFilter,
  kept: ReadonlySet<string> = new Set(),
): TranslationGridRow[] {
  const matches = menuSearch(search);
  const shown: TranslationGridRow[] = [];
  for (const row of rows) {
    if (!matches({ title: row.name, description: '' })) continue;
    if (state === 'toutes') {
      shown.push(row);
      continue;
    }
    const fields = row.fields.filter((field) => hasState(field, state) || kept.has(lineKey(row, field.field)));
    if (fields.length > 0) shown.push({ ...row, fields });
  }
  return shown;
}

/** A heading of the grid: a category of dishes, the set menus, the evenings or the restaurant facts, with its rows. */
export interface TranslationGroup {
  key: string;
  title: string;
  rows: TranslationGridRow[];
  counts: TranslationCounts;
}

/** The heading of each subject but the dishes, which go under their category. */
const SUBJECT_TITLES: Readonly<Record<Exclude<TranslationSubject, 'plat'>, string>> = {
  formule: 'Formules',
  soirée: 'Soirées',
  restaurant: 'Restaurant',
};

function groupTitle(row: TranslationGridRow): string {
  return row.subject === 'plat' ? (row.category ?? 'Plats') : SUBJECT_TITLES[row.subject];
}

/**
 * The rows by heading, in the server's order (the menu's categories, then the set menus, the evenings, the
 * restaurant).
 */
export function groupTranslationRows(rows: readonly TranslationGridRow[]): TranslationGroup[] {
  const groups = new Map<string, TranslationGridRow[]>();
  for (const row of rows) {
    const title = groupTitle(row);
    const members = groups.get(title) ?? [];
    members.push(row);
    groups.set(title, members);
  }
  return [...groups].map(([title, members]) => ({
    key: title,
    title,
    rows: members,
    counts: countTranslations(members),
  }));
}

/** The grid once a write was saved: its line as the server answered it, and the counts again. */
export function withSavedField(
  grid: TranslationGrid,
  write: Pick<TranslationWrite, 'subject' | 'subjectId'>,
  saved: TranslationGridField,
): TranslationGrid {
  const rows = grid.rows.map((row) =>
    row.subject === write.subject && row.subjectId === write.subjectId
      ? { ...row, fields: row.fields.map((field) => (field.field === saved.field ? saved : field)) }
      : row,
  );
  return { rows, counts: countTranslations(rows) };
}
