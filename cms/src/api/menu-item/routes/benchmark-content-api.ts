import { factories } from '@strapi/strapi';
import { booleanSetting } from '../../../utils/settings';
import { MENU_ITEM_UID } from '@ticino/shared';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Strapi's default content API for menu items (`GET /api/menu-items`, its core `find`), which the site does not
 * expose (docs/product.md#api-conventions). `npm run bench:api` compares the public menu with it, so it exists only
 * with BENCHMARK_CONTENT_API=true, and then only on a server listening on the loopback address: a deployment that set
 * it by mistake refuses to start rather than publish it.
 */
function benchmarkContentApi(): boolean {
  if (!booleanSetting('BENCHMARK_CONTENT_API', false)) return false;
  const host = (process.env.HOST ?? '').trim();
  if (!LOOPBACK_HOSTS.has(host)) {
    throw new Error(
      `BENCHMARK_CONTENT_API is for npm run bench:api only: it needs HOST set to a loopback address, not "${host}".`,
    );
  }
  return true;
}

export default benchmarkContentApi()
  ? factories.createCoreRouter(MENU_ITEM_UID, { only: ['find'], config: { find: { auth: false } } })
  : { routes: [] };
