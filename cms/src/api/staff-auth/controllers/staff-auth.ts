import type { Context } from 'koa';
import { API_MESSAGES, type AuthCheckResponse, type LoginResponse, type MeResponse } from '@ticino/shared';
import { replyFailure, requestBody } from '../../../utils/json-reply';
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

export default {
  async login(ctx: Context) {
    const credentials = readCredentials(requestBody(ctx));
    if (!credentials) {
      replyFailure(ctx, 400, API_MESSAGES.loginMissingFields);
      return;
    }
    const result = await sessions().login(credentials.username, credentials.password, ctx.get('user-agent'));
    if (result.status === 'limited') {
      ctx.set('Retry-After', String(result.retryAfterSeconds));
      replyFailure(ctx, 429, API_MESSAGES.loginAccountRateLimited);
      return;
    }
    if (result.status === 'refused') {
      replyFailure(ctx, 401, API_MESSAGES.loginInvalid);
      return;
    }
    if (result.status === 'not-staff') {
      replyFailure(ctx, 403, API_MESSAGES.forbidden);
      return;
    }
    const body: LoginResponse = {
      success: true,
      message: API_MESSAGES.loginSuccess,
      data: { token: result.token, user: result.user },
    };
    ctx.body = body;
  },

  async logout(ctx: Context) {
    await sessions().logout(bearerToken(ctx.get('authorization')));
    ctx.body = { success: true, message: API_MESSAGES.logoutSuccess };
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
      replyFailure(ctx, 401, API_MESSAGES.unauthenticated);
      return;
    }
    const body: MeResponse = { success: true, data: auth.user };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },
};
