import { expect, test, type Page } from '@playwright/test';
import { LOCALES, PAGE_KEYS, pathFor, type Locale } from '../packages/shared/src/i18n';
import { axeOn } from './axe';
import { managePage } from './guest-booking';
import { waitForHydration } from './hydration';
import { revealEverything } from './scroll';

/**
 * axe on the guest's pages (docs/testing.md#accessibility): the five restaurant pages in each language on a phone in
 * light mode, each in French on a desktop in dark mode, a manage page and the not-found page. The W3C checker reads
 * the same pages' HTML in html-validity.spec.ts; the dashboard's screens and the pages' other states (a form's answer,
 * the calendar open, the language suggestion) are scanned by their own journeys.
 */

const PHONE = { width: 390, height: 844 };

/** The serious and critical violations axe finds on the page as it is, each with the elements it names. */
async function seriousViolations(page: Page): Promise<string[]> {
  // The contact page's map is OpenStreetMap's own page.
  const { violations } = await axeOn(page).exclude('iframe').analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Each page's violations once the app runs, every section faded in; pages without any are left out. */
async function scan(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What the app adds (the booking calendar, the language suggestion) is scanned too.
    await waitForHydration(page);
    await revealEverything(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

const pagesIn = (locale: Locale) => PAGE_KEYS.map((key) => pathFor(key, locale));

test.describe('axe finds no serious or critical violation', () => {
  // Scroll animations fade content in: a scan in the middle of a fade measures half-transparent text.
  test.use({ reducedMotion: 'reduce' });
  // axe reads every element of the whole menu (about 2,300): 10-25 s on a busy 2-core machine.
  test.slow();

  test.describe('on a phone in light mode', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    for (const locale of LOCALES) {
      test(`on the five pages in ${locale}`, async ({ page }) => {
        expect(await scan(page, pagesIn(locale))).toEqual({});
      });
    }
  });

  test('on a desktop in dark mode, on the five pages in French', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await scan(page, pagesIn('fr'))).toEqual({});
  });

  test('on a manage page and on the not-found page', async ({ page, request }) => {
    expect(await scan(page, [await managePage(request), '/en/nowhere'])).toEqual({});
  });
});
