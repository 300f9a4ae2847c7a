import { countryName } from './countries';
import { animalInfo, isWineCategory, originText, type AnimalOrigin } from './law';
import type { Dictionary } from './i18n/dictionary';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales';
import { pathFor } from './i18n/pages';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';

/**
 * The printed menu (docs/product.md#printed-menu): an A4 PDF of the public menu, one per site language. French keeps
 * the address the owner prints and shares, /carte.pdf; the other languages add `.pdf` to their menu page's address
 * (/en/menu.pdf, /de/speisekarte.pdf, /it/menu.pdf), so each sits under its language's prefix.
 */
export const PRINTED_MENU_PATHS: Readonly<Record<Locale, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? '/carte.pdf' : `${pathFor('menu', locale)}.pdf`]),
) as Record<Locale, string>;

/** The printed menu's address in a language, with a part of it when `section` is given (`?section=vins`). */
export function printedMenuPath(locale: Locale, section?: PrintedMenuSection): string {
  return section ? `${PRINTED_MENU_PATHS[locale]}?section=${section}` : PRINTED_MENU_PATHS[locale];
}

/** The language of a printed menu's address, or null for any other address (exact, case included). */
export function printedMenuLocale(pathname: string): Locale | null {
  return LOCALES.find((locale) => PRINTED_MENU_PATHS[locale] === pathname) ?? null;
}

/**
 * The parts of the menu that print alone, by the key of their address (the same in every language, like the filter
 * codes): each tells the categories it holds.
 */
export const PRINTED_MENU_SECTIONS = {
  vins: isWineCategory,
} as const satisfies Record<string, (category: string) => boolean>;
export type PrintedMenuSection = keyof typeof PRINTED_MENU_SECTIONS;

export const isPrintedMenuSection = (value: unknown): value is PrintedMenuSection =>
  typeof value === 'string' && Object.hasOwn(PRINTED_MENU_SECTIONS, value);

/** The refusal of a part the menu does not print alone (`section` as asked), naming those it does. */
export const unknownPrintedSection = (section: string): StaffMessage =>
  staffMessageOf('printedMenu.unknownSection', { section, sections: Object.keys(PRINTED_MENU_SECTIONS).join(', ') });

const NBSP = '\u00a0';
/** The marks that take a no-break space before them wherever they end a word (the colon only after a space). */
const HIGH_MARKS = ';!?';

/**
 * French typography for printed text: a no-break space before « ; ! ? : » and inside « guillemets », so that the mark
 * never starts a line. U+00A0, not the narrow U+202F: the site's fonts have no glyph for it. A colon gets one only in
 * place of a space already there, never in « 11:30 » or an address; a word already followed by a mark gets one.
 */
export function frenchSpacing(text: string): string {
  let out = '';
  /** Drops the spaces just written (no-break ones too when `all`), so that one no-break space takes their place. */
  const trimSpaces = (all: boolean) => {
    let end = out.length;
    while (end > 0 && (out[end - 1] === ' ' || out[end - 1] === '\t' || (all && out[end - 1] === NBSP))) end -= 1;
    const trimmed = end < out.length;
    out = out.slice(0, end);
    return trimmed;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '«') {
      out += `«${NBSP}`;
      while (index + 1 < text.length && ' \t\u00a0'.includes(text[index + 1])) index += 1;
    } else if (char === '»') {
      trimSpaces(true);
      out += `${NBSP}»`;
    } else if (char === ':') {
      // Trimmed first: `out +=` would read `out` before the call.
      const spaced = trimSpaces(true);
      out += spaced ? `${NBSP}:` : ':';
    } else if (HIGH_MARKS.includes(char) && !HIGH_MARKS.includes(text[index - 1] ?? '')) {
      let end = index;
      while (end < text.length && HIGH_MARKS.includes(text[end])) end += 1;
      const next = text[end];
      // Only a mark that ends a word or a sentence: « ?regime= » in an address stays as it is.
      if (next === undefined || /\s/.test(next) || next === '»' || next === ')') {
        trimSpaces(false);
        if (out !== '' && !/\s/.test(out[out.length - 1])) out += NBSP;
      }
      out += char;
    } else out += char;
  }
  return out;
}

/**
 * One origin in a language, as /la-carte writes it: French in the law's own wording (originText), another language
 * with the kind of animal, the way of production, the FAO area and the country translated, the staff's name as written.
 */
export function localizedOriginText(origin: AnimalOrigin, locale: Locale, texts: Dictionary['menu']): string {
  if (locale === DEFAULT_LOCALE) return originText(origin);
  const production =
    animalInfo(origin.animal).aquatic || origin.production !== 'elevage'
      ? `${texts.productions[origin.production]}, `
      : '';
  const where =
    origin.production === 'sauvage-mer' && origin.faoArea
      ? `${texts.faoAreas[origin.faoArea]} (FAO ${origin.faoArea})`
      : countryName(origin.country, locale);
  return `${origin.name || texts.animals[origin.animal]}${texts.originSeparator}${production}${where}`;
}
