import type { ApiSuccess, RestaurantInfo } from './api';
import { LOCALES, type Locale, type WithFallback } from './i18n/locales';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import { MENU_ITEM_FIELDS, type InnerTexts } from './menu';
import { SET_MENU_TEXT_FIELDS } from './set-menu';
import { HOURS_LIMITS } from './hours';
import { cleanText } from './text';
import { EVENING_TEXT_FIELDS } from './evening';

/**
 * What staff write in French, translated by them into the other languages (docs/product.md#translations): each text
 * of a dish, a set menu, an evening or the restaurant facts has, per language, a translation that visitors read once validated.
 * Prices, allergens, origins, quantities and availability are not translated: they stay single-sourced.
 */
export const TRANSLATION_UID = 'api::translation.translation';

/** The languages staff translate into: every language of the site but French, the source. */
export type TranslatedLocale = Exclude<Locale, 'fr'>;
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'fr');

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly unknown[]).includes(value);
}

/** Whose text it is. The values are the back-office's words (/cms shows them as they are). */
export const TRANSLATION_SUBJECTS = ['plat', 'formule', 'soirée', 'restaurant'] as const;
export type TranslationSubject = (typeof TRANSLATION_SUBJECTS)[number];
/** The restaurant facts are one document: their subject id is this word. */
export const RESTAURANT_SUBJECT_ID = 'restaurant';

/** A stored translation's status: written but not yet checked by someone, or checked and shown to visitors. */
export const TRANSLATION_STATUSES = ['à revoir', 'validée'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];
/** What the staff grid shows of one text in one language. */
export type TranslationState = 'manquante' | TranslationStatus;

/**
 * The restaurant facts written in French that visitors read (the opening exceptions' labels come on top), declared as
 * the fields they are: how the staff grid names each, and the length the restaurant's schema allows it
 * (cms/src/api/restaurant/content-types/restaurant/schema.json, held to it by cms/tests/restaurant-schema.test.ts).
 */
export const RESTAURANT_TEXT_FIELDS = {
  tagline: { translatable: true, type: 'string', label: 'Accroche', maxLength: 200 },
  description: { translatable: true, type: 'text', label: 'Présentation', maxLength: 2000 },
  breadOrigin: { translatable: true, type: 'string', label: 'Provenance du pain', maxLength: 200 },
  allergenNotice: { translatable: true, type: 'text', label: 'Mention des allergènes', maxLength: 1000 },
  priceNotice: { translatable: true, type: 'string', label: 'Mention des prix', maxLength: 200 },
} as const satisfies Partial<Record<keyof RestaurantInfo, TranslatableSpec>>;
type RestaurantTranslatedField = keyof typeof RESTAURANT_TEXT_FIELDS;
export const RESTAURANT_TRANSLATED_FIELDS = Object.keys(RESTAURANT_TEXT_FIELDS) as RestaurantTranslatedField[];

/** One French text of a subject, where its translations go back in a copy of the subject. */
export interface TextSlot<Value> {
  /** Its place in the subject: `title`, `origins.Perche`, `courses.Entrée`, `openingExceptions.2026-12-31.label`… */
  field: string;
  /** How the staff grid names it, in French. */
  label: string;
  /** The French text. */
  text: string;
  maxLength: number;
  /** A copy of the subject with this text replaced. */
  with(value: Value, text: string): Value;
}

/**
 * The distinct non-empty texts, in their order. Short labels (origins, courses) are known by their French text rather
 * than by their place, so that reordering them never puts one's translation on another; a changed label is a new one.
 */
function uniqueTexts(texts: readonly string[]): string[] {
  return [...new Set(texts.filter((text) => text !== ''))];
}

/** What the grid reads of a field's declaration (`MENU_ITEM_FIELDS`): whether staff translate it, and how. */
export type TranslatableSpec =
  | { translatable?: undefined; label: string }
  | { translatable: true; type: 'string' | 'text'; label: string; translationLabel?: string; maxLength: number }
  | { translatable: true; type: 'json'; label: string; translationLabel?: string; innerTexts: InnerTexts<unknown> };
type Descriptor = Readonly<Record<string, TranslatableSpec>>;

type TranslatableField<Fields extends Descriptor> = {
  [Field in keyof Fields & string]: Fields[Field] extends { translatable: true } ? Field : never;
}[keyof Fields & string];
/** What a subject holds of a descriptor's translatable fields: a text, or the structured value its texts are within. */
export type TranslatableTexts<Fields extends Descriptor> = {
  readonly [Field in TranslatableField<Fields>]: Fields[Field] extends { innerTexts: InnerTexts<infer Value> }
    ? Value
    : string;
};

