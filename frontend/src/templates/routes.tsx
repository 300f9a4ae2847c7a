import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteLoading } from '../ui/RouteLoading';
import { MAIN_TEMPLATE_PAGES, TEMPLATE_VARIANTS, VARIANT_PAGES } from '@ticino/shared';
import type { TemplateRouteHandle } from './hooks/useTemplateRoute';
import type { TemplatePageName, TemplateVariant } from './variants';

type PageLoader = () => Promise<ComponentType>;

/** One lazily loaded module per page kind (and per home variant), so each keeps its code in its own chunk. */
const HOME_MODULES: Record<TemplateVariant, PageLoader> = {
  home2: () => import('./pages/home/ResortHome').then((m) => m.ResortHome),
  home3: () => import('./pages/home/HostelHome').then((m) => m.HostelHome),
  home4: () => import('./pages/home/CityHotelHome').then((m) => m.CityHotelHome),
  home5: () => import('./pages/home/ApartmentHome').then((m) => m.ApartmentHome),
};

const PAGE_MODULES: Record<Exclude<TemplatePageName, 'home'>, PageLoader> = {
  about: () => import('./pages/AboutPage').then((m) => m.AboutPage),
  room: () => import('./pages/RoomPage').then((m) => m.RoomPage),
  find_room: () => import('./pages/FindRoomPage').then((m) => m.FindRoomPage),
  room_details: () => import('./pages/RoomDetailsPage').then((m) => m.RoomDetailsPage),
  services: () => import('./pages/ServicesPage').then((m) => m.ServicesPage),
  service_details: () => import('./pages/ServiceDetailsPage').then((m) => m.ServiceDetailsPage),
  our_team: () => import('./pages/OurTeamPage').then((m) => m.OurTeamPage),
  pricing: () => import('./pages/PricingPage').then((m) => m.PricingPage),
  blog: () => import('./pages/BlogPage').then((m) => m.BlogPage),
  blog_details: () => import('./pages/BlogDetailsPage').then((m) => m.BlogDetailsPage),
  contact: () => import('./pages/TemplateContactPage').then((m) => m.TemplateContactPage),
};

const pageRoute = (path: string, page: TemplatePageName, variant?: TemplateVariant): RouteObject => {
  const handle: TemplateRouteHandle = { template: { page, variant } };
  const load = page === 'home' ? HOME_MODULES[variant ?? 'home2'] : PAGE_MODULES[page];
  return { path, handle, lazy: async () => ({ Component: await load() }) };
};

/** All template pages share the hotel layout (header, footer, own dark mode), itself a lazy chunk. */
export const templateRoutes: RouteObject[] = [
  {
    id: 'template',
    lazy: async () => ({ Component: (await import('./shell/TemplateLayout')).TemplateLayout }),
    HydrateFallback: RouteLoading,
    children: [
      ...MAIN_TEMPLATE_PAGES.map((page) => pageRoute(`/${page}`, page)),
      ...TEMPLATE_VARIANTS.flatMap((variant) => [
        pageRoute(`/${variant}`, 'home', variant),
        ...VARIANT_PAGES.map((page) => pageRoute(`/${variant}/${page}`, page, variant)),
      ]),
    ],
  },
];
