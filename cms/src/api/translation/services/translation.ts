import type { Core } from '@strapi/strapi';
import {
  RESTAURANT_SUBJECT_ID,
  TRANSLATED_LOCALES,
  TRANSLATION_UID,
  countTranslations,
  dishSlots,
  eveningSlots,
  restaurantSlots,
  setMenuSlots,
  staffMessageOf,
  translationKey,
  translationState,
  type ShownTranslations,
  type TranslatedLocale,
  type TranslationGrid,
  type TranslationGridField,
  type TranslationGridRow,
  type TranslationStatus,
  type TranslationSubject,
  type TranslationWrite,
} from '@ticino/shared';
import { RulesError } from '../../../utils/rules-error';
import { readSetMenu } from '../../set-menu/stored-set-menu';
import { siteService } from '../../../utils/services';

/** A translation's row as the services read it. */
export interface StoredTranslationRow {
  id: number;
  documentId: string;
  subject: TranslationSubject;
  subjectId: string;
  /** The subject's French name, for /cms's list (kept by the upkeep). */
  subjectName: string | null;
  field: string;
  language: TranslatedLocale;
  text: string | null;
  validation: TranslationStatus;
  shownText: string | null;
  sourceText: string | null;
}

/** One French text of a subject, as the grid and the checks read it. */
type SourceText = { field: string; label: string; text: string; maxLength: number };

/** A subject's French texts, as they are now. */
export interface SubjectTexts {
  subject: TranslationSubject;
  subjectId: string;
  name: string;
  category?: string;
  texts: SourceText[];
}

const ROW_FIELDS = [
  'subject',
  'subjectId',
  'subjectName',
  'field',
  'language',
  'text',
  'validation',
  'shownText',
  'sourceText',
] as const;

/** A text's line of the grid, from its stored translations (by language). */
function gridField(source: SourceText, stored: ReadonlyMap<string, StoredTranslationRow>): TranslationGridField {
  const cells = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => {
      const row = stored.get(locale);
      const text = row?.text ?? '';
      const state = translationState(row && { text, status: row.validation, sourceText: row.sourceText }, source.text);
      return [locale, { text, state, shown: row?.shownText || null }];
    }),
  ) as TranslationGridField['cells'];
  return { field: source.field, label: source.label, french: source.text, maxLength: source.maxLength, cells };
}

/** The stored translations of these subjects' texts, by subject, field and language. */
function byText(stored: readonly StoredTranslationRow[]): Map<string, Map<string, StoredTranslationRow>> {
  const found = new Map<string, Map<string, StoredTranslationRow>>();
  for (const row of stored) {
    const key = `${row.subject}/${row.subjectId}/${row.field}`;
    const languages = found.get(key) ?? new Map<string, StoredTranslationRow>();
    languages.set(row.language, row);
    found.set(key, languages);
  }
  return found;
}

function gridRow(subject: SubjectTexts, stored: Map<string, Map<string, StoredTranslationRow>>): TranslationGridRow {
  const none = new Map<string, StoredTranslationRow>();
  return {
    subject: subject.subject,
    subjectId: subject.subjectId,
    name: subject.name,
    ...(subject.category ? { category: subject.category } : {}),
    fields: subject.texts.map((source) =>
      gridField(source, stored.get(`${subject.subject}/${subject.subjectId}/${source.field}`) ?? none),
    ),
  };
}

/** The rows whose subject's name is not the one stored, grouped by that name (subjects gone are left alone). */
function groupIds(stored: readonly StoredTranslationRow[], names: ReadonlyMap<string, string>): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const row of stored) {
    const name = names.get(`${row.subject}/${row.subjectId}`);
    if (name === undefined || name === row.subjectName) continue;
    groups.set(name, [...(groups.get(name) ?? []), row.id]);
  }
  return groups;
}

