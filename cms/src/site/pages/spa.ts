import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import {
  DEFAULT_LOCALE,
  LOCALES,
  eveningAddressOf,
  groupProposalLinkParts,
  isLocale,
  messageIn,
  messageOf,
  offerLinkParts,
  pageAndLocaleOf,
  reservationManageParts,
  sitePath,
  type EveningAddress,
} from '@ticino/shared';
import { frontendDist } from '../../utils/frontend-dist';
import { preferredEncoding } from '../content';
import {
  bookingFormAnswers,
  eveningFormAnswers,
  manageFormAnswers,
  offerFormAnswers,
  proposalFormAnswers,
  withinBookingRateLimit,
  type ManageLink,
  type OfferLink,
  type ProposalLink,
} from '../forms';
import { printedMenus } from '../print';
import { sitePages, type IndexDocument, type PageForms } from './pages';

export interface SpaConfig {
  /** Folder of the built React app (frontend/dist by default). */
  root?: string;
}

/** Paths the SPA never answers: Strapi's API, its back-office and uploaded media. */
const SERVER_PATHS = /^\/(?:api|cms|uploads|_health)(?:\/|$)/;

/**
 * Serves the built React app on the same origin as Strapi: its files as they are, index.html to any client that takes
 * HTML at one of the site's addresses (client-side routes such as /admin/dashboard) and to browser navigations of any
 * other path (with a 404 status), each with its own head written in (docs/product.md#search-engines); also
 * /sitemap.xml, /robots.txt and the printed menus (/carte.pdf). Requests that want no HTML (Strapi's back-office calling /admin/* for JSON) are left
 * to Strapi's router, except for the restaurant's own pages.
 */
