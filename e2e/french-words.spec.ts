import { expect, test } from '@playwright/test';
import { PAGE_KEYS, pathFor, type Locale } from '../packages/shared/src/i18n';

/**
 * The guest pages in English, German and Italian hold no French (#41, docs/product.md#languages): every text node
 * outside an element marked `lang="fr"` (a staff text without its translation) is read for words only French uses and
 * for French spacing before « : ; ? ! ». What a guest may read in French on purpose is listed below.
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
/** Words French shares with the page's language: « la » and « le » are Italian articles, « du » and « des » German. */
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
  /^Ce$/g,
];

/** Each text node of the page that is not marked French nor inside a script or a style, and where it is. */
function pageTexts(): { text: string; where: string }[] {
  const texts: { text: string; where: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template')) continue;
    if (parent.closest('[lang]')?.getAttribute('lang')?.startsWith('fr')) continue;
    const text = node.textContent?.trim();
    if (text) texts.push({ text, where: `${parent.localName}.${[...parent.classList].join('.')}` });
  }
  return texts;
}

for (const locale of ['en', 'de', 'it'] as const) {
  test(`the ${locale} guest pages say nothing in French`, async ({ page }) => {
    test.setTimeout(120_000);
    const forbidden = new Set(FRENCH_ONLY.filter((word) => !SHARED[locale].includes(word)));
    const found: string[] = [];
    for (const key of PAGE_KEYS) {
      const pathname = pathFor(key, locale);
      await page.goto(pathname);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.waitForLoadState('networkidle');
      for (const { text, where } of await page.evaluate(pageTexts)) {
        const scanned = ALLOWED.reduce((rest, allowed) => rest.replace(allowed, ''), text);
        const words = scanned.toLowerCase().match(/\p{L}+/gu) ?? [];
        const french = words.filter((word) => forbidden.has(word));
        if (french.length > 0) found.push(`${pathname} ${where}: « ${text} » (${french.join(', ')})`);
        if (/\s[:;?!]/.test(text)) found.push(`${pathname} ${where}: « ${text} » (French spacing before a colon)`);
      }
    }
    expect(found).toEqual([]);
  });
}
