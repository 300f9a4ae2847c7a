import { afterAll, afterEach } from 'vitest';

/**
 * Minimal stand-ins for browser APIs jsdom lacks and that swiper, AOS and the layout call.
 * They do nothing clever: enough for components to mount and for scroll offsets to be simulated.
 */

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom cannot make addresses for local files: each gets a unique blob: address, as a browser's would look.
if (typeof URL.createObjectURL !== 'function') {
  let made = 0;
  URL.createObjectURL = () => `blob:http://localhost/${(made += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

if (!('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: InertObserver });
}
if (!('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: InertObserver });
}

/** Moves the simulated scroll offset and tells listeners, as a real scroll would. */
window.scrollTo = (xOrOptions?: number | ScrollToOptions, y?: number) => {
  const top = typeof xOrOptions === 'object' ? (xOrOptions.top ?? window.scrollY) : (y ?? window.scrollY);
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
};

Element.prototype.scrollIntoView = function scrollIntoView() {};

// Each test starts at the top of the page, whatever the previous one scrolled to.
afterEach(() => window.scrollTo(0, 0));

/**
 * AOS handles scroll through a throttle (trailing call up to 99 ms later) and resize through a 50 ms debounce.
 * Let those last calls run while this file's window still exists, or they fire after teardown and fail the run.
 */
const AOS_TRAILING_CALL_MS = 150;
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, AOS_TRAILING_CALL_MS)));

// jsdom's browser speaks American English; the site's guests, like the end-to-end tests' browser (fr-CH), French.
const FRENCH_BROWSER = ['fr-CH', 'fr'] as const;
let browserLanguages: readonly string[] = FRENCH_BROWSER;
Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => browserLanguages });

/** The languages the browser says it prefers (`navigator.languages`), for this test only. */
export function setBrowserLanguages(languages: readonly string[]): void {
  browserLanguages = languages;
}

afterEach(() => {
  browserLanguages = FRENCH_BROWSER;
});
