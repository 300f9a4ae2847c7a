import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { messageOf } from '@ticino/shared';
import rateLimit from '../../rate-limit/middlewares/per-address';
import { admitStaff } from '../../staff-auth/middlewares/staff-only';

/**
 * `api::reservation.booking-rate-limit`: a request that carries a staff session (a phone booking, a walk-in) must be
 * a live one and is not counted; any other is counted by the shared rate limit of bookings per address.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const limited = rateLimit(
    { limit: 'reservationPerAddress', message: messageOf('reservation.rateLimited') },
    { strapi },
  );
  return async (ctx: Context, next: Next) => {
    if (ctx.get('authorization')) {
      if (await admitStaff(ctx)) await next();
      return;
    }
    await limited(ctx, next);
  };
};
