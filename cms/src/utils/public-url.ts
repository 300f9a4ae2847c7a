import { isDevelopment } from './mode';
import { SettingError, integerSetting } from './settings';

/**
 * The site's public address (PUBLIC_URL), the one base of its canonical addresses, link previews, structured data,
 * sitemap and robots.txt, read once at start: no page is ever built from a request's Host or X-Forwarded-Host, which
 * anyone can write (docs/product.md#search-engines).
 */
export class MissingPublicUrlError extends Error {
  constructor(mode: string) {
    super(
      `PUBLIC_URL is required for NODE_ENV=${mode}: set it to the site's public address, e.g. ` +
        'https://www.trattoria-ticino.ch, in the environment or in cms/.env (see .env.example). Canonical addresses, ' +
        'link previews and the sitemap name it.',
    );
    this.name = 'MissingPublicUrlError';
  }
}

export interface PublicUrlContext {
  /** Whether the server runs in development, the only mode that may go without PUBLIC_URL. */
  development: boolean;
  mode: string;
  /** The address and port the server listens on: development's default public address. */
  host: string;
  port: number;
}

/** Addresses that mean "this machine" (or every interface of it): the browser reaches them as localhost. */
const LOCAL_HOSTS = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

function listeningAddress({ host, port }: PublicUrlContext): string {
  const name = LOCAL_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * PUBLIC_URL as an origin without a trailing slash (`https://www.trattoria-ticino.ch`). It must be an absolute http(s)
 * address with nothing after its host and port but an optional "/". Unset (or empty): in development, the address the
 * server listens on; in any other mode the start is refused.
 */
export function resolvePublicUrl(value: string | undefined, context: PublicUrlContext): string {
  const given = value?.trim() ?? '';
  if (!given) {
    if (context.development) return listeningAddress(context);
    throw new MissingPublicUrlError(context.mode);
  }
  const accepts =
    'an absolute http:// or https:// address with no path, query or fragment, e.g. https://www.trattoria-ticino.ch';
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new SettingError('PUBLIC_URL', given, accepts);
  }
  const bare =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !given.includes('?') &&
    !given.includes('#');
  if (!bare) throw new SettingError('PUBLIC_URL', given, accepts);
  return url.origin;
}

/** The address the server listens on: HOST, else this machine only in development and every interface otherwise. */
export function serverHost(): string {
  return process.env.HOST?.trim() || (isDevelopment() ? '127.0.0.1' : '0.0.0.0');
}

export function serverPort(): number {
  return integerSetting('PORT', 1337, { min: 1, max: 65535 });
}

/** The site's public address for this server's environment (see `resolvePublicUrl`). */
export function sitePublicUrl(): string {
  return resolvePublicUrl(process.env.PUBLIC_URL, {
    development: isDevelopment(),
    mode: process.env.NODE_ENV ?? 'development',
    host: serverHost(),
    port: serverPort(),
  });
}

/**
 * The origins the site's own pages are served from: PUBLIC_URL, and in development also this server's and Vite's
 * dev server's local addresses. The only ones allowed to call the API with credentials, or to post the booking form.
 */
export function siteOrigins(): string[] {
  const origins = [sitePublicUrl()];
  if (isDevelopment()) origins.push(`http://localhost:${serverPort()}`, 'http://localhost:5173');
  return [...new Set(origins)];
}
