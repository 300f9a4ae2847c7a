import { factories } from '@strapi/strapi';
import { MENU_ITEM_UID } from '@ticino/shared';

/** Strapi's default service, used by the default controller only (benchmark runs). */
export default factories.createCoreService(MENU_ITEM_UID);
