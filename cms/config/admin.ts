import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/secrets';
import { booleanSetting } from '../src/utils/settings';

const config = (): Core.Config.Admin => ({
  // The React app owns /admin; Strapi's back-office UI moves to /cms (its API stays under /admin/*).
  url: '/cms',
  serveAdminPanel: booleanSetting('SERVE_ADMIN_PANEL', true),
  auth: {
    secret: secret('ADMIN_JWT_SECRET'),
    // The back-office page lives at /cms but refreshes its session through /admin/*: one cookie path for both.
    cookie: { path: '/' },
  },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});

export default config;
