import fs from 'fs';
import path from 'path';
import type {
  BookingFormAnswer,
  BookingWindow,
  EveningFormAnswer,
  GroupProposalFormAnswer,
  ManageFormAnswer,
  OfferFormAnswer,
  PublicEvening,
  PublicMenuItem,
  PublicSetMenu,
  RestaurantInfo,
} from '@ticino/shared';

/**
 * The CMS data a restaurant page is rendered with; on the answer to a posted booking form, that answer; on the booking
 * page, the days online booking takes; on a guest's manage link, their booking; on a waiting party's offer link, its
 * offer; on a group proposal's link, the proposal; on the home page and an evening's page, the listed evenings, and on
 * the latter its form's token and the answer to that form posted without JavaScript.
 */
export interface PageContent {
  restaurant: RestaurantInfo | null;
  menu: PublicMenuItem[];
  /** The set menus, shown on the menu page (docs/product.md#set-menus). */
  setMenus?: PublicSetMenu[];
  bookingAnswer?: BookingFormAnswer;
  bookingWindow?: BookingWindow;
  manageAnswer?: ManageFormAnswer;
  offerAnswer?: OfferFormAnswer;
  proposalAnswer?: GroupProposalFormAnswer;
  /** The listed evenings (docs/product.md#evenings), on the home page and an evening's page. */
  evenings?: PublicEvening[];
  /** The token of the evening's booking form, for a browser without JavaScript (docs/product.md#evenings). */
  formToken?: string;
  eveningAnswer?: EveningFormAnswer;
}

/** What the website's server entry (frontend/src/entry-server.tsx) returns for one page. */
export interface RenderedPage {
  head: string;
  root: string;
  data: string;
}

/** The website's server entry, as built by `vite build --ssr` into `<build>/.ssr/entry-server.cjs`. */
interface ServerEntry {
  renderPage(path: string, content: PageContent, manifest: unknown): Promise<RenderedPage>;
}

/** The server entry and the client manifest of one build of the website. */
export interface PageRenderer {
  render(page: string, content: PageContent): Promise<RenderedPage>;
  /** The text of one of the build's stylesheets by its address (`/assets/….css`), read once; null if there is none. */
  stylesheet(href: string): string | null;
}

/** The address of a stylesheet Vite wrote into the build's assets. */
const BUILT_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

/**
 * Loads the render of the restaurant pages from the website's build folder (docs/architecture.md#server-rendered-pages),
 * anew from disk each time it is called: the caller calls it once per build (the version of index.html). Null, with the
 * reason, when the build has no server entry (a build made before it existed): the pages are then rendered in the
 * browser as before.
 */
export function loadPageRenderer(root: string): PageRenderer | { missing: string } {
  const entryFile = path.join(root, '.ssr', 'entry-server.cjs');
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile)) {
    return { missing: `${entryFile} or ${manifestFile} is missing: run npm run build` };
  }
  // A rebuild replaces the files: they are read again rather than taken from Node's cache. All of them, not only the
  // entry: a lazily loaded page's chunk requires the entry back, and a cached chunk would keep the previous entry's
  // modules (another React context, another SWR cache), so the page would render without its data.
  const ssrFolder = path.dirname(entryFile) + path.sep;
  for (const cached of Object.keys(require.cache)) {
    if (cached.startsWith(ssrFolder)) delete require.cache[cached];
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle's path is only known at run time
  const entry = require(entryFile) as ServerEntry;
  const manifest: unknown = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const stylesheets = new Map<string, string | null>();
  return {
    render: (page, content) => entry.renderPage(page, content, manifest),
    stylesheet(href) {
      if (!BUILT_STYLESHEET.test(href)) return null;
      if (!stylesheets.has(href)) {
        const file = path.join(root, href);
        stylesheets.set(href, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
      }
      return stylesheets.get(href) ?? null;
    },
  };
}

/**
 * At a production start: the build's render loads and draws the home page, else the start stops, saying why. Served
 * without it, every page would leave the server empty (nothing for search engines, no booking without JavaScript)
 * while the server looked healthy.
 */
export async function verifyPageRenderer(root: string): Promise<void> {
  let cause: string;
  try {
    const found = loadPageRenderer(root);
    if (!('missing' in found)) {
      await found.render('/', { restaurant: null, menu: [] });
      return;
    }
    cause = found.missing;
  } catch (error) {
    cause = (error as Error).message;
  }
  throw new Error(
    `Le rendu des pages est introuvable ou invalide (${cause}) : lancez npm run build en mode production.`,
  );
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The app's scripts in index.html's head, as Vite writes them: its entry and the chunks the entry imports. */
const APP_SCRIPTS = /<(script type="module"|link rel="modulepreload")(?![^>]*\sfetchpriority=)/g;

/** A stylesheet link, as Vite writes it in index.html and the render in its head. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/**
 * index.html with a rendered page in it: the page's links at the end of the head, its markup inside `#root`, its data
 * just after. On a slow link every request before the first paint costs a round trip, so the page carries its
 * stylesheets inline (`stylesheet` gives their text; the CSP allows inline styles, not inline scripts), and the app's
 * scripts are asked for at low priority: the page is drawn and readable without them (they make it interactive), so
 * the fonts and the first image go first. Throws when index.html has no empty `#root`, which the app itself needs.
 */
export function insertRenderedPage(
  html: string,
  rendered: RenderedPage,
  stylesheet: (href: string) => string | null,
): string {
  const rootAt = html.indexOf(ROOT_ELEMENT);
  const headEnd = html.search(/<\/head>/i);
  if (rootAt < 0 || headEnd < 0 || headEnd > rootAt) throw new Error(`index.html has no head or no ${ROOT_ELEMENT}`);
  const head =
    `${html.slice(0, headEnd).replace(APP_SCRIPTS, '<$1 fetchpriority="low"')}  ${rendered.head}\n  `.replace(
      STYLESHEET_LINK,
      (link, href: string) => {
        const css = stylesheet(href);
        // Text that could close the element stays in its file.
        return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
      },
    );
  return (
    `${head}${html.slice(headEnd, rootAt)}` +
    `<div id="root">${rendered.root}</div>\n    ${rendered.data}${html.slice(rootAt + ROOT_ELEMENT.length)}`
  );
}

const SCRIPT_OPEN = '<script';
const SCRIPT_CLOSE = '</script>';
/** Scripts that only carry data: JSON-LD stays, for what reads the page's structured data. */
const DATA_SCRIPT = /^<script type="application\/(?:ld\+)?json"/;

/**
 * A page that works without the app (the answer to a form posted without JavaScript, which the app would not take
 * over, docs/product.md#booking-without-javascript): its scripts and their preloads go — index.html's inline one too,
 * which holds a button's press until the app arrives — and what `<noscript>` holds applies in every browser.
 */
export function withoutApp(html: string): string {
  let page = '';
  let at = 0;
  for (let start = html.indexOf(SCRIPT_OPEN); start >= 0; start = html.indexOf(SCRIPT_OPEN, at)) {
    const close = html.indexOf(SCRIPT_CLOSE, start);
    if (close < 0) break;
    const end = close + SCRIPT_CLOSE.length;
    page += html.slice(at, start) + (DATA_SCRIPT.test(html.slice(start, close)) ? html.slice(start, end) : '');
    at = end;
  }
  page += html.slice(at);
  return page.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<\/?noscript>/g, '');
}
