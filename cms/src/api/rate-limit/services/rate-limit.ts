import { AsyncResource } from 'async_hooks';
import type { Core } from '@strapi/strapi';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitSettings } from '../../../../config/rate-limits';
import type { Message } from '@ticino/shared';
import { siteService } from '../../../utils/services';

export type LimitName = keyof RateLimitSettings;

/** A route's `global::rate-limit` (src/middlewares/rate-limit.ts). */
export interface RateLimitConfig {
  /** Which limit counts the requests of this route, per visitor address (its quota is a setting). */
  limit: LimitName;
  /** The 429 answer's message, worded in the request's language. */
  message: Message;
}

/** How long each limit counts, in seconds, from the first request it counts for a key. */
const WINDOW_SECONDS: Record<LimitName, number> = {
  loginPerAddress: 60,
  loginPerAccount: 15 * 60,
  loginPerDevice: 15 * 60,
  contactPerAddress: 10 * 60,
  // The daily quotas count under keys holding the restaurant's calendar day: 25 hours outlast the longest day (the
  // autumn clock change), after which the day's count is dropped.
  contactPerAddressPerDay: 25 * 60 * 60,
  contactPerDay: 25 * 60 * 60,
  reservationPerAddress: 10 * 60,
  tableScanPerAddress: 30 * 60,
};

/** The PostgreSQL table all limits share, one row per counted key, created at boot when missing. */
const POSTGRES_TABLE = 'rate_limits';

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function postgresLimiter(options: ConstructorParameters<typeof RateLimiterPostgres>[0]) {
  return new Promise<RateLimiterPostgres>((resolve, reject) => {
    // The callback runs once the table exists (CREATE TABLE IF NOT EXISTS, safe when instances start together).
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(options, (error?: Error) =>
      error ? reject(error) : resolve(limiter),
    );
  });
}

/**
 * Request counters for the rate limits, on rate-limiter-flexible. On SQLite (one process) they live in memory: each
 * key carries its own timer that deletes it when its window ends, so memory holds only the keys counted in the last
 * window. On PostgreSQL they live in one table that every instance of the site shares, each count an atomic upsert;
 * the library deletes rows an hour past their window every five minutes.
 */
const rateLimitService = ({ strapi }: { strapi: Core.Strapi }) => {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  /**
   * Runs the limiters outside the request. The memory store's expiry timer of a key would otherwise carry the
   * request's async context (Strapi keeps the whole Koa context in it) and hold it in memory for the key's window:
   * measured at 8 kB a key instead of a few hundred bytes.
   */
  let outsideRequests: <R>(task: () => R) => R = (task) => task();

  function limiter(name: LimitName): RateLimiterAbstract {
    const found = limiters.get(name);
    if (!found) throw new Error(`The rate limit ${name} is used before the rate-limit service was prepared.`);
    return found;
  }

  return {
    /** Builds every limiter on the configured database; run once at bootstrap, before the server listens. */
    async prepare(): Promise<void> {
      const scope = new AsyncResource('rate-limits');
      outsideRequests = (task) => scope.runInAsyncScope(task);
      const settings = strapi.config.get<RateLimitSettings>('rate-limits');
      const onPostgres = strapi.config.get<string>('database.connection.client') === 'postgres';
      const schemaName = strapi.config.get<string | undefined>('database.connection.connection.schema');
      for (const name of Object.keys(WINDOW_SECONDS) as LimitName[]) {
        const options = { keyPrefix: name, points: settings[name], duration: WINDOW_SECONDS[name] };
        limiters.set(
          name,
          onPostgres
            ? await postgresLimiter({
                ...options,
                storeClient: strapi.db.connection,
                storeType: 'knex',
                tableName: POSTGRES_TABLE,
                schemaName,
              })
            : new RateLimiterMemory(options),
        );
      }
    },

    /** Counts one request for the key; refused once the key has used its quota for the current window. */
    async consume(name: LimitName, key: string): Promise<Verdict> {
      try {
        await outsideRequests(() => limiter(name).consume(key));
        return { allowed: true };
      } catch (rejection) {
        // The library rejects with the key's state when the quota is used, and with an Error when the store fails.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },

    /** Gives back a request counted by `consume` that should not count after all. */
    async refund(name: LimitName, key: string): Promise<void> {
      await outsideRequests(() => limiter(name).reward(key, 1));
    },
  };
};

export default rateLimitService;

export const rateLimits = (strapi: Core.Strapi) => siteService('api::rate-limit.rate-limit', strapi);
