import { messageOf } from '@ticino/shared';
import type { RateLimitConfig } from '../../rate-limit/services/rate-limit';

const loginRateLimit = {
  name: 'global::rate-limit',
  config: { limit: 'loginPerAddress', message: messageOf('api.loginRateLimited') } satisfies RateLimitConfig,
};

export default {
  routes: [
    {
      method: 'POST',
      path: '/auth/login',
      handler: 'staff-auth.login',
      config: { auth: false, middlewares: [loginRateLimit] },
    },
    { method: 'POST', path: '/auth/logout', handler: 'staff-auth.logout', config: { auth: false } },
    { method: 'GET', path: '/auth/check', handler: 'staff-auth.check', config: { auth: false } },
    { method: 'GET', path: '/auth/me', handler: 'staff-auth.me', config: { auth: false } },
  ],
};
