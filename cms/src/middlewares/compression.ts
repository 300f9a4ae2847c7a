import zlib from 'zlib';
import type { Context, Next } from 'koa';
import compress from 'koa-compress';

/** Uploaded media go out byte for byte as stored: photos would gain nothing, and clients get the very file uploaded. */
const UPLOADS = /^\/uploads(?:\/|$)/;

/**
 * Compresses the answers made per request (the site's JSON, Strapi's own) with brotli when the client takes it, else
 * gzip. koa-compress leaves alone what is small (under 1 kB), of a type that does not compress (images, fonts,
 * archives), or already encoded: the built website's files, sent precompressed by the spa middleware.
 * Brotli runs at a middle quality: the best one costs far more CPU per request for a few percent.
 */
export default () => {
  const compression = compress({
    threshold: 1024,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: { level: 6 },
    deflate: false,
  });
  return async (ctx: Context, next: Next) => {
    if (UPLOADS.test(ctx.path)) return next();
    return compression(ctx, next);
  };
};
