/**
 * How long a child process of the tests may take before it is taken for hung: limits against a hang, not for speed.
 * Under `npm test` the CMS suite yields the processor to the browser tests (docs/testing.md#how-long-it-takes), and on
 * CI's 2-core machine a step then runs 9 to 15 times slower than alone.
 */

/** A start of the app in a process of its own: about 8 s alone on an empty database, 120 s seen under `npm test`. */
export const START_TIMEOUT = 300_000;

/** An `npm run` command that boots the CMS (backup, restore, uploads:to-s3): a restore of 13 s alone took 120 s. */
export const COMMAND_TIMEOUT = 300_000;
