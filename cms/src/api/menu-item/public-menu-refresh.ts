import type { Core } from '@strapi/strapi';
import { siteService } from '../../utils/services';

const MENU_ITEM_UID = 'api::menu-item.menu-item';

/** Document actions that leave the menu as it was. */
const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);

/**
 * Clears the public menu kept in memory (see the menu service) after every change to the menu, made by the staff
 * API or in the /cms back-office: each document action commits its own transaction before `next()` resolves.
 */
export function registerPublicMenuRefresh(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== MENU_ITEM_UID || READS.has(context.action)) return next();
    const forget = () => siteService('api::menu-item.menu', strapi).forgetPublicMenu();
    try {
      return await next();
    } finally {
      forget();
      // Inside a caller's own transaction, the change is only visible to visitors once that one commits.
      if (strapi.db.inTransaction()) await strapi.db.transaction(({ onCommit }) => onCommit(forget));
    }
  });
}
