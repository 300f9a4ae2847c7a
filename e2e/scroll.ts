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

/**
 * Scrolls the whole page a screen per frame, so every section enters the screen and its scroll animation runs; waits
 * for them, then back to the top. (A screen rather than 300 px: the whole menu in a third of the frames.)
 */
export async function revealEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await animationsSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}