/** How the translations read their subjects: the dishes, set menus, evenings and restaurant facts in French. */
function subjectReaders(strapi: Core.Strapi) {
  const menu = () => siteService('api::menu-item.menu', strapi);
  const setMenus = () => siteService('api::set-menu.set-menu', strapi);
  const evenings = () => siteService('api::evening.evening', strapi);
  const restaurant = () => siteService('api::restaurant.restaurant', strapi);

  /**
   * Every subject's French texts: the dishes (hidden ones too), the set menus, the evenings whose day has not passed
   * (drafts too: staff translate them before publishing; a past one is no longer read), the restaurant facts.
   */
  async function allSubjects(): Promise<SubjectTexts[]> {
    const [items, stored, upcoming, facts] = await Promise.all([
      menu().list({}),
      setMenus().list(),
      evenings().upcoming(new Date()),
      restaurant().find(),
    ]);
    return [
      ...items.map((item): SubjectTexts => ({
        subject: 'plat',
        subjectId: item.id,
        name: item.title,
        category: item.category,
        texts: dishSlots(item),
      })),
      ...stored.map((setMenu): SubjectTexts => ({
        subject: 'formule',
        subjectId: setMenu.id,
        name: setMenu.name,
        texts: setMenuSlots(setMenu),
      })),
      ...upcoming.map((evening): SubjectTexts => ({
        subject: 'soirée',
        subjectId: evening.id,
        name: evening.name,
        texts: eveningSlots(evening),
      })),
      ...(facts
        ? [
            {
              subject: 'restaurant' as const,
              subjectId: RESTAURANT_SUBJECT_ID,
              name: 'Restaurant',
              texts: restaurantSlots(facts),
            },
          ]
        : []),
    ];
  }

  /** One subject's French texts; null when it does not exist. */
  async function subjectTexts(subject: TranslationSubject, subjectId: string): Promise<SubjectTexts | null> {
    if (subject === 'plat') {
      const item = await menu().findOne(subjectId);
      return item && { subject, subjectId, name: item.title, category: item.category, texts: dishSlots(item) };
    }
    if (subject === 'formule') {
      const setMenu = await readSetMenu(strapi, subjectId);
      return setMenu ? { subject, subjectId, name: setMenu.name, texts: setMenuSlots(setMenu) } : null;
    }
    if (subject === 'soirée') {
      const evening = await evenings().find(subjectId);
      return evening && { subject, subjectId, name: evening.name, texts: eveningSlots(evening) };
    }
    const facts = subjectId === RESTAURANT_SUBJECT_ID ? await restaurant().find() : null;
    return facts && { subject, subjectId, name: 'Restaurant', texts: restaurantSlots(facts) };
  }

  return { allSubjects, subjectTexts };
}

