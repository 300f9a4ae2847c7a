import type { Core } from '@strapi/strapi';
import { envFilePath, isDevelopment, resolveMode } from '../src/utils/mode';
import { secretList } from '../src/utils/secrets';
import { proxyTrust } from '../src/utils/proxy-trust';
import { integerSetting } from '../src/utils/settings';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  // Strapi has merged its env file into the environment without overriding it: a mode given both ways must agree.
  resolveMode(process.env.NODE_ENV, envFilePath());
  return {
    // A developer's server is reachable from this machine only, unless HOST says otherwise.
    host: env('HOST', '').trim() || (isDevelopment() ? '127.0.0.1' : '0.0.0.0'),
    port: integerSetting('PORT', 1337, { min: 1, max: 65535 }),
    url: env('PUBLIC_URL', ''),
    // Behind a reverse proxy: Koa reads the forwarded headers, which global::trusted-proxies keeps only from the
    // proxies TRUSTED_PROXIES lists; the visitor's address is the last X-Forwarded-For entry that is not one of them.
    proxy: { koa: proxyTrust() !== null, maxIpsCount: 1 },
    // No calls home: the update check stays off.
    logger: { updates: { enabled: false } },
    app: {
      keys: secretList('APP_KEYS'),
    },
    // Strapi's public folder (relative to cms/); uploaded media live in its uploads/ subfolder.
    dirs: { public: env('PUBLIC_DIR', './public') },
  };
};

export default config;