/**
 * The texts of a subject whose fields `fields` declares, in the descriptor's order: each `translatable` text field
 * not left empty (nothing to translate), and the distinct inner texts of each `translatable` structured one
 * (« Origine « Perche » »). A field flagged in the descriptor is in the grid with no other edit.
 */
export function translatableSlots<Fields extends Descriptor, Value extends TranslatableTexts<Fields>>(
  fields: Fields,
  subject: Value,
): TextSlot<Value>[] {
  return Object.entries(fields).flatMap(([field, spec]): TextSlot<Value>[] => {
    if (spec.translatable === undefined) return [];
    const label = spec.translationLabel ?? spec.label;
    // The descriptor's type says what each translatable field holds (TranslatableTexts): a text, or innerTexts' value.
    const held = (value: Value) => (value as Readonly<Record<string, unknown>>)[field];
    if (spec.type !== 'json') {
      const text = held(subject) as string;
      if (text === '') return [];
      return [
        {
          field,
          label,
          text,
          maxLength: spec.maxLength,
          with: (value, translated) => ({ ...value, [field]: translated }),
        },
      ];
    }
    const inner: InnerTexts<unknown> = spec.innerTexts;
    return uniqueTexts(inner.of(held(subject))).map((french) => ({
      field: `${field}.${french}`,
      label: `${label} « ${french} »`,
      text: french,
      maxLength: inner.maxLength,
      with: (value, translated) => ({ ...value, [field]: inner.replaced(held(value), french, translated) }),
    }));
  });
}

type RestaurantTexts = Pick<RestaurantInfo, RestaurantTranslatedField | 'openingExceptions'>;

/** A dish's texts: those `MENU_ITEM_FIELDS` declares `translatable` (its name, description and origins' names). */
export function dishSlots<Value extends TranslatableTexts<typeof MENU_ITEM_FIELDS>>(dish: Value): TextSlot<Value>[] {
  return translatableSlots(MENU_ITEM_FIELDS, dish);
}

/** An evening's texts: those `EVENING_TEXT_FIELDS` declares `translatable` (its name, description, menu and terms). */
export function eveningSlots<Value extends TranslatableTexts<typeof EVENING_TEXT_FIELDS>>(
  evening: Value,
): TextSlot<Value>[] {
  return translatableSlots(EVENING_TEXT_FIELDS, evening);
}

/** A set menu's texts: those `SET_MENU_TEXT_FIELDS` declares (its name, its courses' names). */
export function setMenuSlots<Value extends TranslatableTexts<typeof SET_MENU_TEXT_FIELDS>>(
  setMenu: Value,
): TextSlot<Value>[] {
  return translatableSlots(SET_MENU_TEXT_FIELDS, setMenu);
}

/**
 * The restaurant facts' texts: its notices and presentation (`RESTAURANT_TEXT_FIELDS`), and each opening exception's
 * label, known by its date.
 */
export function restaurantSlots<Value extends RestaurantTexts>(facts: Value): TextSlot<Value>[] {
  return [
    ...translatableSlots(RESTAURANT_TEXT_FIELDS, facts),
    ...facts.openingExceptions.map((exception): TextSlot<Value> => ({
      field: `openingExceptions.${exception.date}.label`,
      label: `Exception du ${exception.date}`,
      text: exception.label,
      maxLength: HOURS_LIMITS.exceptionLabel,
      with: (value, label) => ({
        ...value,
        openingExceptions: value.openingExceptions.map((kept) =>
          kept.date === exception.date ? { ...kept, label } : kept,
        ),
      }),
    })),
  ];
}

/** Where a validated translation is found: `translationKey`. */
export type ShownTranslations = ReadonlyMap<string, string>;

export function translationKey(
  subject: TranslationSubject,
  subjectId: string,
  field: string,
  locale: TranslatedLocale,
): string {
  return `${subject}/${subjectId}/${field}/${locale}`;
}

/**
 * The subject in `locale`: each text its validated translation, or French when none was validated, that field then
 * named in `fallback` (the page marks it `lang="fr"`).
 */
export function localized<Value>(
  value: Value,
  slots: readonly TextSlot<Value>[],
  translationOf: (field: string) => string | undefined,
): Value & Required<WithFallback> {
  const fallback: string[] = [];
  let result = value;
  for (const slot of slots) {
    const text = translationOf(slot.field);
    if (text === undefined) fallback.push(slot.field);
    else result = slot.with(result, text);
  }
  return { ...result, fallback };
}

/** The validated translations of one subject in one language, as `localized` reads them. */
export function shownTranslationsOf(
  shown: ShownTranslations,
  subject: TranslationSubject,
  subjectId: string,
  locale: TranslatedLocale,
): (field: string) => string | undefined {
  return (field) => shown.get(translationKey(subject, subjectId, field, locale));
}

