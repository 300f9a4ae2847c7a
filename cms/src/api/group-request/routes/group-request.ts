import { messageOf } from '@ticino/shared';
import type { RateLimitConfig } from '../../rate-limit/services/rate-limit';

const bookingRateLimit = {
  name: 'global::rate-limit',
  config: { limit: 'reservationPerAddress', message: messageOf('reservation.rateLimited') } satisfies RateLimitConfig,
};
/** Staff only, like the reservations' staff routes. */
const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };

// docs/product.md#reservations-api
export default {
  routes: [
    {
      method: 'POST',
      path: '/group-requests',
      handler: 'group-request.create',
      config: { auth: false, middlewares: [bookingRateLimit] },
    },
    { method: 'GET', path: '/group-requests', handler: 'group-request.list', config: staffOnly },
    { method: 'PUT', path: '/group-requests/:id', handler: 'group-request.answer', config: staffOnly },
    // docs/product.md#group-proposals
    { method: 'POST', path: '/group-requests/:id/proposal', handler: 'group-request.propose', config: staffOnly },
    { method: 'GET', path: '/public/group-proposals/:id', handler: 'group-request.proposal', config: { auth: false } },
    {
      method: 'POST',
      path: '/public/group-proposals/:id/accept',
      handler: 'group-request.acceptProposal',
      config: { auth: false, middlewares: ['api::reservation.booking-rate-limit'] },
    },
  ],
};
