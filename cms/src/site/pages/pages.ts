import crypto from 'crypto';
import { promisify } from 'util';
import zlib from 'zlib';
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  LOCALES,
  eveningBookable,
  eveningPageMetadata,
  eveningPath,
  genevaDay,
  isAdminPath,
  localeOf,
  onlineBookingWindow,
  dictionaryFor,
  pageAndLocaleOf,
  pageTitle,
  pageTitleIn,
  pathFor,
  renderHeadTags,
  restaurantPageMetadata,
  robotsTxt,
  sitemapXml,
  type BookingFormAnswer,
  type BookingWindow,
  type EveningAddress,
  type ManageFormAnswer,
  type OfferFormAnswer,
  type GroupProposalFormAnswer,
  type PublicEvening,
  type PublicMenuItem,
  type PublicSetMenu,
  type PageMetadata,
  type RestaurantData,
  type RestaurantInfo,
  type LocalizedPath,
  type Locale,
} from '@ticino/shared';
import { coalesced, onPublicContentChange, publicContent, workInProgress, type PublicContentCache } from '../content';
import { pagesApi } from './api';
import { insertRenderedPage, loadPageRenderer, withoutApp, type PageContent, type PageRenderer } from './server-render';

/** A page as sent: its bytes as they are, and its brotli and gzip forms, each made on first demand. */
export interface PageForms {
  identity: Buffer;
  br(): Promise<Buffer>;
  gzip(): Promise<Buffer>;
}

/** The built index.html, a token that changes with each rebuild, and the build's folder. */
export interface IndexDocument {
  html: string;
  version: string;
  /** The website's build folder, which also holds the server's render of the pages (`.ssr/`). */
  root: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli at its best for the pages made from index.html alone, compressed once per build. A page built from the CMS
 * data is compressed again after each edit of the menu: there the best quality would cost about ten times longer
 * (some 40 ms for the whole menu) for 10 % fewer bytes, so it gets a middle one. Both compress on libuv's threads, not
 * on the event loop that answers visitors.
 */
const BROTLI_QUALITY = { static: zlib.constants.BROTLI_MAX_QUALITY, data: 5 } as const;

function compressedForms(text: string, brotliQuality: number): PageForms {
  const identity = Buffer.from(text);
  let br: Promise<Buffer> | null = null;
  let gzipped: Promise<Buffer> | null = null;
  return {
    identity,
    br: () =>
      (br ??= brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      })),
    gzip: () => (gzipped ??= gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION })),
  };
}

const DOCTYPE = /^\s*<!doctype html>/i;
/** index.html's own language attribute, as written there. */
const HTML_LANG = /<html lang="[a-z-]*">/i;

/**
 * index.html with the page's head tags: its own title and description give way to the page's, its `<html lang>` to
 * the page's language, and the tags go at the end of its head (after its doctype when it has no head element).
 */
export function injectHead(html: string, metadata: PageMetadata): string {
  let page = html.replace(HTML_LANG, `<html lang="${metadata.locale ?? DEFAULT_LOCALE}">`);
  if (metadata.title !== undefined) page = page.replace(/<title>[^<]*<\/title>\s*/i, '');
  if (metadata.description !== undefined) page = page.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const tags = renderHeadTags(metadata);
  const headEnd = page.search(/<\/head>/i);
  if (headEnd >= 0) return `${page.slice(0, headEnd)}  ${tags}\n  ${page.slice(headEnd)}`;
  const doctype = DOCTYPE.exec(page);
  const at = doctype ? doctype[0].length : 0;
  return `${page.slice(0, at)}\n${tags}\n${page.slice(at)}`;
}

/** The CMS data the pages carry, with a version that changes whenever the data does. */
interface DataSnapshot {
  restaurant: RestaurantInfo | null;
  menu: PublicMenuItem[];
  setMenus: PublicSetMenu[];
  version: string;
}

/**
 * What a page is rendered from: the data; on the booking page, the days online booking takes (its date field's
 * bounds without JavaScript); on the answer to a posted booking form, that answer; on the home page, the evenings to
 * come.
 */