export default (config: SpaConfig, { strapi }: { strapi: Core.Strapi }) => {
  const root = frontendDist(strapi.dirs.app.root, config.root);
  const indexFile = path.join(root, 'index.html');

  // index.html answers nearly every visit: it is kept in memory, since opening and reading the file for each visitor
  // costs several turns of the event loop, which under load come seconds apart. A rebuild that replaces it is seen
  // through its size and modification time. Each page made from it is built and compressed once per version (see the
  // site's pages), not per visit.
  let index: ({ mtimeMs: number; size: number } & IndexDocument) | null = null;
  function readIndex(): IndexDocument | null {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return null;
    if (!index || index.mtimeMs !== stat.mtimeMs || index.size !== stat.size) {
      index = {
        mtimeMs: stat.mtimeMs,
        size: stat.size,
        html: fs.readFileSync(indexFile, 'utf8'),
        version: `${stat.mtimeMs}:${stat.size}`,
        root,
      };
    }
    return index;
  }

  const answerBookingForm = bookingFormAnswers(strapi);
  const eveningForm = eveningFormAnswers(strapi);
  const privateLinkPage = privateLinkPages(strapi);
  const printedMenu = printedMenus(strapi);

  return async (ctx: Context, next: Next) => {
    // The booking page of each language takes the form posted without JavaScript, and answers in its language.
    const postedTo = ctx.method === 'POST' ? pageAndLocaleOf(ctx.path) : null;
    if (postedTo?.page === 'booking') {
      const document = readIndex();
      if (!document) return next();
      const { status, answer } = await answerBookingForm(ctx, postedTo.locale);
      // The answer may hold the guest's manage link: like that page, never stored, indexed or named to another site.
      keptPrivate(ctx);
      const pages = sitePages(strapi);
      await sendPage(ctx, await pages.bookingAnswerPage(document, answer, postedTo.locale), status);
      return;
    }
    // An evening's page of each language takes its booking form posted without JavaScript, and answers in its language.
    const postedToEvening = ctx.method === 'POST' ? eveningAddressOf(ctx.path) : null;
    if (postedToEvening) {
      const document = readIndex();
      return document ? sendEveningAnswer(ctx, strapi, document, postedToEvening, eveningForm) : next();
    }
    const privateLink = privateLinkOf(ctx.path);
    if (privateLink && ['GET', 'HEAD', 'POST'].includes(ctx.method)) {
      const document = readIndex();
      if (!document) return next();
      // A guest's booking, a waiting party's offer or a group's proposal, private: privateLinkPages.
      await privateLinkPage(ctx, document, privateLink);
      return;
    }
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || SERVER_PATHS.test(ctx.path)) return next();

    // /carte.pdf and its other languages (docs/product.md#printed-menu).
    if (await printedMenu.answer(ctx)) return;

    if (ctx.path === '/sitemap.xml' || ctx.path === '/robots.txt') {
      const sitemap = ctx.path === '/sitemap.xml';
      ctx.type = sitemap ? 'application/xml' : 'text/plain';
      ctx.set('Cache-Control', 'public, max-age=3600');
      const pages = sitePages(strapi);
      ctx.body = sitemap ? await pages.sitemapXml() : pages.robotsTxt();
      return;
    }

    const page = sitePath(ctx.path);
    const isNavigation = ctx.get('sec-fetch-mode') === 'navigate' || ctx.get('accept').includes('text/html');

    // An evening's page (docs/product.md#evenings) exists while the evening is listed: it is the site's whatever the
    // client accepts, as the restaurant's pages are; otherwise its address is one without a page.
    const eveningAddress = page === null ? eveningAddressOf(ctx.path) : null;
    if (eveningAddress) {
      const document = readIndex();
      const formToken = eveningForm.token(eveningAddress.slug, new Date());
      const sent = document && (await sendEveningPage(ctx, strapi, document, eveningAddress, formToken, isNavigation));
      if (!sent) await next();
      return;
    }
    // The site's own pages are never files: no need to look for one.
    if (ctx.path !== '/index.html' && page === null) {
      // The build writes a .br and a .gz beside each text file: koa-send picks the one the client accepts.
      ctx.vary('Accept-Encoding');
      try {
        const served = await send(ctx, ctx.path, {
          root,
          index: false,
          brotli: true,
          gzip: true,
          setHeaders(res, filePath) {
            // Vite fingerprints everything under /assets; other files may change in place.
            const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
            res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
          },
        });
        if (served) return;
      } catch (error) {
        // 400: undecodable path; 403: a path climbing out of the folder. Neither names a file: not found.
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
    }

    // The same address answers HTML to a browser and JSON to a script (Strapi's /admin/* calls): caches must keep both.
    ctx.vary('Accept');
    ctx.vary('Sec-Fetch-Mode');
    ctx.vary('Accept-Encoding');
    // The restaurant's pages are the site's whatever the client accepts (Strapi would redirect "/" to its back-office);
    // the site's other pages go to any client that takes HTML, `*/*` included (link checkers, uptime monitors, link
    // previews); an address without a page gets the not-found page only when a browser navigates to it, else Strapi's
    // JSON 404, as do the back-office's own /admin/* calls, which are no page of the site.
    const wantsPage = page !== null && (pageAndLocaleOf(page) !== null || ctx.accepts('html') !== false);
    const document = wantsPage || isNavigation ? readIndex() : null;
    if (!document) return next();
    const forms = await sitePages(strapi).page(document, page);
    ctx.set('Cache-Control', 'no-cache');
    if (page !== null && pageAndLocaleOf(page) !== null) openToOtherWindows(ctx);
    // The app shows its "Page Not Found" page; the status tells browsers and crawlers the same.
    await sendPage(ctx, forms, page === null ? 404 : 200);
  };
};

/**
 * An evening's page (docs/product.md#evenings), sent whatever the client accepts while the evening is listed; else the
 * not-found page to a browser navigating there, and false to any other client, which Strapi answers.
 */
async function sendEveningPage(
  ctx: Context,
  strapi: Core.Strapi,
  document: IndexDocument,
  address: EveningAddress,
  formToken: string,
  isNavigation: boolean,
): Promise<boolean> {
  ctx.vary('Accept');
  ctx.vary('Sec-Fetch-Mode');
  ctx.vary('Accept-Encoding');
  const pages = sitePages(strapi);
  const forms = await pages.eveningPage(document, address, formToken);
  if (!forms && !isNavigation) return false;
  // The covers left change with every booking: the browser asks again each time.
  ctx.set('Cache-Control', 'no-cache');
  if (forms) openToOtherWindows(ctx);
  await sendPage(ctx, forms ?? (await pages.page(document, null)), forms ? 200 : 404);
  return true;
}

/**
 * An evening's page answering its booking form posted without JavaScript (eveningFormAnswers), or the not-found page
 * for an evening not listed. Like the booking page's answer it may hold the guest's manage link: never stored, indexed
 * or named to another site.
 */
async function sendEveningAnswer(
  ctx: Context,
  strapi: Core.Strapi,
  document: IndexDocument,
  address: EveningAddress,
  eveningForm: ReturnType<typeof eveningFormAnswers>,
): Promise<void> {
  const reply = await eveningForm.answer(ctx, address);
  keptPrivate(ctx);
  const pages = sitePages(strapi);
  if (!reply) return sendPage(ctx, await pages.page(document, null), 404);
  const form = { eveningAnswer: reply.answer, formToken: eveningForm.token(address.slug, new Date()) };
  await sendPage(ctx, await pages.eveningAnswerPage(document, address, form), reply.status);
}