/**
 * The `lang` of a text staff wrote, on a page in `locale`: French (`fr`) where the page is in another language and the
 * text was not translated; nothing where it is in the page's language. A value without `fallback` is all French.
 */
export function staffTextLang(locale: Locale, value: WithFallback, field: string): 'fr' | undefined {
  if (locale === 'fr') return undefined;
  return !value.fallback || value.fallback.includes(field) ? 'fr' : undefined;
}

/** A stored translation, as the grid's state reads it. */
export interface StoredTranslation {
  text: string;
  status: TranslationStatus;
  /** The French text it was validated against; null before its first validation. */
  sourceText: string | null;
}

/**
 * A text's state in one language: `manquante` without a translation; `validée` once validated against the French
 * text as it is now; `à revoir` when written but not validated, or when the French text changed since.
 */
export function translationState(stored: StoredTranslation | undefined, french: string): TranslationState {
  if (!stored?.text) return 'manquante';
  return stored.status === 'validée' && stored.sourceText === french ? 'validée' : 'à revoir';
}

/** One text of the staff grid in one language. */
export interface TranslationCell {
  /** What staff wrote last; '' when missing. */
  text: string;
  state: TranslationState;
  /** What visitors read: the last validated text, null when it shows in French. */
  shown: string | null;
}

export interface TranslationGridField {
  field: string;
  label: string;
  french: string;
  maxLength: number;
  cells: Record<TranslatedLocale, TranslationCell>;
}

export interface TranslationGridRow {
  subject: TranslationSubject;
  subjectId: string;
  /** The dish's, set menu's or evening's French name; « Restaurant » for the facts. */
  name: string;
  /** The dish's category; absent for the others. */
  category?: string;
  fields: TranslationGridField[];
}

export interface TranslationCounts {
  /** Texts × languages without a translation. */
  missing: number;
  /** Texts × languages written but not validated, or validated against an older French text. */
  toReview: number;
}

export interface TranslationGrid {
  rows: TranslationGridRow[];
  counts: TranslationCounts;
}
export type TranslationGridResponse = ApiSuccess<TranslationGrid>;

/** The grid's counts. */
export function countTranslations(rows: readonly TranslationGridRow[]): TranslationCounts {
  const counts: TranslationCounts = { missing: 0, toReview: 0 };
  for (const row of rows) {
    for (const field of row.fields) {
      for (const locale of TRANSLATED_LOCALES) {
        const { state } = field.cells[locale];
        if (state === 'manquante') counts.missing += 1;
        else if (state === 'à revoir') counts.toReview += 1;
      }
    }
  }
  return counts;
}

/** One translation as staff save it: an empty text removes it (the field then shows in French). */
export interface TranslationWrite {
  subject: TranslationSubject;
  subjectId: string;
  field: string;
  language: TranslatedLocale;
  text: string;
  /** Saved as checked: visitors read it at once. Otherwise it waits, « à revoir ». */
  validate: boolean;
}
export type TranslationWriteResponse = ApiSuccess<TranslationGridField>;

export type TranslationWriteErrors = Partial<Record<keyof TranslationWrite, StaffMessage>>;

/**
 * A staff write checked for its shape (the field's existence and length need the subject: the server checks them):
 * texts cleaned as everywhere else (multiline for long texts is the field's business: descriptions keep line breaks).
 */
export function validateTranslationWrite(
  input: Partial<Record<keyof TranslationWrite, unknown>>,
): { ok: true; value: TranslationWrite } | { ok: false; errors: TranslationWriteErrors } {
  const errors: TranslationWriteErrors = {};
  const { subject, language, validate } = input;
  const subjectId = cleanText(input.subjectId);
  const field = cleanText(input.field);
  const text = cleanText(input.text, { multiline: true });
  if (!(TRANSLATION_SUBJECTS as readonly unknown[]).includes(subject))
    errors.subject = staffMessageOf('translation.subjectUnknown');
  if (!subjectId) errors.subjectId = staffMessageOf('translation.subjectIdRequired');
  if (!field) errors.field = staffMessageOf('translation.fieldUnknown');
  if (!isTranslatedLocale(language)) errors.language = staffMessageOf('translation.languageUnknown');
  if (typeof validate !== 'boolean') errors.validate = staffMessageOf('translation.validateNotBoolean');
  else if (validate && !text) errors.text = staffMessageOf('translation.emptyValidation');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      subject: subject as TranslationSubject,
      subjectId,
      field,
      language: language as TranslatedLocale,
      text,
      validate: validate as boolean,
    },
  };
}