type PageData = DataSnapshot & {
  bookingWindow?: BookingWindow;
  bookingAnswer?: BookingFormAnswer;
  evenings?: PublicEvening[];
};

/** What a cached page was made from: the version of index.html and the data's version. */
interface CachedPage {
  key: string;
  forms: PageForms;
}

/** A restaurant page being made or made, shared by the visitors who ask meanwhile. */
interface RenderedEntry {
  key: string;
  forms: Promise<PageForms>;
}

/** The manage page to render: its address, the booking and what came of a posted form, and whether the app comes. */
export interface ManagePageRequest {
  pathname: string;
  answer: ManageFormAnswer;
  withApp: boolean;
}

/** A waiting party's offer page to render: its address, the offer and what came of a posted form, and whether the app comes. */
export interface OfferPageRequest {
  pathname: string;
  answer: OfferFormAnswer;
  withApp: boolean;
}

/** A group proposal's page to render: its address, the proposal and what came of a posted form, and whether the app comes. */
export interface ProposalPageRequest {
  pathname: string;
  answer: GroupProposalFormAnswer;
  withApp: boolean;
}

/**
 * Whether the restaurant pages leave the server rendered: `ok`, `retrying` while the build's render fails to load (a
 * rebuild caught half-way, a build of the wrong mode), `off` when the build has none.
 */
export type RenderState = 'ok' | 'retrying' | 'off';

/** How long a render that failed to load waits before the next page tries it again: a try costs a bundle's load. */
const RENDER_RETRY_MS = 5_000;

/**
 * The website's render of its pages, loaded once per build; null when the build has none or it fails to load. A load
 * that failed is tried again by a page asked for after RENDER_RETRY_MS, until it works.
 */
function rendererLoader(strapi: Core.Strapi) {
  let renderer: { version: string; loaded: PageRenderer | null; failedAt: number | null } | null = null;
  /** Whether a render that failed to load is due to be tried again: the pages made without it are made again. */
  const retryDue = () => renderer?.failedAt != null && Date.now() - renderer.failedAt >= RENDER_RETRY_MS;
  return {
    retryDue,
    rendererFor(index: IndexDocument): PageRenderer | null {
      if (renderer?.version === index.version && !retryDue()) return renderer.loaded;
      let loaded: PageRenderer | null = null;
      let failedAt: number | null = null;
      try {
        const found = loadPageRenderer(index.root);
        if ('missing' in found) strapi.log.warn(`Restaurant pages rendered in the browser only: ${found.missing}`);
        else loaded = found;
      } catch (error) {
        failedAt = Date.now();
        strapi.log.error(
          `Could not load the server render of the pages (tried again in ${RENDER_RETRY_MS / 1000} s): ` +
            `${(error as Error).stack ?? String(error)}`,
        );
      }
      if (loaded && renderer?.failedAt != null) strapi.log.info('The server render of the pages is back');
      renderer = { version: index.version, loaded, failedAt };
      return loaded;
    },
    state(): RenderState {
      if (renderer?.failedAt != null) return 'retrying';
      return renderer?.loaded === null ? 'off' : 'ok';
    },
  };
}

/**
 * A guest's manage link rendered with their booking, in its language, so that it shows and works without JavaScript
 * (docs/product.md#booking-without-javascript). `withApp`: the page keeps the app's scripts, and the app renders the
 * page anew (the render carries no data to hydrate it with) and uses the API; the answers to the page's posted forms
 * go without. Without the server's render, or should it fail (logged), the page the browser renders.
 */
async function manageReservationHtml(
  strapi: Core.Strapi,
  pageRenderer: PageRenderer | null,
  indexHtml: string,
  data: (locale: Locale) => Promise<DataSnapshot>,
  { pathname, answer, withApp }: ManagePageRequest,
): Promise<string> {
  // The guest's page speaks the language they booked in (docs/product.md#languages), whatever its address.
  const locale = answer.booking.language;
  return privatePageHtml(strapi, pageRenderer, indexHtml, data, {
    pathname,
    withApp,
    locale,
    title: pageTitleIn('reservation', locale),
    content: { manageAnswer: answer },
    // The address holds the token: the log names the reference only.
    name: `Booking ${answer.booking.reference}'s page`,
  });
}

