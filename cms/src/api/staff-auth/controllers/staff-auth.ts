import type { Context } from 'koa';
import { type AuthCheckResponse, type LoginResponse, type MeResponse, messageOf } from '@ticino/shared';
import { refuse, requestBody, coded } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';
import { bearerToken } from '../services/staff-session';

const sessions = () => siteService('api::staff-auth.staff-session');

function readCredentials(body: unknown): { username: string; password: string } | null {
  if (!body || typeof body !== 'object') return null;
  const { username, password } = body as Record<string, unknown>;
  if (typeof username !== 'string' || typeof password !== 'string') return null;
  if (!username.trim() || !password) return null;
  return { username: username.trim(), password };
}

/** The optional device token: text, or absent (`null` counts as absent); anything else is refused with 400. */
function readDeviceToken(body: unknown): { deviceToken?: string } | null {
  const { deviceToken } = body as Record<string, unknown>;
  if (deviceToken === undefined || deviceToken === null) return {};
  return typeof deviceToken === 'string' ? { deviceToken } : null;
}

export default {
  async login(ctx: Context) {
    const body = requestBody(ctx);
    const credentials = readCredentials(body);
    if (!credentials) {
      refuse(ctx, 400, messageOf('api.loginMissingFields'));
      return;
    }
    const device = readDeviceToken(body);
    if (!device) {
      refuse(ctx, 400, messageOf('api.loginInvalidDeviceToken'));
      return;
    }
    const result = await sessions().login(credentials.username, credentials.password, {
      ...device,
      userAgent: ctx.get('user-agent'),
    });
    if (result.status === 'limited') {
      ctx.set('Retry-After', String(result.retryAfterSeconds));
      refuse(ctx, 429, messageOf('api.loginAccountRateLimited'));
      return;
    }
    if (result.status === 'refused') {
      refuse(ctx, 401, messageOf('api.loginInvalid'));
      return;
    }
    if (result.status === 'not-staff') {
      refuse(ctx, 403, messageOf('api.forbidden'));
      return;
    }
    const answer: LoginResponse = {
      success: true,
      ...coded(messageOf('api.loginSuccess')),
      data: { token: result.token, deviceToken: result.deviceToken, user: result.user },
    };
    ctx.body = answer;
  },

  async logout(ctx: Context) {
    await sessions().logout(bearerToken(ctx.get('authorization')));
    ctx.body = { success: true, ...coded(messageOf('api.logoutSuccess')) };
  },

  async check(ctx: Context) {
    const auth = await sessions().authenticate(bearerToken(ctx.get('authorization')));
    const body: AuthCheckResponse = { success: true, authenticated: auth.status === 'authenticated' && auth.isStaff };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },

  async me(ctx: Context) {
    const auth = await sessions().authenticate(bearerToken(ctx.get('authorization')));
    if (auth.status !== 'authenticated') {
      refuse(ctx, 401, messageOf('api.unauthenticated'));
      return;
    }
    const body: MeResponse = { success: true, data: auth.user };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },
};
