import { factories } from '@strapi/strapi';

/** Strapi's default controller, reachable only through routes/benchmark-content-api.ts (benchmark runs). */
export default factories.createCoreController('api::menu-item.menu-item');
