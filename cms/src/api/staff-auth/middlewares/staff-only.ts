import type { Context, Next } from 'koa';
import { messageOf } from '@ticino/shared';
import { refuse } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';
import { bearerToken } from '../services/staff-session';

/**
 * Whether the request comes from a live staff session; if not, it is answered 401 (no live session) or 403 (a
 * signed-in user who is not staff). The staff user is kept in `ctx.state.staffUser`.
 */
export async function admitStaff(ctx: Context): Promise<boolean> {
  if (ctx.state.staffUser) return true;
  const auth = await siteService('api::staff-auth.staff-session').authenticate(bearerToken(ctx.get('authorization')));
  if (auth.status !== 'authenticated') {
    refuse(ctx, 401, messageOf('api.unauthenticated'));
    return false;
  }
  if (!auth.isStaff) {
    refuse(ctx, 403, messageOf('api.forbidden'));
    return false;
  }
  ctx.state.staffUser = auth.user;
  return true;
}

/**
 * `api::staff-auth.staff-only`: guards the menu-management routes (docs/product.md#menu-api), 401 without a live
 * session, 403 for a signed-in user who is not staff. The photo upload is checked earlier, before its body is read
 * (`global::request-body`), and not again here.
 */
export default () => async (ctx: Context, next: Next) => {
  if (await admitStaff(ctx)) await next();
};
