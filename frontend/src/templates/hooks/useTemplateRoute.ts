import { useCallback } from 'react';
import { useMatches } from 'react-router-dom';
import type { TemplateRouteHandle } from '../routes';
import { variantPath, type TemplatePageName, type TemplateVariant } from '../variants';

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
