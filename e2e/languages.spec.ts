import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DICTIONARIES, LOCALES, type Locale } from '../packages/shared/src/i18n';
import { waitForHydration } from './hydration';

/** docs/product.md#languages: the language switcher, in the header and the phone menu. */
const PHONE = { width: 390, height: 844 };

test.describe('languages', () => {
  test('the header switcher leads from the French menu to the German one, the diet filter kept', async ({ page }) => {
    await page.goto('/la-carte?regime=sans-gluten');
    const languages = page.getByRole('banner').getByRole('list', { name: 'Langue du site' });
    await expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: 'Deutsch' }).click();

    await expect(page).toHaveURL(/\/de\/speisekarte\?regime=sans-gluten$/);
    await expect(page).toHaveTitle('Speisekarte — Trattoria Ticino');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const german = page.getByRole('banner').getByRole('list', { name: 'Sprache der Website' });
    await expect(german.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }),
    ).toHaveAttribute('href', '/de/kontakt');
  });

  test('the phone menu holds the switcher too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/de/speisekarte?regime=sans-gluten');
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/it\/menu\?regime=sans-gluten$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('the German menu speaks German, and its filters and search keep working', async ({ page }) => {
    await page.goto('/de/speisekarte');
    await expect(page.getByRole('heading', { level: 1, name: 'Speisekarte' })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Speisekarte filtern' });
    await filters.getByRole('button', { name: 'Vegetarisch' }).click();
    await expect(page).toHaveURL(/\/de\/speisekarte\?regime=vegetarien$/);
    await expect(page.locator('.guest-filters__status')).toContainText('diesen Filtern');
    await filters.getByRole('button', { name: 'Vegetarisch' }).click();
    // The seeded menu comes translated and validated (docs/product.md#translations): nothing is left in French.
    await expect(page.locator('.dish__title').first()).toHaveText('Rindfleisch-Charbonnade');
    await expect(page.locator('.dish__title').first()).not.toHaveAttribute('lang');
    // A German text or a French name finds a dish.
    const search = page.getByRole('searchbox', { name: 'Gericht suchen' });
    await search.fill('Eglifilets');
    await expect(page.locator('.dish__title', { hasText: 'Eglifilets' })).toBeVisible();
    await search.fill('filets de perche');
    await expect(page.locator('.dish__title', { hasText: 'Eglifilets' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Gericht suchen' }).fill('zzz');
    await expect(page.getByRole('status').filter({ hasText: 'Kein Gericht entspricht Ihrer Suche' })).toBeVisible();
    await page.getByRole('button', { name: 'Suche löschen' }).click();
    await expect(search).toHaveValue('');
  });

  test('the Italian booking page speaks Italian, calendar included', async ({ page }) => {
    await page.goto('/it/prenota');
    await expect(page.getByRole('heading', { level: 2, name: 'Il suo tavolo' })).toBeVisible();
    await expect(page.getByLabel('Numero di persone')).toHaveValue('2');
    await expect(page.getByRole('button', { name: 'Mese successivo' })).toBeVisible();
  });

  test.describe('each page downloads its own language only', () => {
    for (const { pathname, locale, heading } of [
      { pathname: '/de/speisekarte', locale: 'de', heading: 'Speisekarte' },
      { pathname: '/la-carte', locale: 'fr', heading: 'La carte' },
    ] as const) {
      test(`${pathname} loads the ${locale} dictionary and no other`, async ({ page }) => {
        const scripts = downloadedScripts(page);
        await page.goto(pathname);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const files = dictionaryFiles();
        const paths = [...scripts.keys()];
        const texts = await Promise.all(paths.map(async (file) => [file, (await scripts.get(file)) ?? ''] as const));
        const carrying = (language: Locale) =>
          texts.filter(([, text]) => text.includes(textOnlyIn(language))).map(([file]) => file);
        expect(paths).toContain(files[locale]);
        expect(carrying(locale)).toEqual([files[locale]]);
        for (const other of LOCALES.filter((each) => each !== locale)) {
          expect(paths, `${pathname} downloads the ${other} dictionary`).not.toContain(files[other]);
          // Nor do its texts ride along in another file.
          expect(carrying(other), `files carrying the ${other} texts`).toEqual([]);
        }
      });
    }

    test('the switcher loads the other language before showing it, in the same document, filters kept', async ({
      page,
    }) => {
      const scripts = downloadedScripts(page);
      await page.goto('/de/speisekarte?regime=sans-gluten');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect([...scripts.keys()]).not.toContain(dictionaryFiles().fr);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
      await expect(page).toHaveURL(/\/la-carte\?regime=sans-gluten$/);
      await expect(page.getByRole('heading', { level: 1, name: 'La carte' })).toBeVisible();
      await expect(page).toHaveTitle('La carte — Trattoria Ticino');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      expect([...scripts.keys()]).toContain(dictionaryFiles().fr);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    });

    test('a language that fails to load is asked of the server, which sends the page in it', async ({ page }) => {
      await page.goto('/de/speisekarte?regime=sans-gluten');
      await waitForHydration(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.route(`**${dictionaryFiles().fr}`, (route) => route.abort());

      await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
      await expect(page).toHaveURL(/\/la-carte\?regime=sans-gluten$/);
      // The server's French page, complete without the app (whose French texts still cannot load).
      await expect(page.getByRole('heading', { level: 1, name: 'La carte' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const languages = page.getByRole('banner').getByRole('list', { name: 'Langue du site' });
      await expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    });
  });
});

/**
 * The file the build wrote each language's dictionary into (the `dictionary-<lang>` chunks of vite.config.ts, as
 * frontend/dist/.vite/manifest.json names them), from the site's root.
 */
function dictionaryFiles(): Record<Locale, string> {
  const manifestFile = path.join(__dirname, '..', 'frontend', 'dist', '.vite', 'manifest.json');
  const chunks = Object.values(JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);
  const files = LOCALES.map((locale) => {
    const chunk = chunks.find(({ name }) => name === `dictionary-${locale}`);
    if (!chunk) throw new Error(`The build has no file of its own for the ${locale} dictionary`);
    return [locale, `/${chunk.file}`] as const;
  });
  return Object.fromEntries(files) as Record<Locale, string>;
}

interface ManifestChunk {
  file: string;
  name?: string;
}

/** A text of one language's dictionary that nothing else holds. */
const textOnlyIn = (locale: Locale) => DICTIONARIES[locale].home.presentationTitle;

/** The scripts the page downloads from now on, by path, each with its text to come. */
function downloadedScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && response.ok())
      scripts.set(
        pathname,
        response.text().catch(() => ''),
      );
  });
  return scripts;
}
