import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom/server';
import {
  DICTIONARIES,
  addressLocale,
  countryName,
  eveningAddressOf,
  genevaOffsets,
  isCountryCode,
  pageAndLocaleOf,
  type BookingFormAnswer,
  type BookingWindow,
  type EveningFormAnswer,
  type GroupProposalFormAnswer,
  type Locale,
  type ManageFormAnswer,
  type OfferFormAnswer,
  type PageKey,
  type PublicEvening,
  type PublicMenuItem,
} from '@ticino/shared';
import { SiteData } from './app/App';
import {
  BookingAnswerContext,
  BookingWindowContext,
  EveningAnswerContext,
  ManageAnswerContext,
  OfferAnswerContext,
  ProposalAnswerContext,
} from './app/booking-answer';
import { INITIAL_DATA_ID, serializeInitialData, type InitialData } from './app/initial-data';
import { pageHeadLinks, type BuildManifest } from './app/page-assets';
import { ROUTER_FUTURE } from './app/router-future';
import { routes } from './app/routes';
import { holdDictionaries } from './lib/dictionaries';

export type { BuildManifest, InitialData };

/** What the server writes into index.html for one page. */
export interface RenderedPage {
  /** Links for the head: preloads, and the stylesheets and scripts of a lazily loaded page. */
  head: string;
  /** The inside of `#root`: the page's markup. */
  root: string;
  /** The `<script type="application/json">` with the data, to go before the app's script. */
  data: string;
}

// The server renders every language: it holds all four dictionaries, where the browser loads its page's only.
holdDictionaries(DICTIONARIES);

const handler = createStaticHandler(routes, { future: ROUTER_FUTURE });

/** How far Geneva's offsets in a page reach: a page may be kept and served for months after its making. */
const GENEVA_OFFSET_DAYS = 800;

/** The names of the menu's countries of origin in `locale`, by code, as the server's engine names them. */
function countryNamesOf(menu: readonly PublicMenuItem[], locale: Locale): Record<string, string> {
  const codes = new Set(menu.flatMap((item) => item.origins.map((origin) => origin.country)).filter(isCountryCode));
  return Object.fromEntries([...codes].map((code) => [code, countryName(code, locale)]));
}

/** The pages that show the menu (the home page's section, the menu page); the others leave it out of their data. */
const MENU_PAGES = new Set<PageKey | undefined>(['home', 'menu']);

/**
 * Renders a restaurant page with the app's own components (docs/architecture.md#server-rendered-pages), for the Strapi
 * server (cms/src/site/pages.ts). `path` is the page's address; `content` the CMS's public menu and facts, and on the
 * server's answer to the booking form posted without JavaScript, that answer; on the booking page, the days online
 * booking takes; on a guest's manage link, their booking; on a waiting party's offer link, its offer; on a group
 * proposal's link, the proposal; on the home page
 * and an evening's page, the listed evenings (docs/product.md#evenings), and on the latter the set menus, its form's
 * token and the answer to that form posted without JavaScript.
 */
export async function renderPage(
  path: string,
  content: {
    restaurant: InitialData['restaurant'];
    menu: NonNullable<InitialData['menu']>;
    setMenus?: NonNullable<InitialData['setMenus']>;
    bookingAnswer?: BookingFormAnswer;
    bookingWindow?: BookingWindow;
    manageAnswer?: ManageFormAnswer;
    offerAnswer?: OfferFormAnswer;
    proposalAnswer?: GroupProposalFormAnswer;
    evenings?: PublicEvening[];
    formToken?: string;
    eveningAnswer?: EveningFormAnswer;
  },
  manifest: BuildManifest,
): Promise<RenderedPage> {
  const locale =
    content.manageAnswer?.booking.language ??
    content.offerAnswer?.offer.language ??
    content.proposalAnswer?.proposal.language ??
    addressLocale(path);
  const page = pageAndLocaleOf(path)?.page;
  const eveningPage = eveningAddressOf(path) !== null;
  const menu = MENU_PAGES.has(page) ? content.menu : null;
  const data: InitialData = {
    restaurant: content.restaurant,
    menu,
    // The set menus show on the menu page (docs/product.md#set-menus), and on an evening's that serves one.
    setMenus: page === 'menu' || (eveningPage && content.setMenus) ? (content.setMenus ?? []) : null,
    // The evenings on the home page's list and on an evening's page (docs/product.md#evenings); no other page has them.
    ...(page === 'home' || eveningPage ? { evenings: content.evenings ?? [] } : {}),
    ...(eveningPage && content.formToken ? { formToken: content.formToken } : {}),
    genevaOffsets: genevaOffsets(new Date(), GENEVA_OFFSET_DAYS),
    countryNames: menu && { locale, names: countryNamesOf(menu, locale) },
  };
  // The routes have no loaders: the query only loads the lazy page of the address.
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`The route table redirected ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context, { future: ROUTER_FUTURE });
  const root = renderToString(
    <StrictMode>
      <SiteData initialData={data} locale={locale} hydrated={false}>
        <BookingAnswerContext.Provider value={content.bookingAnswer ?? null}>
          <BookingWindowContext.Provider value={content.bookingWindow ?? null}>
            <ManageAnswerContext.Provider value={content.manageAnswer ?? null}>
              <OfferAnswerContext.Provider value={content.offerAnswer ?? null}>
                <ProposalAnswerContext.Provider value={content.proposalAnswer ?? null}>
                  <EveningAnswerContext.Provider value={content.eveningAnswer ?? null}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </EveningAnswerContext.Provider>
                </ProposalAnswerContext.Provider>
              </OfferAnswerContext.Provider>
            </ManageAnswerContext.Provider>
          </BookingWindowContext.Provider>
        </BookingAnswerContext.Provider>
      </SiteData>
    </StrictMode>,
  );
  return {
    head: pageHeadLinks(path, manifest),
    root,
    data: `<script type="application/json" id="${INITIAL_DATA_ID}">${serializeInitialData(data)}</script>`,
  };
}
