import { RESERVATION_MESSAGES } from '@ticino/shared';
import type { RateLimitConfig } from '../../rate-limit/services/rate-limit';

const bookingRateLimit = {
  name: 'global::rate-limit',
  config: { limit: 'reservationPerAddress', message: RESERVATION_MESSAGES.rateLimited } satisfies RateLimitConfig,
};

export default {
  routes: [
    {
      method: 'POST',
      path: '/group-requests',
      handler: 'group-request.create',
      config: { auth: false, middlewares: [bookingRateLimit] },
    },
  ],
};
