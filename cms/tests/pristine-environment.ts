/**
 * The environment this test process started with, kept once: the files share one process (`isolate: false`,
 * vitest.config.mts), and each file's starts write their settings into `process.env`.
 */
export const PRISTINE_ENVIRONMENT: Readonly<NodeJS.ProcessEnv> = { ...process.env };

/** Makes `process.env` exactly `values`: what they leave out is unset. */
export function replaceEnvironment(values: Readonly<NodeJS.ProcessEnv>): void {
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, values);
}
