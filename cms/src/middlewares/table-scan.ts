import type { Context, Next } from 'koa';
import { tableCodeOfPath } from '@ticino/shared';
import { clientAddressKey } from '../utils/client-address';
import { siteService } from '../utils/services';

/**
 * `GET /t/<code>`, a table's QR code (docs/product.md#tables): 302 to the menu page staff chose, one scan more for that
 * table today (once per client address in 30 minutes). Nothing of the guest is kept. A code that names no table (or is no code) still leads to the
 * menu and counts nothing; a HEAD (a link checker) leads there too without counting. Never cached: a scan is counted here.
 */
export default () => async (ctx: Context, next: Next) => {
  const code = ctx.method === 'GET' || ctx.method === 'HEAD' ? tableCodeOfPath(ctx.path) : null;
  if (code === null) return next();
  const tables = siteService('api::table.table');
  const target =
    ctx.method === 'GET'
      ? await tables.recordScan(code, new Date(), clientAddressKey(ctx.ip))
      : await tables.menuPath();
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.status = 302;
  ctx.redirect(target);
};
