/**
 * What a script started (servers, folders), stopped last first, each once whatever the others do: at its end through
 * `cleanUp`, or on Ctrl-C or a hang-up, which then exits 130.
 */
export function cleanUpStack(stopping: string): { cleanups: (() => unknown)[]; cleanUp: () => Promise<void> } {
  const cleanups: (() => unknown)[] = [];
  let cleaning: Promise<void> | undefined;

  function cleanUp(): Promise<void> {
    cleaning ??= (async () => {
      for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
        try {
          await cleanup();
        } catch (error) {
          console.error(`Clean-up: ${(error as Error).message}`);
        }
      }
    })();
    return cleaning;
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: ${stopping}`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  return { cleanups, cleanUp };
}
