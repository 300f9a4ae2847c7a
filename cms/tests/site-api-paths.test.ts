import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { API_BASE, SITE_API_PATHS, isSiteApiPath } from '@ticino/shared';
import apiConfig from '../config/api';

interface RouteDeclaration {
  method: string;
  path: string;
  config?: { prefix?: string };
}

const API_DIR = path.resolve(__dirname, '..', 'src', 'api');

/** Every route the route files of `cms/src/api/<name>/routes` declare, with the address Strapi serves it at. */
async function declaredRoutes(): Promise<{ file: string; method: string; address: string }[]> {
  const found: { file: string; method: string; address: string }[] = [];
  for (const api of fs.readdirSync(API_DIR)) {
    const routesDir = path.join(API_DIR, api, 'routes');
    if (!fs.existsSync(routesDir)) continue;
    for (const file of fs.readdirSync(routesDir)) {
      // Strapi's own content API, which `npm run bench:api` alone turns on (BENCHMARK_CONTENT_API): it keeps Strapi's
      // error format, and its factory is Strapi's ES module, which this runner cannot load on its own.
      if (file.startsWith('benchmark-')) continue;
      const module = (await import(path.join(routesDir, file))) as { default: { routes: RouteDeclaration[] } };
      for (const route of module.default.routes) {
        const prefix = route.config?.prefix ?? API_BASE;
        found.push({ file: path.join(api, 'routes', file), method: route.method, address: `${prefix}${route.path}` });
      }
    }
  }
  return found;
}

describe("the site's API paths, shared with the error middleware", () => {
  it('are where Strapi serves the REST API', () => {
    expect(apiConfig.rest?.prefix).toBe(API_BASE);
  });

  it('cover every route a route file declares under /api, so its errors answer in the API shape', async () => {
    const routes = await declaredRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const uncovered = routes.filter(({ address }) => address.startsWith(`${API_BASE}/`) && !isSiteApiPath(address));
    expect(uncovered).toEqual([]);
  });

  it('name no path that no route serves', async () => {
    const addresses = (await declaredRoutes()).map(({ address }) => address);
    const unused = SITE_API_PATHS.filter(
      (sitePath) =>
        !addresses.some((address) => isSiteApiPath(address) && `${address}/`.startsWith(`${API_BASE}${sitePath}/`)),
    );
    expect(unused).toEqual([]);
  });
});
