import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { isSitePath } from '@ticino/shared';
import { frontendDist } from '../utils/frontend-dist';

export interface SpaConfig {
  /** Folder of the built React app (frontend/dist by default). */
  root?: string;
}

/** Paths the SPA never answers: Strapi's API, its back-office and uploaded media. */
const SERVER_PATHS = /^\/(api|cms|uploads|_health)(\/|$)/;

/** index.html as it is and compressed. */
interface IndexForms {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Brotli when the client takes it, else gzip, else the plain bytes: the order koa-send follows for the other files. */
export function preferredEncoding(ctx: Context): keyof IndexForms {
  if (ctx.acceptsEncodings('br', 'identity') === 'br') return 'br';
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') return 'gzip';
  return 'identity';
}

/**
 * Serves the built React app on the same origin as Strapi: its files as they
 * are, and index.html to browser navigations of any other path (client-side
 * routes such as /admin/dashboard, with a 404 status where the site has no page). Requests made by scripts (Strapi's
 * back-office calling /admin/* for JSON) are left to Strapi's router.
 */
export default (config: SpaConfig, { strapi }: { strapi: { dirs: { app: { root: string } } } }) => {
  const root = frontendDist(strapi.dirs.app.root, config.root);
  const indexFile = path.join(root, 'index.html');

  // index.html answers nearly every visit: it is kept in memory, since opening and reading the file for each visitor
  // costs several turns of the event loop, which under load come seconds apart. A rebuild that replaces it is seen
  // through its size and modification time.
  // Its brotli and gzip forms are made once per version of the file, not per visit.
  let index: ({ mtimeMs: number; size: number } & IndexForms) | null = null;
  function readIndex(): IndexForms | null {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return null;
    if (!index || index.mtimeMs !== stat.mtimeMs || index.size !== stat.size) {
      const html = fs.readFileSync(indexFile);
      index = {
        mtimeMs: stat.mtimeMs,
        size: stat.size,
        identity: html,
        br: zlib.brotliCompressSync(html, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
        }),
        gzip: zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
      };
    }
    return index;
  }

  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || SERVER_PATHS.test(ctx.path)) return next();

    // The site's own pages are never files: no need to look for one.
    if (ctx.path !== '/' && ctx.path !== '/index.html' && !isSitePath(ctx.path)) {
      // The build writes a .br and a .gz beside each text file: koa-send picks the one the client accepts.
      ctx.vary('Accept-Encoding');
      try {
        const served = await send(ctx, ctx.path, {
          root,
          index: false,
          brotli: true,
          gzip: true,
          setHeaders(res, filePath) {
            // Vite fingerprints everything under /assets; other files may change in place.
            const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
            res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
          },
        });
        if (served) return;
      } catch (error) {
        // 400: undecodable path; 403: a path climbing out of the folder. Neither names a file: not found.
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
    }

    // The same address answers HTML to a browser and JSON to a script (Strapi's /admin/* calls): caches must keep both.
    ctx.vary('Accept');
    ctx.vary('Sec-Fetch-Mode');
    ctx.vary('Accept-Encoding');
    // The home page is the site's whatever the client accepts (Strapi would redirect "/" to its back-office).
    const isHome = ctx.path === '/';
    const isNavigation = ctx.get('sec-fetch-mode') === 'navigate' || ctx.get('accept').includes('text/html');
    const page = isHome || isNavigation ? readIndex() : null;
    if (!page) return next();
    const encoding = preferredEncoding(ctx);

    // The app shows its "Page Not Found" page; the status tells browsers and crawlers the same.
    ctx.status = isSitePath(ctx.path) ? 200 : 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.body = page[encoding];
  };
};
