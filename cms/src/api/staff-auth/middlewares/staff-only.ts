import type { Context, Next } from 'koa';
import { API_MESSAGES } from '@ticino/shared';
import { replyFailure } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';
import { bearerToken } from '../services/staff-session';

/**
 * `api::staff-auth.staff-only`: guards the menu-management routes (docs/product.md#menu-api), 401 without a live
 * session, 403 for a signed-in user who is not staff.
 */
export default () => async (ctx: Context, next: Next) => {
  const auth = await siteService('api::staff-auth.staff-session').authenticate(bearerToken(ctx.get('authorization')));
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
