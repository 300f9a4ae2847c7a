import type { Core } from '@strapi/strapi';
import { seoPages } from './services/seo';

const RESTAURANT_UID = 'api::restaurant.restaurant';

/** Document actions that leave the restaurant's facts as they were. */
const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);

/**
 * Clears the restaurant's facts the pages keep in memory (see the seo service) after every change to them in the /cms
 * back-office, as the public menu is cleared after each menu edit (`public-menu-refresh.ts`).
 */
export function registerRestaurantRefresh(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== RESTAURANT_UID || READS.has(context.action)) return next();
    const forget = () => seoPages(strapi).forgetRestaurant();
    try {
      return await next();
    } finally {
      forget();
      // Inside a caller's own transaction, the change is only visible to visitors once that one commits.
      if (strapi.db.inTransaction()) await strapi.db.transaction(({ onCommit }) => onCommit(forget));
    }
  });
}
