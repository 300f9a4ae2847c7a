import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/** A booking's reference as guests read it (`ABCD-EF23`): kept in the log, the token after it never. */
const REFERENCE = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/i;

/** The path as a browser would decode it; as sent when it does not decode. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The request line of an address under /reservation/ (a guest's manage link, or anything near it: another case, more
 * segments, encoded characters) keeps at most its reference, and `…` for the rest, so whoever reads the log holds no
 * token that opens a booking (docs/product.md#table-reservations). Any other address as it is.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const pathname = decodedPath(queryAt < 0 ? url : url.slice(0, queryAt));
  if (!pathname.toLowerCase().startsWith('/reservation/')) return url;
  const [reference = ''] = pathname.slice('/reservation/'.length).split('/');
  return REFERENCE.test(reference) ? `/reservation/${reference}/…` : '/reservation/…';
}

/** strapi::logger's line (method, address, time, status), with the manage links' tokens masked. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const start = Date.now();
    try {
      await next();
    } finally {
      strapi.log.http(`${ctx.method} ${loggedUrl(ctx.url)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
    }
  };
