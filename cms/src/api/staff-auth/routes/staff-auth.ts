import { API_MESSAGES } from '@ticino/shared';

const loginRateLimit = {
  name: 'global::rate-limit',
  config: {
    max: Number(process.env.LOGIN_RATE_LIMIT_MAX ?? 10),
    windowMs: 60_000,
    message: API_MESSAGES.loginRateLimited,
  },
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
