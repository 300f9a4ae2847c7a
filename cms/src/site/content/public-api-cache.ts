import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'http';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { PUBLIC_CACHE_CONTROL, entityTag, rememberedEncoding, sendPrepared, type PreparedBody } from './bodies';
import { isTranslatedLocale, type Locale } from '@ticino/shared';
import type { PublicContentKind } from './changes';
import { publicContent } from './content';

const MENU = '/api/public/menu';
const RESTAURANT = '/api/public/restaurant';

/**
 * What a plain read of the two hot addresses asks for: the whole menu or the restaurant facts, in French or, with
 * `?locale=` and nothing else, another language; null for anything else (filters, other addresses).
 */
function plainRead(url: string): { kind: PublicContentKind; locale: Locale } | null {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const kind = path === MENU ? 'menu' : path === RESTAURANT ? 'restaurant' : null;
  if (!kind) return null;
  if (queryAt < 0) return { kind, locale: 'fr' };
  const query = url.slice(queryAt + 1);
  const locale = query.startsWith('locale=') ? query.slice('locale='.length) : null;
  return isTranslatedLocale(locale) ? { kind, locale } : null;
}
const SECURITY = 'strapi::security';

type Handler = (ctx: Context, next: Next) => Promise<unknown>;
type MiddlewareEntry = string | { name?: string; resolve?: string; config?: unknown };

/** Strapi's security middleware with the configuration of config/middlewares.ts. */
function configuredSecurity(strapi: Core.Strapi): Handler {
  const entries = strapi.config.get<MiddlewareEntry[]>('middlewares');
  const entry = entries.find((candidate) => (typeof candidate === 'string' ? candidate : candidate.name) === SECURITY);
  const config = typeof entry === 'object' ? (entry.config ?? {}) : {};
  const factory = strapi.get('middlewares').get(SECURITY) as (
    config: unknown,
    context: { strapi: Core.Strapi },
  ) => Handler;
  return factory(config, { strapi });
}

/**
 * Answers the public API's two hot reads from memory, first in Strapi's chain (docs/architecture.md#public-content),
 * writing strapi::logger's line itself, in each language. Only the plain requests: with filters, an `Origin` (CORS
 * answers) or a body (refused with 415 further on), the request goes on to the route, which answers from the same
 * memory.
 *
 * It stands before `strapi::security`, which builds helmet anew for every request (most of a cached answer's time
 * behind it), and sends the very headers that middleware sets: the first such request runs Strapi's own security middleware,
 * configured as in config/middlewares.ts, and keeps what it set. Those headers depend on the configuration and on
 * the path only (Strapi varies them for /documentation and, in development, for the back-office), not on the request.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const security = configuredSecurity(strapi);
  let securityHeaders: [string, OutgoingHttpHeader][] | null = null;
  // strapi::logger's line, written only when it would show: winston formats every message before its transport
  // drops the ones below the level, which costs a cached answer a tenth of its time.
  const logRequests = strapi.log.isLevelEnabled('http');

  async function setSecurityHeaders(ctx: Context): Promise<void> {
    if (securityHeaders) {
      for (const [name, value] of securityHeaders) ctx.res.setHeader(name, value);
      return;
    }
    const before = new Set(ctx.res.getHeaderNames());
    await security(ctx, () => Promise.resolve());
    securityHeaders = ctx.res
      .getHeaderNames()
      .filter((name) => !before.has(name))
      .map((name) => [name, ctx.res.getHeader(name) as OutgoingHttpHeader]);
  }

  /**
   * The same answers without Koa: Strapi wraps every request in an AsyncLocalStorage context and a session before
   * the first middleware, which costs a cached answer most of its remaining time. This serves only what the
   * middleware below has already answered once in the same way — the security headers known, the Accept-Encoding
   * value negotiated, the body built and current — for plain requests without a conditional header; anything else
   * goes to Koa as before.
   */
  function answerWithoutKoa(req: IncomingMessage, res: ServerResponse): boolean {
    if (!securityHeaders || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const read = plainRead(req.url ?? '');
    if (!read) return false;
    const { headers } = req;
    if (
      headers.origin !== undefined ||
      headers['if-none-match'] !== undefined ||
      headers['if-modified-since'] !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const encoding = rememberedEncoding(headers['accept-encoding'] ?? '');
    const body = encoding && publicContent(strapi).ready(read.kind, read.locale);
    if (!encoding || !body) return false;
    const start = Date.now();
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    res.setHeader('ETag', entityTag(body, encoding));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body[encoding].length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body[encoding]);
    if (logRequests) strapi.log.http(`${req.method} ${req.url} (${Math.ceil(Date.now() - start)} ms) 200`);
    return true;
  }

  const server = strapi.server.httpServer;
  const [koaListener] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (koaListener) {
    server.removeListener('request', koaListener);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!answerWithoutKoa(req, res)) koaListener(req, res);
    });
  }

  return async (ctx: Context, next: Next) => {
    const read = plainRead(ctx.url);
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      !read ||
      ctx.get('Origin') !== '' ||
      ctx.get('Content-Length') !== '' ||
      ctx.get('Transfer-Encoding') !== ''
    ) {
      return next();
    }
    const start = Date.now();
    const cache = publicContent(strapi);
    let body: PreparedBody | null;
    try {
      body = read.kind === 'menu' ? await cache.menuBody({}, read.locale) : await cache.restaurantBody(read.locale);
    } catch {
      // The route tries again, inside the chain that turns a failure into the API's French error answer.
      return next();
    }
    if (!body) return next();
    await setSecurityHeaders(ctx);
    sendPrepared(ctx, body);
    if (logRequests) strapi.log.http(`${ctx.method} ${ctx.url} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
  };
};
