import type { Context, Next } from 'koa';

/** Strapi's back-office session cookie (httpOnly): the refresh token of a /cms session. */
export const BACK_OFFICE_REFRESH_COOKIE = 'strapi_admin_refresh';

/** The back-office's JSON API, where that cookie is set and read (`POST /admin/access-token`), and nowhere else. */
export const BACK_OFFICE_API_PATH = '/admin';

/** Strapi's router ignores case: `/ADMIN/login` is the back-office's login too. */
const BACK_OFFICE_API = /^\/admin\//i;

type CookieOptions = Parameters<Context['cookies']['set']>[2];

/**
 * Strapi sets the back-office's refresh cookie under `admin.auth.cookie.path`, the path the back-office's page also
 * gives its access cookie, which its scripts read at /cms (config/admin.ts): one path cannot serve both. On the
 * back-office's API this sets the refresh cookie's path to `/admin`, where alone the browser needs to send it, and
 * marks it `Secure` when the request came over HTTPS as a trusted proxy says (`ctx.request.secure`, after
 * global::trusted-proxies; Strapi itself would mark it only in production). The cookie a browser kept at path `/`
 * from before is expired in the same answer, so no request to the restaurant's pages or to /api carries a session of
 * /cms (the staff dashboard's pages, also under /admin, still get it, as the path cannot tell them apart).
 */
export default () => async (ctx: Context, next: Next) => {
  if (BACK_OFFICE_API.test(ctx.path)) {
    const { cookies } = ctx;
    const set = cookies.set.bind(cookies);
    cookies.set = (name: string, value?: string | null, options?: CookieOptions) => {
      if (name !== BACK_OFFICE_REFRESH_COOKIE) return set(name, value, options);
      const secure = ctx.request.secure;
      set(name, value, { ...options, path: BACK_OFFICE_API_PATH, secure });
      return set(name, '', {
        path: '/',
        domain: options?.domain,
        httpOnly: true,
        sameSite: options?.sameSite,
        secure,
        expires: new Date(0),
        // Strapi's own call overwrites: this header comes after it, and keeps it.
        overwrite: false,
      });
    };
  }
  await next();
};
