import type { RouteObject } from 'react-router-dom';
import { RouteLoading } from '../layout/RouteLoading';

/** Template pages in the main layout (SPEC §2). */
export const MAIN_TEMPLATE_PAGES = [
  'about',
  'find_room',
  'room_details',
  'services',
  'service_details',
  'our_team',
  'pricing',
  'blog',
  'blog_details',
] as const;

/** Home variants and the pages each carries under its prefix. */
export const TEMPLATE_VARIANTS = ['home2', 'home3', 'home4', 'home5'] as const;
export const VARIANT_PAGES = [
  'about',
  'room',
  'find_room',
  'room_details',
  'services',
  'service_details',
  'our_team',
  'pricing',
  'blog',
  'blog_details',
  'contact',
] as const;

export type TemplateVariant = (typeof TEMPLATE_VARIANTS)[number];
export type TemplatePageName = (typeof VARIANT_PAGES)[number] | 'home';

const lazyTemplatePage = (page: TemplatePageName, variant?: TemplateVariant): RouteObject['lazy'] =>
  async () => {
    const { TemplatePage } = await import('./TemplatePage');
    return { element: <TemplatePage page={page} variant={variant} /> };
  };

export const templateRoutes: RouteObject[] = [
  ...MAIN_TEMPLATE_PAGES.map((page) => ({ path: `/${page}`, lazy: lazyTemplatePage(page), HydrateFallback: RouteLoading })),
  ...TEMPLATE_VARIANTS.flatMap((variant) => [
    { path: `/${variant}`, lazy: lazyTemplatePage('home', variant), HydrateFallback: RouteLoading },
    ...VARIANT_PAGES.map((page) => ({
      path: `/${variant}/${page}`,
      lazy: lazyTemplatePage(page, variant),
      HydrateFallback: RouteLoading,
    })),
  ]),
];
