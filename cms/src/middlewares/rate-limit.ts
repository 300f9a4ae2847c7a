import type { Context, Next } from 'koa';
import { API_MESSAGES } from '@ticino/shared';
import { replyFailure } from '../utils/json-reply';

export interface RateLimitConfig {
  /** Requests allowed per window and client address. */
  max?: number;
  windowMs?: number;
  message?: string;
}

/**
 * Fixed-window limit per client address, kept in memory: enough for one
 * instance; several instances behind a balancer would need a shared store.
 */
export default (config: RateLimitConfig = {}) => {
  const max = config.max ?? 10;
  const windowMs = config.windowMs ?? 60_000;
  const message = config.message ?? API_MESSAGES.rateLimited;
  const windows = new Map<string, { count: number; resetAt: number }>();

  return async (ctx: Context, next: Next) => {
    const now = Date.now();
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    }
    const key = ctx.ip;
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > max) {
      ctx.set('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
      replyFailure(ctx, 429, message);
      return;
    }
    await next();
  };
};
