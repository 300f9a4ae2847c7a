import crypto from 'crypto';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { PAGE_INIT_SCRIPT } from '@ticino/shared';
import { siteOrigins } from '../src/utils/public-url';

/** The one inline script the site's pages may run: index.html's first script (PAGE_INIT_SCRIPT), by its hash. */
const pageInitHash = `'sha256-${crypto.createHash('sha256').update(PAGE_INIT_SCRIPT).digest('base64')}'`;

const config = (): Core.Config.Middlewares => [
  // First: forwarded headers from a peer that is no trusted proxy are dropped before anything reads the client's
  // address, scheme or host.
  'global::trusted-proxies',
  // The health check's answer, before the request log: load balancers ask every second.
  'global::health',
  // The plain reads of the public menu and restaurant facts, from memory, before the rest of the chain: it writes the
  // logger's line and strapi::security's headers itself (see the file); anything else goes on.
  'global::public-api-cache',
  // strapi::logger's line, with the token of a guest's manage link masked.
  'global::request-log',
  'strapi::errors',
  // Inside strapi::errors, so that its own refusals (406 when no encoding is acceptable) get Strapi's error answer;
  // outside everything else, so that the site's error bodies are compressed like the rest.
  'global::compression',
  'global::api-errors',
  // Guests' messages are read-only in /cms; inside strapi::errors, which turns the refusal into the back-office's
  // error answer.
  'global::guest-messages-read-only',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // The site and the back-office call their own origin only, and load their images, media, fonts and styles
          // from it (fonts are self-hosted). Strings, not lists: Strapi fills lists in by position from its own
          // defaults ("'self' https:", its marketplace's image host), and helmet's allow any https: font or style.
          'connect-src': "'self'",
          'script-src': `'self' ${pageInitHash}`,
          'img-src': "'self' data: blob:",
          'media-src': "'self' data: blob:",
          'font-src': "'self' data:",
          'style-src': "'self' 'unsafe-inline'",
          // The contact map and the template's video popups are the only third-party frames.
          'frame-src': ["'self'", 'https://www.openstreetmap.org', 'https://www.youtube-nocookie.com'],
          upgradeInsecureRequests: null,
        },
      },
      // No other window keeps a handle on the dashboard, /cms, a guest's private pages or the API's answers (the map
      // and the videos are frames, not windows); the restaurant's public pages lift it (site/pages/spa.ts).
      crossOriginOpenerPolicy: { policy: 'same-origin' },
    },
  },
  'global::permissions-policy',
  // After strapi::security, whose policy it replaces on every path that reaches an uploaded file.
  'global::upload-headers',
  // With UPLOAD_PROVIDER=s3, /uploads/<file> read from the bucket, with the headers just set.
  'global::bucket-files',
  'global::cors-scope',
  { name: 'strapi::cors', config: { origin: siteOrigins() } },
  'strapi::query',
  // Bodies are read by our own parser: multipart only on the media library's upload routes, JSON only on the site's
  // API. Strapi refuses to start without its body middleware listed, so it stays, told to parse no method at all.
  { name: 'strapi::body', config: { parsedMethods: [] } },
  'global::request-body',
  'strapi::session',
  // The /cms session's refresh cookie: sent to the back-office's API only, and Secure over HTTPS.
  'global::back-office-cookies',
  // A table's QR code, /t/<code>: a redirect to the menu, before the site's pages answer its 404.
  'global::table-scan',
  'global::spa',
  // Browsers still ask for /favicon.ico: answer with the site's own icon (by default Strapi looks in cms/ and fails).
  { name: 'strapi::favicon', config: { path: path.join('..', 'frontend', 'public', 'favicon.png') } },
  'strapi::public',
];

export default config;