/**
 * A waiting party's offer link rendered with its offer, in the party's language, so that it shows and works without
 * JavaScript, as a manage link (manageReservationHtml).
 */
async function offerHtml(
  strapi: Core.Strapi,
  pageRenderer: PageRenderer | null,
  indexHtml: string,
  data: (locale: Locale) => Promise<DataSnapshot>,
  { pathname, answer, withApp }: OfferPageRequest,
): Promise<string> {
  const locale = answer.offer.language;
  return privatePageHtml(strapi, pageRenderer, indexHtml, data, {
    pathname,
    withApp,
    locale,
    title: dictionaryFor(locale).booking.offer.title,
    content: { offerAnswer: answer },
    name: `Waiting list offer ${answer.offer.id}'s page`,
  });
}

/**
 * A group proposal's link rendered with its proposal, in the request's language, so that it shows and works without
 * JavaScript, as a manage link (manageReservationHtml).
 */
async function proposalHtml(
  strapi: Core.Strapi,
  pageRenderer: PageRenderer | null,
  indexHtml: string,
  data: (locale: Locale) => Promise<DataSnapshot>,
  { pathname, answer, withApp }: ProposalPageRequest,
): Promise<string> {
  const locale = answer.proposal.language;
  return privatePageHtml(strapi, pageRenderer, indexHtml, data, {
    pathname,
    withApp,
    locale,
    title: dictionaryFor(locale).proposal.title,
    content: { proposalAnswer: answer },
    // The address holds the token: the log names the request only.
    name: `Group request ${answer.proposal.id}'s proposal page`,
  });
}

/** A private link's page as sent: made for one request, compressed as a page made from the data. */
const privateForms = (html: string) => compressedForms(html, BROTLI_QUALITY.data);

/**
 * A private link's page (a booking's, an offer's, a proposal's): what it is rendered with, in which language, named in
 * the log.
 */
interface PrivatePage {
  pathname: string;
  withApp: boolean;
  locale: Locale;
  title: string;
  content: Pick<PageContent, 'manageAnswer' | 'offerAnswer' | 'proposalAnswer'>;
  name: string;
}

/**
 * A private link's page, never indexed: `withApp`, it keeps the app's scripts, and the app renders the page anew (the
 * render carries no data to hydrate it with); the answers to its posted forms go without. Without the server's render,
 * or should it fail (logged), the page the browser renders.
 */
async function privatePageHtml(
  strapi: Core.Strapi,
  pageRenderer: PageRenderer | null,
  indexHtml: string,
  data: (locale: Locale) => Promise<DataSnapshot>,
  { pathname, withApp, locale, title, content, name }: PrivatePage,
): Promise<string> {
  let html = injectHead(indexHtml, { title, locale, noindex: true });
  if (pageRenderer) {
    try {
      const { restaurant, menu } = await data(locale);
      const rendered = await pageRenderer.render(pathname, { restaurant, menu, ...content });
      html = insertRenderedPage(html, { ...rendered, data: '' }, (href) => pageRenderer.stylesheet(href));
      if (!withApp) html = withoutApp(html);
    } catch (error) {
      const reason = (error as Error).stack ?? String(error);
      strapi.log.error(`${name} could not be rendered on the server: ${reason}`);
    }
  }
  return html;
}

/** What the private links' pages take of the site's pages. */
type PrivateLinkPagesContext = Pick<EveningPagesContext, 'currentData' | 'rendererFor'>;

/**
 * The pages of a guest's private links, each rendered for its one request (never cached): a booking's manage link, a
 * waiting party's offer link, a group proposal's link.
 */
