import type { Context, Next } from 'koa';

/** The browser features the site and the back-office never use. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * `global::permissions-policy`: every answer, each page first, denies those features, so a script that found its way
 * in could not turn them on (helmet, behind strapi::security, sets no Permissions-Policy).
 */
export default () => async (ctx: Context, next: Next) => {
  ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
  await next();
};
