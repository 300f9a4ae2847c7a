import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/secrets';
import { booleanSetting } from '../src/utils/settings';

const config = (): Core.Config.Admin => ({
  // The React app owns /admin; Strapi's back-office UI moves to /cms (its API stays under /admin/*).
  url: '/cms',
  serveAdminPanel: booleanSetting('SERVE_ADMIN_PANEL', true),
  auth: {
    secret: secret('ADMIN_JWT_SECRET'),
    // The path of the access cookie the back-office's page writes and reads with its scripts, which must be the page's
    // own: at /admin they could not read it, and the page would sign its user out at once. Strapi would give its
    // refresh cookie the same path; global::back-office-cookies moves that one to /admin, where the back-office's API
    // is, and marks it Secure over HTTPS. Neither reaches the restaurant's pages nor /api.
    cookie: { path: '/cms' },
  },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});

export default config;