function privateLinkPages(strapi: Core.Strapi, { currentData, rendererFor }: PrivateLinkPagesContext) {
  return {
    /** A guest's manage link, rendered with their booking: manageReservationHtml. */
    manageReservationPage: async (index: IndexDocument, request: ManagePageRequest): Promise<PageForms> =>
      privateForms(await manageReservationHtml(strapi, rendererFor(index), index.html, currentData, request)),

    /** A waiting party's offer link, rendered with its offer: offerHtml. */
    offerPage: async (index: IndexDocument, request: OfferPageRequest): Promise<PageForms> =>
      privateForms(await offerHtml(strapi, rendererFor(index), index.html, currentData, request)),

    /** A group proposal's link, rendered with its proposal: proposalHtml. */
    proposalPage: async (index: IndexDocument, request: ProposalPageRequest): Promise<PageForms> =>
      privateForms(await proposalHtml(strapi, rendererFor(index), index.html, currentData, request)),
  };
}

/** The days online booking takes today, on the booking page: its page is made again when they move. */
async function bookingWindowOn(strapi: Core.Strapi, page: LocalizedPath): Promise<BookingWindow | undefined> {
  if (pageAndLocaleOf(page)?.page !== 'booking') return undefined;
  return onlineBookingWindow(new Date(), await pagesApi('api::reservation.reservation', strapi).settings());
}

/** The evenings guests may see now, each with its covers left (cms/src/api/evening, docs/product.md#evenings). */
const eveningReader = (strapi: Core.Strapi) => pagesApi('api::evening.evening', strapi);

const hashOf = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** An evening's form as its answer page shows it: the answer to the post, and a token to send it again. */
type EveningForm = Required<Pick<PageContent, 'formToken' | 'eveningAnswer'>>;

/** What the evening pages take of the site's pages. */
interface EveningPagesContext {
  baseUrl: string;
  currentData: (locale: Locale) => Promise<DataSnapshot>;
  rendererFor: (index: IndexDocument) => PageRenderer | null;
  retryDue: () => boolean;
}

/**
 * The evenings on the site (docs/product.md#evenings): each listed evening's page at its four addresses, the list the
 * home page shows, and those the sitemap names.
 */
