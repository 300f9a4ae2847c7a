import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { revealEverything } from './scroll';

/** docs/product.md#languages: the language switcher, in the header and the phone menu. */
const PHONE = { width: 390, height: 844 };

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

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

  test('the English home page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/en');
    await expect(
      page.getByRole('heading', { level: 2, name: 'A Ticino trattoria in the heart of Geneva' }),
    ).toBeVisible();
    await revealEverything(page);
    await expectNoSeriousViolations(page, '/en');
  });

  test('the German menu speaks German, filters keep working, and axe finds nothing serious', async ({ page }) => {
    // axe reads every element of the full seeded menu: 10-25 s on a busy machine (as public-site.spec.ts).
    test.setTimeout(90_000);
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
    await revealEverything(page);
    await expectNoSeriousViolations(page, '/de/speisekarte');
  });

  test('the Italian booking page speaks Italian, calendar included, and axe finds nothing serious', async ({
    page,
  }) => {
    await page.goto('/it/prenota');
    await expect(page.getByRole('heading', { level: 2, name: 'Il vostro tavolo' })).toBeVisible();
    await expect(page.getByLabel('Numero di persone')).toHaveValue('2');
    await expect(page.getByRole('button', { name: 'Mese successivo' })).toBeVisible();
    await revealEverything(page);
    await expectNoSeriousViolations(page, '/it/prenota');
  });
});
