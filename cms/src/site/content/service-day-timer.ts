import { nextServiceDayStart } from '@ticino/shared';

/**
 * Calls `callback` at the start of each service day, 05:00 in Zurich (docs/product.md#service-day), summer and winter
 * alike: each wait is computed anew from the clock, so a change of time zone offset or a late timer cannot shift the
 * next one. The timer does not keep the process alive.
 */
export function atEachServiceDayStart(callback: () => void): { stop(): void } {
  let timer: NodeJS.Timeout;
  const schedule = () => {
    const delay = Math.max(0, nextServiceDayStart(Date.now()).getTime() - Date.now());
    timer = setTimeout(() => {
      schedule();
      callback();
    }, delay);
    timer.unref();
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}
