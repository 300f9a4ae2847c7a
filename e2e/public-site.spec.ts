import { expect, test, type Page } from '@playwright/test';
import { MENU_CATEGORIES } from '../packages/shared/src/categories';
import { collectErrors } from './console-errors';
import { revealEverything } from './scroll';

const PRICE = /^CHF \d+\.\d{2}$/;

/**
 * Once the app has taken over a large screen it moves the dark-mode button after the links and drops the small
 * screens' menu button: a press while the button moves lands on neither place. Presses before the app is there have
 * their own test (server-render.spec.ts).
 */
async function pressDarkModeOnceSettled(page: Page): Promise<void> {
  await expect(page.locator('button[aria-label="Menu"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mode sombre' }).click();
}

test.describe('public restaurant site', () => {
  test('visitor journey: hero, presentation, menu section, la carte, then the dialogs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trattoria Ticino');
    const firstSlide = page.locator('.hero img').first();
    await expect(firstSlide).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => firstSlide.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Découvrir plus' }).click();
    await expect(page.locator('#presentation')).toBeInViewport();
    await expect(page.locator('#presentation')).toContainText('32 places');

    await page.getByRole('link', { name: 'Voir notre carte' }).click();
    const carte = page.locator('#carte');
    await expect(carte).toBeInViewport();
    await expect(page).toHaveURL(/\/#carte$/);
    await expect(carte.getByRole('heading', { name: 'Charbonnade de bœuf' })).toBeVisible();
    await expect(carte.getByRole('button', { name: 'Nos Spécialités' })).toHaveAttribute('aria-pressed', 'true');

    await carte.getByRole('button', { name: 'Nos Pizzas' }).click();
    await expect(carte.getByRole('button', { name: 'Nos Pizzas' })).toHaveAttribute('aria-pressed', 'true');
    await expect(carte.getByRole('heading', { name: 'Charbonnade de bœuf' })).toHaveCount(0);
    const pizzaPrices = await carte.locator('.dish__price').allTextContents();
    expect(pizzaPrices.length).toBeGreaterThan(0);
    for (const price of pizzaPrices) expect(price).toMatch(PRICE);

    await page.getByRole('contentinfo').getByRole('link', { name: 'La carte complète' }).click();
    await expect(page).toHaveURL(/\/la-carte$/);
    await expect(page.getByRole('heading', { level: 1, name: 'La carte' })).toBeVisible();
    await expect(page.locator('.carte-section').first()).toBeVisible();
    const categories = await page.locator('.carte-section__title').allTextContents();
    expect(categories.length).toBeGreaterThan(1);
    const ranks = categories.map((name) => (MENU_CATEGORIES as readonly string[]).indexOf(name));
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    await expect(page.getByRole('navigation', { name: 'Catégories de la carte' }).getByRole('link')).toHaveCount(
      categories.length,
    );
  });

  test('the two footer dialogs close with the close button, the backdrop and Escape', async ({ page }) => {
    await page.goto('/la-carte');
    const footer = page.getByRole('contentinfo');
    const dialogs = [
      { opener: 'Mentions légales', title: 'Mentions légales' },
      { opener: 'Protection des données', title: 'Déclaration relative à la protection des données' },
    ];
    for (const { opener, title } of dialogs) {
      const button = footer.getByRole('button', { name: opener });
      const dialog = page.getByRole('dialog', { name: title });

      await button.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();

      await button.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('dark mode survives a reload and is applied before the app runs', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await pressDarkModeOnceSettled(page);
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

    // With the app's scripts blocked, only index.html's inline script can have set the class: no light flash.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(21, 18, 15)');
    await page.unroute('**/assets/*.js');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Mode sombre' })).toHaveAttribute('aria-pressed', 'true');
    await pressDarkModeOnceSettled(page);
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  });

  test('the /#carte and /#presentation links work from another page', async ({ page }) => {
    await page.goto('/galerie');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: 'La carte' }).click();
    await expect(page).toHaveURL(/\/#carte$/);
    await expect(page.locator('#carte')).toBeInViewport();

    await page.goto('/contact');
    await nav.getByRole('link', { name: 'A propos de nous' }).click();
    await expect(page).toHaveURL(/\/#presentation$/);
    await expect(page.locator('#presentation')).toBeInViewport();
  });

  test('the small-screen menu opens, links to /admin and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/la-carte');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.getByRole('link', { name: 'Galerie' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Galerie' })).toBeHidden();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/la-carte/introuvable');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  for (const path of ['/', '/la-carte']) {
    test(`no console error on ${path}`, async ({ page }) => {
      // Scrolling the whole menu through, a frame per step, runs past 30 s when the machine is shared.
      test.slow();
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.locator('.dish').first()).toBeVisible();
      await revealEverything(page);
      expect(errors).toEqual([]);
    });
  }
});
