import type { Context, Next } from 'koa';

const CORS_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Max-Age',
  'Access-Control-Expose-Headers',
];

interface ErrorWithHeaders {
  headers?: Record<string, unknown>;
}

/**
 * A request without an Origin header is not a cross-origin request, but strapi::cors treats it as coming from "*" and,
 * with credentials on, echoes the missing origin as an empty `Access-Control-Allow-Origin:` header. Placed before
 * strapi::cors, this removes the CORS headers from such answers (error answers included).
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.get('Origin')) return next();
  try {
    await next();
  } catch (error) {
    const headers = (error as ErrorWithHeaders).headers;
    if (headers) {
      for (const name of Object.keys(headers)) {
        if (CORS_HEADERS.some((cors) => cors.toLowerCase() === name.toLowerCase())) delete headers[name];
      }
    }
    throw error;
  } finally {
    for (const name of CORS_HEADERS) ctx.remove(name);
  }
};
