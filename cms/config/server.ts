import type { Core } from '@strapi/strapi';
import { envFilePath, resolveMode } from '../src/utils/mode';
import { serverHost, serverPort, sitePublicUrl } from '../src/utils/public-url';
import { secretList } from '../src/utils/secrets';
import { proxyTrust } from '../src/utils/proxy-trust';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  // Strapi has merged its env file into the environment without overriding it: a mode given both ways must agree.
  resolveMode(process.env.NODE_ENV, envFilePath());
  return {
    // A developer's server is reachable from this machine only, unless HOST says otherwise.
    host: serverHost(),
    port: serverPort(),
    // The one base of the site's canonical addresses, sitemap and robots.txt, required outside development.
    url: sitePublicUrl(),
    // Behind a reverse proxy: Koa reads the forwarded headers, which global::trusted-proxies keeps only from the
    // proxies TRUSTED_PROXIES lists; the visitor's address is the last X-Forwarded-For entry that is not one of them.
    proxy: { koa: proxyTrust() !== null, maxIpsCount: 1 },
    // An idle keep-alive connection stays open longer than the proxy or client in front keeps its own (nginx keeps an
    // upstream connection 60 s): with Node's 5 s, the server could close one just as it was reused, and that request
    // met a reset.
    http: { serverOptions: { keepAliveTimeout: 65_000 } },
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
