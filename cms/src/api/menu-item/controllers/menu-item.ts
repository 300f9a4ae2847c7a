import { factories } from '@strapi/strapi';
import { MENU_ITEM_UID } from '@ticino/shared';

/** Strapi's default controller, reachable only through routes/benchmark-content-api.ts (benchmark runs). */
export default factories.createCoreController(MENU_ITEM_UID);
