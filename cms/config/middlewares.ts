import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * The site and its API share one origin, so no other site needs CORS; PUBLIC_URL (and Vite's dev server in
 * development) are the only origins allowed to call with credentials.
 */
function allowedOrigins(env: Core.Config.Shared.ConfigParams['env']): string[] {
  const origins = [env('PUBLIC_URL', ''), `http://localhost:${env.int('PORT', 1337)}`];
  if (env('NODE_ENV', 'development') === 'development') origins.push('http://localhost:5173');
  return origins.filter(Boolean).map((origin) => origin.replace(/\/+$/, ''));
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'global::api-errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          // The contact map and the template's video popups are the only third-party frames.
          'frame-src': ["'self'", 'https://www.openstreetmap.org', 'https://www.youtube-nocookie.com'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  { name: 'strapi::cors', config: { origin: allowedOrigins(env) } },
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'global::spa',
  // Browsers still ask for /favicon.ico: answer with the site's own icon (by default Strapi looks in cms/ and fails).
  { name: 'strapi::favicon', config: { path: path.join('..', 'frontend', 'public', 'favicon.png') } },
  'strapi::public',
];

export default config;
