import { factories } from '@strapi/strapi';

/** Strapi's default service, used by the default controller only (benchmark runs). */
export default factories.createCoreService('api::menu-item.menu-item');
