import { useBrowserValue } from './useHydrated';

const MINUTE_MS = 60_000;

/** Calls `onTick` at the start of every minute, for as long as it is subscribed. */
function subscribe(onTick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onTick();
        schedule();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS),
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
/** The server, and the first render that hydrates its page, know no time: what depends on it shows after. */
const noTime = () => null;

/**
 * The current time to the minute, updated as each minute starts, or null while the page is rendered on the server
 * and hydrated, so the server's HTML and the browser's first render agree; the render that follows shows it
 * (useBrowserValue).
 */
export function useMinuteClock(): Date | null {
  const minute = useBrowserValue(subscribe, currentMinute, noTime);
  return minute === null ? null : new Date(minute * MINUTE_MS);
}
