import type { Core } from '@strapi/strapi';
import { secretList } from '../src/utils/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind one reverse proxy: the visitor's address is the last X-Forwarded-For entry (the ones before it are
  // whatever the client sent), and the proxy's X-Forwarded-Proto tells Strapi the site is on HTTPS.
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: 1 },
  // No calls home: the update check stays off.
  logger: { updates: { enabled: false } },
  app: {
    keys: secretList('APP_KEYS'),
  },
  // Strapi's public folder (relative to cms/); uploaded media live in its uploads/ subfolder.
  dirs: { public: env('PUBLIC_DIR', './public') },
});

export default config;
