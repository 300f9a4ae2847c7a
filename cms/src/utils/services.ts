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

/**
 * The getter of the services one room of the site uses (docs/architecture.md#the-site-in-rooms). `Api` lists them,
 * each typed from its factory through a type import in the room's `api.ts`, so that the import rules and the cycle
 * check see every edge from the room into src/api; it must agree with the registry.
 */
export function servicesOf<Api extends Partial<SiteServices>>() {
  return <Name extends keyof Api & keyof SiteServices>(name: Name, app: Core.Strapi = strapi): Api[Name] =>
    app.service(name) as Api[Name];
}
