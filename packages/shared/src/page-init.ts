import { THEME_INIT_SCRIPT } from './theme';

/** The global under which index.html's script keeps the buttons pressed before the app took over the page. */
export const EARLY_CLICKS_GLOBAL = '__ticinoEarlyClicks';

/** What the script keeps under EARLY_CLICKS_GLOBAL: the buttons pressed, in order, and how to stop keeping them. */
export interface EarlyClicks {
  buttons: Element[];
  stop: () => void;
}

/**
 * A server-rendered page is drawn before the app's code arrives (it loads after the first paint): until the app has
 * hydrated it, its buttons have no handler and a tap on one (dark mode, the menu's categories, the phone menu) would
 * be lost. This keeps those taps, without the browser's default action, for the app to press again once hydrated.
 * Links need no help, the browser follows them, but for one thing: a language link, which the server wrote for the
 * page's address alone (the page is kept per address), takes the visitor's search and filters along, as the app's does.
 */
const EARLY_CLICKS_SCRIPT =
  '(function(){var pressed=[];function keep(event){var target=event.target;' +
  "var link=target&&target.closest?target.closest('a[hreflang]'):null;" +
  'if(link&&!link.search)link.search=location.search;' +
  "var button=target&&target.closest?target.closest('button'):null;" +
  'if(button&&!button.disabled){event.preventDefault();pressed.push(button)}}' +
  "document.addEventListener('click',keep,true);" +
  `window.${EARLY_CLICKS_GLOBAL}={buttons:pressed,stop:function(){document.removeEventListener('click',keep,true)}}})();`;

/**
 * The one inline script of index.html's head, written in by the website's build so the page waits for no extra file;
 * the server's content security policy allows exactly this text by its hash (cms/config/middlewares.ts).
 */
export const PAGE_INIT_SCRIPT = `${THEME_INIT_SCRIPT};${EARLY_CLICKS_SCRIPT}`;
