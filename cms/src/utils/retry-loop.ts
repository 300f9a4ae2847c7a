import type { Core } from '@strapi/strapi';
import { outboxSettings } from './mail-settings';

/** How often an outbox looks for tries that are due: the retry delay, at most a minute. */
export const retryPassMs = () => Math.min(outboxSettings().retrySeconds, 60) * 1000;

/**
 * The background work of the outbox (api/outgoing-mail): every try under way is tracked, so that `stop` waits for them
 * and none writes to a closed database, and the retry passes run one at a time.
 */
export function retryLoop(strapi: Core.Strapi, name: string) {
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let passRunning = false;

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  async function runPass(pass: () => Promise<unknown>): Promise<void> {
    if (passRunning) return;
    passRunning = true;
    try {
      await track(pass());
    } catch (error) {
      strapi.log.error(`${name}: retry pass failed: ${String(error)}`);
    } finally {
      passRunning = false;
    }
  }

  return {
    track,
    /** Runs a pass now (what a previous run left is due at once), then every `intervalMs` when one is given. */
    start(pass: () => Promise<unknown>, intervalMs?: number): void {
      void runPass(pass);
      if (intervalMs) timer = setInterval(() => void runPass(pass), intervalMs);
    },
    /** Stops the passes and waits for the tries under way. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
    },
  };
}
