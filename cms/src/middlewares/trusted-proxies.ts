import proxyAddr from 'proxy-addr';
import type { Context, Next } from 'koa';
import { proxyTrust } from '../utils/proxy-trust';

/** The headers a proxy sets for the request it forwards, which Koa reads when `app.proxy` is on. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/**
 * Forwarded headers count only from the proxies TRUST_PROXY and TRUSTED_PROXIES name (docs/product.md): from any
 * other peer they are dropped before anything reads them, so it is counted as itself, on plain HTTP, under its own
 * Host. From a trusted proxy, the client is the last address of X-Forwarded-For that is not a trusted proxy too.
 */
export default () => {
  const trust = proxyTrust();
  return async (ctx: Context, next: Next) => {
    if (trust) {
      if (trust(ctx.req.socket.remoteAddress ?? '', 0)) {
        ctx.request.ip = proxyAddr(ctx.req, trust);
      } else {
        for (const header of FORWARDED_HEADERS) delete ctx.req.headers[header];
      }
    }
    await next();
  };
};