function eveningPages(strapi: Core.Strapi, { baseUrl, currentData, rendererFor, retryDue }: EveningPagesContext) {
  /** Each evening's page by address, kept while the evenings and the data it was made from stay the same. */
  const pages = new Map<string, CachedPage>();
  /**
   * The evenings as the home page lists them, in each language, read once after each change of the evenings or their
   * translations: their names, dates and prices change only then (the covers left, which bookings change, are not
   * shown there).
   */
  const listed = new Map<Locale, Promise<PublicEvening[]>>();
  onPublicContentChange(strapi, (kinds) => {
    if (kinds.has('evenings')) listed.clear();
  });

  /**
   * index.html with an evening's page rendered in it and its head (title, description, alternates, the FoodEvent),
   * carrying the evenings listed and, when the evening serves one, the set menus. Should the render fail, the page is
   * sent as the browser renders it, and the failure logged.
   */
  async function pageHtml(
    index: IndexDocument,
    { slug, locale }: EveningAddress,
    evenings: PublicEvening[],
    data: DataSnapshot,
    form: Partial<EveningForm>,
  ): Promise<string> {
    const evening = evenings.find((each) => each.slug === slug)!;
    const path = eveningPath(locale, slug);
    let html = injectHead(index.html, eveningPageMetadata(evening, locale, baseUrl, data.restaurant));
    const pageRenderer = rendererFor(index);
    if (!pageRenderer) return html;
    try {
      const rendered = await pageRenderer.render(path, {
        restaurant: data.restaurant,
        menu: data.menu,
        ...(evening.setMenuId ? { setMenus: data.setMenus } : {}),
        evenings,
        ...form,
      });
      html = insertRenderedPage(html, rendered, (href) => pageRenderer.stylesheet(href));
    } catch (error) {
      strapi.log.error(`Page ${path} could not be rendered on the server: ${(error as Error).stack ?? String(error)}`);
    }
    return html;
  }

  return {
    /**
     * On the home page, the data with the evenings it lists, its version changing with them: those read after their
     * last change whose day has not passed (the list shortens at midnight by itself); none, logged, should they not be
     * read (the home page still opens). Any other page's data as it is.
     */
    async onHome(page: LocalizedPath, data: DataSnapshot): Promise<DataSnapshot & { evenings?: PublicEvening[] }> {
      if (pageAndLocaleOf(page)?.page !== 'home') return data;
      const now = new Date();
      const locale = localeOf(page);
      const read = listed.get(locale) ?? eveningReader(strapi).publicList(now, locale);
      listed.set(locale, read);
      let evenings: PublicEvening[] = [];
      try {
        evenings = await read;
      } catch (error) {
        if (listed.get(locale) === read) listed.delete(locale);
        strapi.log.warn(`Page ${page} sent without the evenings: ${(error as Error).message}`);
      }
      const today = genevaDay(now);
      const shown = evenings.filter((evening) => evening.date >= today);
      return { ...data, evenings: shown, version: `${data.version}|${hashOf(shown)}` };
    },

    /**
     * An evening's page at one of its addresses, or null when that evening is not listed (unpublished, past, or none):
     * the evenings are read at each request, since the covers left change with every booking, and the page is made
     * again only when they, the site's data or its form's token changed.
     */
    page: async (index: IndexDocument, address: EveningAddress, formToken: string): Promise<PageForms | null> => {
      const evenings = await eveningReader(strapi).publicList(new Date(), address.locale);
      if (!evenings.some((each) => each.slug === address.slug)) {
        for (const locale of LOCALES) pages.delete(eveningPath(locale, address.slug));
        return null;
      }
      const path = eveningPath(address.locale, address.slug);
      const data = await currentData(address.locale);
      const key = [index.version, data.version, hashOf(evenings), formToken].join('|');
      const kept = pages.get(path);
      if (kept && kept.key === key && !retryDue()) return kept.forms;
      const forms = compressedForms(await pageHtml(index, address, evenings, data, { formToken }), BROTLI_QUALITY.data);
      pages.set(path, { key, forms });
      return forms;
    },

    /**
     * An evening's page answering its form posted without JavaScript: made for it alone, with the covers left as the
     * post left them, without the app (withoutApp).
     */
    answerPage: async (index: IndexDocument, address: EveningAddress, form: EveningForm): Promise<PageForms> => {
      const evenings = await eveningReader(strapi).publicList(new Date());
      const html = await pageHtml(index, address, evenings, await currentData(address.locale), form);
      return compressedForms(withoutApp(html), BROTLI_QUALITY.data);
    },

    /** The evenings still bookable, for the sitemap: none, logged, should they not be read. */
    async bookable(): Promise<PublicEvening[]> {
      try {
        return (await eveningReader(strapi).publicList(new Date())).filter(eveningBookable);
      } catch (error) {
        strapi.log.warn(`Sitemap sent without the evenings: ${(error as Error).message}`);
        return [];
      }
    },
  };
}

/**
 * The public content as the pages in `locale` carry it (translated: docs/product.md#translations): `last` again while
 * the cache hands out the same objects.
 */
async function snapshotOf(
  content: PublicContentCache,
  locale: Locale,
  last: DataSnapshot | undefined,
): Promise<DataSnapshot> {
  const [restaurant, menu, setMenus] = await Promise.all([
    content.restaurantFacts(locale),
    content.menuItems(locale),
    content.setMenus(locale),
  ]);
  // The public content cache hands out the same objects until a change: only then can the data differ.
  if (last && last.restaurant === restaurant && last.menu === menu && last.setMenus === setMenus) return last;
  const version = crypto
    .createHash('sha256')
    .update(JSON.stringify({ restaurant, menu, setMenus }))
    .digest('base64url');
  return { restaurant, menu, setMenus, version };
}

/**
 * The pages the server sends for the site's addresses (docs/product.md#search-engines): index.html with each page's
 * title, description, canonical address, link preview and robots rule, and on the restaurant's pages its structured
 * data built from the CMS's facts and public menu. Each page is built and compressed once per version of its inputs,
 * then served from memory; the data comes from the public content cache, refreshed after every edit (in any process).
 */
