import type { Locale } from '../packages/shared/src/i18n';

/**
 * What a text in English, German or Italian must not hold (#41): words only French uses, and French spacing before
 * « : ; ? ! ». Read by the end-to-end test of the guest pages (french-words.spec.ts) and by the CMS test of the printed
 * menus (cms/tests/languages.test.ts).
 */
const FRENCH_ONLY = [
  'le',
  'la',
  'les',
  'du',
  'des',
  'une',
  'au',
  'aux',
  'ce',
  'cette',
  'votre',
  'vos',
  'notre',
  'nos',
  'nous',
  'vous',
  'avec',
  'pour',
  'sur',
  'dans',
  'chez',
  'être',
  'est',
  'sont',
  'très',
  'où',
];

/** Words French shares with the text's language: « la » and « le » are Italian articles, « du » and « des » German. */
const SHARED: Readonly<Record<Exclude<Locale, 'fr'>, readonly string[]>> = {
  en: [],
  de: ['du', 'des'],
  it: ['la', 'le', 'ce'],
};

/**
 * French a guest reads in every language: protected names of wines and cheeses, a dish's name German took from French,
 * and « Ce », the mark of celery among the allergens.
 */
const ALLOWED = [
  /\bdu Valais\b/g,
  /\bCôtes[- ]du[- ]Rhône\b/g,
  /\bChâteauneuf-du-Pape\b/g,
  /\bLa Gruyère\b/g,
  /à la minute/g,
  /(?<!\p{L})Ce(?!\p{L})/gu,
];

/**
 * What is French in `text` written in `locale`: the French-only words found, and whether it spaces a colon as French.
 * `names` (a wine's producer, say) are set aside after the protected names.
 */
export function frenchIn(text: string, locale: Exclude<Locale, 'fr'>, names: readonly string[] = []): string[] {
  const withoutProtected = ALLOWED.reduce((rest, allowed) => rest.replace(allowed, ''), text);
  const scanned = names.reduce((rest, name) => rest.replaceAll(name, ''), withoutProtected);
  const words = (scanned.toLowerCase().match(/\p{L}+/gu) ?? []).filter(
    (word) => FRENCH_ONLY.includes(word) && !SHARED[locale].includes(word),
  );
  return /\s[:;?!]/.test(text) ? [...words, 'a space before a colon'] : words;
}
