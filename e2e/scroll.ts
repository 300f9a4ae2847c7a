import type { Page } from '@playwright/test';

/**
 * Waits until every section the scroll animation fades in has been shown and no finite animation or transition (the
 * fade itself, the colours easing into dark mode) is still running: axe then reads the colours a visitor sees.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-aos]')].every((section) => section.classList.contains('aos-animate')) &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
  );
}

/** Scrolls the whole page, a frame per step, so every scroll animation runs; waits for them, then back to the top. */
export async function revealEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await animationsSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}
