import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core (pinned, docs/decisions.md) on the page, with « label in name » (WCAG 2.5.3, `label-content-name-mismatch`)
 * switched on by name: versions before 4.14 kept that rule off as experimental, and every control's accessible name
 * must hold its visible text whatever the version.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
    // Every violation with all its elements; of the passes, the incomplete and the inapplicable, which no test reads,
    // axe keeps one element each instead of collecting and sending back thousands on the menu's pages.
    resultTypes: ['violations'],
  });
