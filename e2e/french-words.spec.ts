import { expect, test } from '@playwright/test';
import { PAGE_KEYS, pathFor } from '../packages/shared/src/i18n';
import { frenchIn } from './french-words';

/**
 * The guest pages in English, German and Italian hold no French (#41, docs/product.md#languages): every text node
 * outside an element marked `lang="fr"` (a staff text without its translation) is read for words only French uses and
 * for French spacing before « : ; ? ! » (french-words.ts).
 */

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
    const found: string[] = [];
    for (const key of PAGE_KEYS) {
      const pathname = pathFor(key, locale);
      await page.goto(pathname);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.waitForLoadState('networkidle');
      for (const { text, where } of await page.evaluate(pageTexts)) {
        const french = frenchIn(text, locale);
        if (french.length > 0) found.push(`${pathname} ${where}: « ${text} » (${french.join(', ')})`);
      }
    }
    expect(found).toEqual([]);
  });
}
