import { expect, test } from '@playwright/test';

/** docs/product.md#printed-menu: « Imprimer la carte » on the menu page leads to the PDF of the page's language. */
test('« Imprimer la carte » on /la-carte leads to the printed menu, a PDF in the page language', async ({ page }) => {
  await page.goto('/la-carte');
  const link = page.getByRole('link', { name: 'Imprimer la carte' });
  await expect(link).toHaveAttribute('href', '/carte.pdf');
  const response = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A click takes the browser to it: a browser with a PDF viewer shows it, the headless shell the tests run saves it.
  const opened = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/carte.pdf');
  await link.click();
  const answer = await opened;
  expect(answer.request().isNavigationRequest()).toBe(true);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');

  await page.goto('/de/speisekarte');
  await expect(page.getByRole('link', { name: 'Speisekarte drucken' })).toHaveAttribute('href', '/de/speisekarte.pdf');
});
