import type { Core } from '@strapi/strapi';

/**
 * The site's own services, by the name Strapi registers them under, with what their factories return. Empty here:
 * the APIs add their entries (src/api/services.ts, by `declare module` of this file), so that this registry, which
 * every layer uses, imports none of the services it lists.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SiteServices {}

/**
 * One of the site's services, typed: Strapi types every service as a bag of `any`, and the ones named in the registry
 * are built by the factories that add themselves to it. Called at request time (or given `app` during start-up), once
 * Strapi has loaded them.
 */
export function siteService<Name extends keyof SiteServices>(
  name: Name,
  app: Core.Strapi = strapi,
): SiteServices[Name] {
  return app.service(name) as SiteServices[Name];
}
