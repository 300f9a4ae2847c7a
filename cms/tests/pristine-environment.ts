/**
 * The environment this test process started with, kept once: the files share one process (`isolate: false`,
 * vitest.config.mts), and each file's starts write their settings into `process.env`.
 */
export const PRISTINE_ENVIRONMENT: Readonly<NodeJS.ProcessEnv> = { ...process.env };
