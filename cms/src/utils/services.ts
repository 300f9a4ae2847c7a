import type { Core } from '@strapi/strapi';
import type contactMessageService from '../api/contact-message/services/contact-message';
import type deliveryService from '../api/contact-message/services/delivery';
import type inboxService from '../api/contact-message/services/inbox';
import type menuChangeService from '../api/menu-change/services/menu-change';
import type menuService from '../api/menu-item/services/menu';
import type menuBulkService from '../api/menu-item/services/menu-bulk';
import type rateLimitService from '../api/rate-limit/services/rate-limit';
import type restaurantService from '../api/restaurant/services/restaurant';
import type seoService from '../api/seo/services/seo';
import type deviceTokenService from '../api/staff-auth/services/device-token';
import type staffSessionService from '../api/staff-auth/services/staff-session';

/** The site's own services, by the name Strapi registers them under, with what their factories return. */
export interface SiteServices {
  'api::contact-message.contact-message': ReturnType<typeof contactMessageService>;
  'api::contact-message.delivery': ReturnType<typeof deliveryService>;
  'api::contact-message.inbox': ReturnType<typeof inboxService>;
  'api::menu-change.menu-change': ReturnType<typeof menuChangeService>;
  'api::menu-item.menu': ReturnType<typeof menuService>;
  'api::menu-item.menu-bulk': ReturnType<typeof menuBulkService>;
  'api::rate-limit.rate-limit': ReturnType<typeof rateLimitService>;
  'api::restaurant.restaurant': ReturnType<typeof restaurantService>;
  'api::seo.seo': ReturnType<typeof seoService>;
  'api::staff-auth.device-token': ReturnType<typeof deviceTokenService>;
  'api::staff-auth.staff-session': ReturnType<typeof staffSessionService>;
}

/**
 * One of the site's services, typed: Strapi types every service as a bag of `any`, and the ones named here are built
 * by the factories above. Called at request time (or given `app` during start-up), once Strapi has loaded them.
 */
export function siteService<Name extends keyof SiteServices>(
  name: Name,
  app: Core.Strapi = strapi,
): SiteServices[Name] {
  return app.service(name) as SiteServices[Name];
}