/** The staff's translations (docs/product.md#translations). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(TRANSLATION_UID);
  const { allSubjects, subjectTexts } = subjectReaders(strapi);

  async function storedRows(where: Record<string, unknown> = {}): Promise<StoredTranslationRow[]> {
    return (await rows().findMany({
      select: ['id', 'documentId', ...ROW_FIELDS],
      where,
      orderBy: { id: 'asc' },
    })) as StoredTranslationRow[];
  }

  return {
    subjects: allSubjects,
    subjectTexts,

    /**
     * What visitors read in the other languages: every validated translation, or those of one subject's texts, by
     * `translationKey`.
     */
    async shown(subject?: TranslationSubject): Promise<ShownTranslations> {
      const found = (await rows().findMany({
        select: ['subject', 'subjectId', 'field', 'language', 'shownText'],
        where: { shownText: { $notNull: true, $ne: '' }, ...(subject && { subject }) },
      })) as Pick<StoredTranslationRow, 'subject' | 'subjectId' | 'field' | 'language' | 'shownText'>[];
      return new Map(
        found.map((row) => [translationKey(row.subject, row.subjectId, row.field, row.language), row.shownText ?? '']),
      );
    },

    /** The « Traductions » tab: every text staff write, in French and in each language, with the counts. */
    async grid(): Promise<TranslationGrid> {
      const [subjects, stored] = await Promise.all([allSubjects(), storedRows()]);
      const found = byText(stored);
      const gridRows = subjects.map((subject) => gridRow(subject, found));
      return { rows: gridRows, counts: countTranslations(gridRows) };
    },

    /**
     * Saves one translation as staff wrote it (checked by `validateTranslationWrite`): validated, visitors read it at
     * once; otherwise it waits « à revoir » and visitors keep the last validated text; empty, it is removed and the
     * text shows in French. Null when the subject does not exist; a text the subject no longer has is refused.
     */
    async write(input: TranslationWrite): Promise<TranslationGridField | null> {
      const subject = await subjectTexts(input.subject, input.subjectId);
      if (!subject) return null;
      const source = subject.texts.find((candidate) => candidate.field === input.field);
      if (!source) {
        const unknown = staffMessageOf('translation.fieldUnknown');
        throw new RulesError(unknown, { field: unknown });
      }
      if (input.text.length > source.maxLength) {
        const tooLong = staffMessageOf('translation.tooLong', { max: source.maxLength });
        throw new RulesError(tooLong, { text: tooLong });
      }
      const documents = strapi.documents(TRANSLATION_UID);
      const where = { subject: input.subject, subjectId: input.subjectId, field: input.field };
      await strapi.db.transaction(async () => {
        const existing = await storedRows({ ...where, language: input.language });
        if (!input.text) {
          for (const row of existing) await documents.delete({ documentId: row.documentId });
          return;
        }
        const data = { text: input.text, validation: input.validate ? ('validée' as const) : ('à revoir' as const) };
        const [kept, ...duplicates] = existing;
        if (kept) await documents.update({ documentId: kept.documentId, data });
        else await documents.create({ data: { ...where, language: input.language, ...data } });
        for (const row of duplicates) await documents.delete({ documentId: row.documentId });
      });
      const stored = await storedRows(where);
      return gridField(source, new Map(stored.map((row) => [row.language, row])));
    },

    /**
     * After the French texts of a subject changed: its validated translations made for another French text go back
     * « à revoir » (visitors keep reading them until someone validates again), and they carry its name as it is now.
     */
    async reviewAfterFrenchChange(subject: TranslationSubject, subjectId: string): Promise<void> {
      const texts = await subjectTexts(subject, subjectId);
      if (!texts) return;
      const french = new Map(texts.texts.map((source) => [source.field, source.text]));
      const stored = await storedRows({ subject, subjectId });
      const outdated = stored.filter(
        (row) => row.validation === 'validée' && french.has(row.field) && french.get(row.field) !== row.sourceText,
      );
      if (outdated.length > 0)
        await rows().updateMany({
          where: { id: { $in: outdated.map((row) => row.id) } },
          data: { validation: 'à revoir' },
        });
      const misnamed = stored.filter((row) => row.subjectName !== texts.name);
      if (misnamed.length > 0)
        await rows().updateMany({
          where: { id: { $in: misnamed.map((row) => row.id) } },
          data: { subjectName: texts.name },
        });
    },

    /**
     * Names each translation's subject as /cms lists it, where it is missing or out of date (translations made before
     * the name was kept). One read of each subject.
     */
    async nameSubjects(): Promise<void> {
      const stored = await storedRows();
      const subjects = new Map(
        (await allSubjects()).map((texts) => [`${texts.subject}/${texts.subjectId}`, texts.name]),
      );
      for (const [name, ids] of groupIds(stored, subjects)) {
        await rows().updateMany({ where: { id: { $in: ids } }, data: { subjectName: name } });
      }
    },

    /** A deleted dish's, set menu's or evening's translations go with it. */
    async forget(subject: TranslationSubject, subjectId: string): Promise<void> {
      await rows().deleteMany({ where: { subject, subjectId } });
    },
  };
};
