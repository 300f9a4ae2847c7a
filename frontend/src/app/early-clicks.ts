import { useEffect } from 'react';
import { EARLY_CLICKS_GLOBAL, type EarlyClicks } from '@ticino/shared';

type WindowWithEarlyClicks = Window & Partial<Record<typeof EARLY_CLICKS_GLOBAL, EarlyClicks>>;

/**
 * Stops index.html's script from keeping taps (React's own handlers answer them from now on) and returns the buttons
 * pressed before (PAGE_INIT_SCRIPT).
 */
export function takeEarlyClicks(): Element[] {
  const earlyClicks = (window as WindowWithEarlyClicks)[EARLY_CLICKS_GLOBAL];
  if (!earlyClicks) return [];
  earlyClicks.stop();
  return earlyClicks.buttons.splice(0);
}

/** What a visitor knows a button by: its label, else its text. */
function nameOf(button: Element): string {
  return button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
}

/**
 * The button of the hydrated page that answers for one pressed before: the same element, or, when the app drew that
 * control anew (the top bar's dark-mode button moves on a large screen), the one button now known by the same name.
 */
function counterpartOf(pressed: Element): HTMLButtonElement | null {
  if (pressed.isConnected) return pressed instanceof HTMLButtonElement ? pressed : null;
  const name = nameOf(pressed);
  const namesakes = [...document.querySelectorAll('button')].filter((button) => nameOf(button) === name);
  return namesakes.length === 1 ? namesakes[0] : null;
}

/**
 * Once the page is hydrated and drawn with what only the browser knows (the stored dark mode, what waits for
 * useHydrated, the layout of a large screen), presses again the buttons that were pressed before, each once, so that
 * each acts on it. After a task, so the browser has run the effects of that render.
 */
export function usePressAgain(buttons: Element[], hydrated: boolean): void {
  useEffect(() => {
    if (!hydrated) return;
    const pending = buttons.splice(0);
    if (pending.length === 0) return;
    setTimeout(() => {
      for (const pressed of pending) {
        const button = counterpartOf(pressed);
        if (button && !button.disabled) button.click();
      }
    }, 0);
  }, [buttons, hydrated]);
}
