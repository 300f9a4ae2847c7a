import type { Context, Next } from 'koa';
import { sitePages } from '../site/pages';

/**
 * `GET /_health` (and HEAD): 200 while the process serves, with what an operator watches beside it: whether the pages
 * leave the server rendered (`render`: `ok`, `retrying` while the build's render fails to load, `off` when the build
 * has none; docs/operations.md#health). An instance whose render is retrying still serves working pages, so it stays
 * in its load balancer's pool. Ahead of the request log: the balancers ask every second.
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.path !== '/_health' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { status: 'ok', render: sitePages(strapi).renderState() };
};
