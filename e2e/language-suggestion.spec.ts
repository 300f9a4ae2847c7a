import { axeOn } from './axe';
import { expect, test } from '@playwright/test';

/** docs/product.md#languages: the suggestion shown to a browser that prefers another of the site's languages. */
test.describe('language suggestion', () => {
  test.use({ locale: 'de-CH' });

  test('a German browser on the French menu is offered the German one, and is not asked again', async ({ page }) => {
    await page.goto('/la-carte?regime=sans-gluten');
    const suggestion = page.getByRole('complementary', { name: 'Sprache' });
    await expect(suggestion).toHaveText(/Diese Seite gibt es auch auf Deutsch\./);
    await expect(suggestion).toHaveAttribute('lang', 'de');

    await suggestion.getByRole('link', { name: 'Auf Deutsch lesen' }).click();
    await expect(page).toHaveURL(/\/de\/speisekarte\?regime=sans-gluten$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('complementary', { name: /Sprache|Langue/ })).toHaveCount(0);

    // A French page opened later, from a search engine say: the choice holds, no redirect.
    await page.goto('/galerie');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('complementary', { name: 'Sprache' })).toBeVisible();
  });

  test('« Nein danke » keeps the page and its language for good', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('complementary', { name: 'Sprache' }).getByRole('button', { name: 'Nein danke' }).click();
    await expect(page.getByRole('complementary', { name: 'Sprache' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sprache' })).toHaveCount(0);
  });

  test('the server never sends it, and shown it has no serious or critical axe violation', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/la-carte', { headers: { 'Accept-Language': 'de-CH' } })).text();
    expect(html).toContain('<main');
    expect(html).not.toContain('class="language-suggestion"');

    await page.goto('/galerie');
    await expect(page.getByRole('complementary', { name: 'Sprache' })).toBeVisible();
    const { violations } = await axeOn(page).analyze();
    const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
