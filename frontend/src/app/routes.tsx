import { Outlet, type RouteObject } from 'react-router-dom';
import { EVENING_PATH_PREFIXES, LOCALES, PAGE_KEYS, pathFor, type PageKey } from '@ticino/shared';
import { DocumentLanguage } from './layout/DocumentLanguage';
import { PageLanguage } from './layout/PageLanguage';
import { RestaurantLayout } from './layout/RestaurantLayout';
import { ScrollToTop } from './layout/ScrollToTop';
import { RouteLoading } from '../ui/RouteLoading';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { templateRoutes } from '../templates/routes';

/** Each restaurant page's component, loaded when first visited. */
const RESTAURANT_PAGES: Readonly<Record<PageKey, NonNullable<RouteObject['lazy']>>> = {
  home: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
  menu: async () => ({ Component: (await import('./pages/MenuRoute')).MenuRoute }),
  gallery: async () => ({ Component: (await import('../features/gallery/GalleryPage')).GalleryPage }),
  contact: async () => ({ Component: (await import('./pages/ContactPage')).ContactPage }),
  booking: async () => ({ Component: (await import('./pages/ReservationPage')).ReservationPage }),
};

/**
 * The restaurant pages at their address in each language (LOCALIZED_PAGES): the same component everywhere, which
 * reads its language from the address (useLocale).
 */
const restaurantPageRoutes: RouteObject[] = PAGE_KEYS.flatMap((page) =>
  LOCALES.map((locale) => ({
    path: pathFor(page, locale),
    lazy: RESTAURANT_PAGES[page],
    HydrateFallback: RouteLoading,
  })),
);

/**
 * An evening's page at its address in each language (docs/product.md#evenings): the server answers 404 for an
 * evening not listed, and so does the page once it knows the evenings.
 */
const eveningRoutes: RouteObject[] = LOCALES.map((locale) => ({
  path: `${EVENING_PATH_PREFIXES[locale]}/:slug`,
  lazy: async () => ({ Component: (await import('./pages/EveningRoute')).EveningRoute }),
  HydrateFallback: RouteLoading,
}));

/**
 * The site's one route table (docs/product.md#routes). Every page (the home page with its carousels, the dashboard
 * with its dialogs, the gallery with its lightbox, the template pages) loads when first visited: the first download
 * holds the restaurant's shell only. A server-rendered page's chunk is preloaded by its head (page-assets.ts).
 */
export const routes: RouteObject[] = [
  {
    // Above every page, the dashboard and the 404 page included: each path change starts at the top.
    element: (
      <PageLanguage>
        <ScrollToTop />
        <DocumentLanguage />
        <Outlet />
      </PageLanguage>
    ),
    children: [
      {
        element: <RestaurantLayout />,
        children: [
          ...restaurantPageRoutes,
          ...eveningRoutes,
          {
            // A waiting party's private offer link (waitlistOfferPath); sent uncached and unindexed, as a manage link.
            path: '/reservation/offre/:id/:token',
            lazy: async () => ({ Component: (await import('./pages/WaitlistOfferPage')).WaitlistOfferPage }),
            HydrateFallback: RouteLoading,
          },
          {
            // A group's private proposal link (groupProposalPath); sent uncached and unindexed, as a manage link.
            path: '/reservation/groupe/:id/:token',
            lazy: async () => ({ Component: (await import('./pages/GroupProposalPage')).GroupProposalPage }),
            HydrateFallback: RouteLoading,
          },
          {
            // A guest's private link (reservationManagePath); the server sends it uncached and unindexed.
            path: '/reservation/:reference/:token',
            lazy: async () => ({ Component: (await import('./pages/ManageReservationPage')).ManageReservationPage }),
            HydrateFallback: RouteLoading,
          },
        ],
      },
      {
        // One screen for /admin, /admin/login and /admin/dashboard: it stays mounted while the address changes.
        path: '/admin',
        lazy: async () => ({ Component: (await import('../features/dashboard/screens/AdminScreen')).AdminScreen }),
        HydrateFallback: RouteLoading,
        children: [
          { index: true, element: null },
          { path: 'login', element: null },
          { path: 'dashboard', element: null },
        ],
      },
      ...templateRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
