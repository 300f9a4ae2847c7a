import type { Core } from '@strapi/strapi';
import { secretList } from '../src/utils/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('TRUST_PROXY', false),
  // No calls home: the update check stays off.
  logger: { updates: { enabled: false } },
  app: {
    keys: secretList('APP_KEYS'),
  },
});

export default config;
