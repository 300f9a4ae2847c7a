import { expect, test } from '@playwright/test';
import { collectErrors } from './console-errors';

/** The French pages, and some in the other languages (docs/product.md#languages). */
const RESTAURANT_PAGES = ['/', '/la-carte', '/galerie', '/contact', '/reserver', '/de', '/en/menu', '/it/prenota'];

test.describe('what search engines read', () => {
  for (const pathname of RESTAURANT_PAGES) {
    test(`${pathname}: the running app keeps the tab title the server sent, without console errors`, async ({
      page,
      request,
    }) => {
      const sent = await (await request.get(pathname, { headers: { Accept: 'text/html' } })).text();
      const serverTitle = /<title>([^<]*)<\/title>/.exec(sent)?.[1];
      expect(serverTitle).toMatch(/Trattoria Ticino/);
      expect(sent).toContain('application/ld+json');

      const errors = collectErrors(page);
      await page.goto(pathname);
      // The app has rendered the page (its main heading) and set its tab title.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.title)).toBe(serverTitle);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(pathname, page.url()).href);
      expect(errors).toEqual([]);
    });
  }
});