function createSitePages(strapi: Core.Strapi) {
  // PUBLIC_URL, checked and normalised once at start (config/server.ts): never a request's Host.
  const baseUrl = String(strapi.config.get('server.url'));
  const robots = robotsTxt(baseUrl);
  const lastSnapshots = new Map<Locale, DataSnapshot>();
  const pages = new Map<string, CachedPage>();
  /** By address: each page once per language. */
  const restaurantPages = new Map<LocalizedPath, RenderedEntry>();
  const rendering = workInProgress<LocalizedPath>();
  const renderer = rendererLoader(strapi);
  const rendererFor = (index: IndexDocument) => renderer.rendererFor(index);
  /** The build of the last restaurant page asked for: the pages are made again from it after a change. */
  let lastAsked: IndexDocument | null = null;
  const evenings = eveningPages(strapi, { baseUrl, currentData, rendererFor, retryDue: renderer.retryDue });
  const privateLinks = privateLinkPages(strapi, { currentData, rendererFor });

  async function currentData(locale: Locale = DEFAULT_LOCALE): Promise<DataSnapshot> {
    const snapshot = await snapshotOf(publicContent(strapi), locale, lastSnapshots.get(locale));
    lastSnapshots.set(locale, snapshot);
    return snapshot;
  }

  function cached(
    route: string,
    key: string,
    build: () => string,
    brotliQuality: number = BROTLI_QUALITY.static,
  ): PageForms {
    const page = pages.get(route);
    if (page && page.key === key) return page.forms;
    const forms = compressedForms(build(), brotliQuality);
    pages.set(route, { key, forms });
    return forms;
  }

  /**
   * index.html with the page rendered in it (docs/architecture.md#server-rendered-pages) and its head. Should the
   * render fail, the page is sent as the browser renders it, and the failure logged.
   */
  async function restaurantPageHtml(index: IndexDocument, page: LocalizedPath, data: PageData): Promise<string> {
    const restaurantData: RestaurantData | null = data.restaurant
      ? { restaurant: data.restaurant, menu: data.menu, setMenus: data.setMenus }
      : null;
    // The head first, while index.html is short: its patterns then scan a few kilobytes, not the rendered menu.
    let html = injectHead(index.html, restaurantPageMetadata(page, baseUrl, restaurantData));
    const pageRenderer = rendererFor(index);
    if (pageRenderer) {
      try {
        html = insertRenderedPage(
          html,
          await pageRenderer.render(page, {
            restaurant: data.restaurant,
            menu: data.menu,
            setMenus: data.setMenus,
            bookingAnswer: data.bookingAnswer,
            bookingWindow: data.bookingWindow,
            evenings: data.evenings,
          }),
          (href) => pageRenderer.stylesheet(href),
        );
      } catch (error) {
        strapi.log.error(
          `Page ${page} could not be rendered on the server: ${(error as Error).stack ?? String(error)}`,
        );
      }
    }
    return html;
  }

  async function restaurantPage(index: IndexDocument, page: LocalizedPath): Promise<PageForms> {
    lastAsked = index;
    // One render at a time per page: a burst of edits (several staff, several instances) then costs a render per
    // render's length, not one per edit. A render begun before this request may hold older data: wait for it, then
    // take the page made from the data as it is now, or join the render begun since, which has it.
    await rendering.ended(page);
    let data: PageData;
    try {
      const snapshot = await evenings.onHome(page, await currentData(localeOf(page)));
      data = { ...snapshot, bookingWindow: await bookingWindowOn(strapi, page) };
    } catch (error) {
      // The page still opens (the app shows its own message when the API fails), without structured data.
      strapi.log.warn(`Page ${page} sent without structured data: ${(error as Error).message}`);
      return compressedForms(injectHead(index.html, restaurantPageMetadata(page, baseUrl, null)), BROTLI_QUALITY.data);
    }
    const key = [index.version, data.version, data.bookingWindow?.firstDay, data.bookingWindow?.lastDay].join('|');
    const kept = restaurantPages.get(page);
    if (kept && ((kept.key === key && !renderer.retryDue()) || rendering.isRunning(page))) return kept.forms;
    const forms = restaurantPageHtml(index, page, data).then((html) => compressedForms(html, BROTLI_QUALITY.data));
    restaurantPages.set(page, { key, forms });
    rendering.track(page, forms);
    return forms;
  }

  // After any change of the menu or the restaurant facts, in this process or another one on the same database, the
  // pages visitors had asked for are made again at once, so the next visitor gets them ready (in the languages in use
  // only: twenty pages at each edit would hold the server's thread for nothing). Each page is kept until then: its key
  // tells whether the data it was made from is still the data, and under a burst of edits the public content cache
  // reads the menu less often than it changes (cache.ts), so most changes find their page already current.
  const renderAgain = coalesced(
    async () => {
      if (!lastAsked) return;
      const index = lastAsked;
      for (const page of [...restaurantPages.keys()]) await restaurantPage(index, page);
    },
    (error) => strapi.log.warn(`Could not render the restaurant pages again: ${(error as Error).message}`),
  );
  onPublicContentChange(strapi, () => {
    lastSnapshots.clear();
    renderAgain();
  });

  return {
    /**
     * The page for a browser address: `page` is the route table's name for it (see `sitePath`), `reservation` for a
     * guest's manage link (the app fetches the booking itself), null when the site has none.
     */
    async page(index: IndexDocument, page: string | null): Promise<PageForms> {
      const unlisted = (name: string, metadata: Omit<PageMetadata, 'noindex'>) =>
        cached(name, index.version, () => injectHead(index.html, { ...metadata, noindex: true }));
      if (page === null) return unlisted('not-found', { title: pageTitle('not-found') });
      if (page === 'reservation') return unlisted('reservation', { title: pageTitle('reservation') });
      if (isAdminPath(page)) return unlisted('admin', { title: pageTitle('admin') });
      // The template pages set their own tab title once running.
      const restaurantPageAt = pageAndLocaleOf(page);
      if (!restaurantPageAt) return unlisted('template', {});
      return restaurantPage(index, pathFor(restaurantPageAt.page, restaurantPageAt.locale));
    },

    /**
     * The booking page in `locale` answering its form posted without JavaScript: made for it alone, without the app
     * (withoutApp).
     */
    async bookingAnswerPage(index: IndexDocument, answer: BookingFormAnswer, locale: Locale): Promise<PageForms> {
      const page = pathFor('booking', locale);
      const data = {
        ...(await currentData(locale)),
        bookingWindow: await bookingWindowOn(strapi, page),
        bookingAnswer: answer,
      };
      const html = await restaurantPageHtml(index, page, data);
      return compressedForms(withoutApp(html), BROTLI_QUALITY.data);
    },

    /** A guest's manage link, a waiting party's offer link, a group proposal's link: privateLinkPages. */
    ...privateLinks,

    /** An evening's page (docs/product.md#evenings), or null when that evening is not listed. */
    eveningPage: evenings.page,

    /** An evening's page answering its form posted without JavaScript. */
    eveningAnswerPage: evenings.answerPage,

    /** Whether the pages leave rendered (/_health): RenderState. */
    renderState: () => renderer.state(),

    /** /sitemap.xml: the restaurant's pages at their public addresses, and the evenings still bookable at theirs. */
    sitemapXml: async (): Promise<string> => sitemapXml(baseUrl, await evenings.bookable()),

    /** /robots.txt, naming the sitemap. */
    robotsTxt: () => robots,
  };
}

export type SitePages = ReturnType<typeof createSitePages>;

const made = new WeakMap<Core.Strapi, SitePages>();

/** This Strapi's pages: made at first use and kept, since their renderer, caches and change listener are one per app. */
export function sitePages(strapi: Core.Strapi): SitePages {
  let pages = made.get(strapi);
  if (!pages) {
    pages = createSitePages(strapi);
    made.set(strapi, pages);
  }
  return pages;
}
