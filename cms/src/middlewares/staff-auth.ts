import type { Context, Next } from 'koa';
import { API_MESSAGES } from '@ticino/shared';
import { bearerToken, type Authentication } from '../api/staff-auth/services/staff-session';
import { replyFailure } from '../utils/json-reply';

type StaffSessionService = { authenticate(token: string | undefined): Promise<Authentication> };

/** Guards the menu-management routes: 401 without a live session, 403 for non-staff users. */
export default () => async (ctx: Context, next: Next) => {
  const service = strapi.service('api::staff-auth.staff-session') as unknown as StaffSessionService;
  const auth = await service.authenticate(bearerToken(ctx.get('authorization')));
  if (auth.status !== 'authenticated') {
    replyFailure(ctx, 401, API_MESSAGES.unauthenticated);
    return;
  }
  if (!auth.isStaff) {
    replyFailure(ctx, 403, API_MESSAGES.forbidden);
    return;
  }
  ctx.state.staffUser = auth.user;
  await next();
};
