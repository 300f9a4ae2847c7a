import { axeOn } from './axe';
import { expect, test, type Page } from '@playwright/test';

/** The controls of the first screen that the suggestion's box covers, each named by its tag and text. */
function controlsUnder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const suggestion = document.querySelector('.language-suggestion');
    if (!suggestion) throw new Error('no suggestion');
    const box = suggestion.getBoundingClientRect();
    const controls = document.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]');
    return [...controls]
      .filter((control) => !suggestion.contains(control) && control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        const shown = rect.width > 0 && rect.height > 0 && rect.top < window.innerHeight && rect.bottom > 0;
        const crosses =
          rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
        return shown && crosses;
      })
      .map((control) => `${control.tagName.toLowerCase()} « ${control.textContent?.trim() ?? ''} »`);
  });
}

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

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("covers none of the first screen's controls on the five pages", async ({ page }) => {
      const covered: Record<string, string[]> = {};
      for (const path of ['/', '/la-carte', '/galerie', '/contact', '/reserver']) {
        await page.goto(path);
        await expect(page.getByRole('complementary', { name: 'Sprache' })).toBeVisible();
        const controls = await controlsUnder(page);
        if (controls.length > 0) covered[path] = controls;
      }
      expect(covered).toEqual({});
    });
  });
});
