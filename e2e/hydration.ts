import { expect, type Page } from '@playwright/test';

/** Waits until React has taken over the server's markup. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
}