/** A guest's private link: a booking's manage link, a waiting party's offer link, or a group's proposal link. */
type PrivateLink =
  { kind: 'manage'; link: ManageLink } | { kind: 'offer'; link: OfferLink } | { kind: 'proposal'; link: ProposalLink };

function privateLinkOf(pathname: string): PrivateLink | null {
  const manage = reservationManageParts(pathname);
  if (manage) return { kind: 'manage', link: manage };
  const offer = offerLinkParts(pathname);
  if (offer) return { kind: 'offer', link: offer };
  const proposal = groupProposalLinkParts(pathname);
  return proposal ? { kind: 'proposal', link: proposal } : null;
}

/**
 * The pages of a guest's private links: a guest's booking, a waiting party's offer or a group's proposal. Its address
 * holds the token that opens it, so the page is never stored, indexed or named to another site. A token that opens
 * nothing gets the not-found page, like any address without a page. The page shows the booking (the offer, the
 * proposal) without JavaScript, and takes its forms posted to its own address (manage-form.ts, offer-form.ts,
 * proposal-form.ts).
 */
function privateLinkPages(strapi: Core.Strapi) {
  const manageForm = manageFormAnswers(strapi);
  const offerForm = offerFormAnswers(strapi);
  const proposalForm = proposalFormAnswers(strapi);

  return async (ctx: Context, document: IndexDocument, privateLink: PrivateLink): Promise<void> => {
    keptPrivate(ctx);
    // Rendered for each request: counted with the bookings of its address, so a loop cannot slow the site.
    if (!(await withinBookingRateLimit(strapi, ctx))) {
      // The booking (and its language) is not read past the quota: the browser's languages choose the words.
      const language = ctx.acceptsLanguages([...LOCALES]);
      ctx.status = 429;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = messageIn(isLocale(language) ? language : DEFAULT_LOCALE, messageOf('reservation.rateLimited'));
      return;
    }
    const posted = ctx.method === 'POST';
    const pages = sitePages(strapi);
    // The page with the app on a visit; the answers to the page's forms without it.
    const request = { pathname: ctx.path, withApp: !posted };
    if (privateLink.kind === 'manage') {
      const { link } = privateLink;
      const reply = posted ? await manageForm.answer(ctx, link) : await manageForm.page(link);
      if (!reply) await sendPage(ctx, await pages.page(document, null), 404);
      else {
        const forms = await pages.manageReservationPage(document, { ...request, answer: reply.answer });
        await sendPage(ctx, forms, reply.status);
      }
    } else if (privateLink.kind === 'offer') {
      const { link } = privateLink;
      const reply = posted ? await offerForm.answer(ctx, link) : await offerForm.page(link);
      if (!reply) await sendPage(ctx, await pages.page(document, null), 404);
      else await sendPage(ctx, await pages.offerPage(document, { ...request, answer: reply.answer }), reply.status);
    } else {
      const { link } = privateLink;
      const reply = posted ? await proposalForm.answer(ctx, link) : await proposalForm.page(link);
      if (!reply) await sendPage(ctx, await pages.page(document, null), 404);
      else await sendPage(ctx, await pages.proposalPage(document, { ...request, answer: reply.answer }), reply.status);
    }
  };
}

/**
 * A public page of the restaurant, which holds no one's data: without the opener policy every other answer has
 * (strapi::security, cms/config/middlewares.ts). That policy gives the page a browsing context group of its own, which
 * Chromium can only decide once the answer's headers arrive, so a visitor coming from another site waits for a fresh
 * renderer after the page has arrived: on Lighthouse's mid-range phone, 0.2–0.9 s more blocking time
 * (docs/performance.md). The dashboard, /cms and a guest's private pages keep it.
 */
function openToOtherWindows(ctx: Context): void {
  ctx.remove('Cross-Origin-Opener-Policy');
}

/** A page that holds a guest's private link or what they typed: never stored, indexed or named to another site. */
function keptPrivate(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Robots-Tag', 'noindex');
}

/** A page made from index.html, in the encoding the client prefers. */
async function sendPage(ctx: Context, forms: PageForms, status: number): Promise<void> {
  const encoding = preferredEncoding(ctx);
  const body = encoding === 'identity' ? forms.identity : await forms[encoding]();
  ctx.status = status;
  ctx.type = 'html';
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = body;
}
