import { useCallback } from 'react';
import { useMatches } from 'react-router-dom';
import { variantPath, type TemplatePageName, type TemplateVariant } from '../variants';

/** What each template route (routes.tsx) tells its layout and page. */
export interface TemplateRouteHandle {
  template: { page: TemplatePageName; variant?: TemplateVariant };
}

function isTemplateHandle(handle: unknown): handle is TemplateRouteHandle {
  return typeof handle === 'object' && handle !== null && 'template' in handle;
}

/** The page kind and variant of the current template route, from its route handle. */
export function useTemplateRoute(): { page: TemplatePageName; variant?: TemplateVariant } {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => isTemplateHandle(m.handle));
  return match && isTemplateHandle(match.handle) ? match.handle.template : { page: 'home' };
}

/** Builds links that keep the current variant's prefix. */
export function useVariantPath(): (page: TemplatePageName) => string {
  const { variant } = useTemplateRoute();
  return useCallback((page: TemplatePageName) => variantPath(variant, page), [variant]);
}
