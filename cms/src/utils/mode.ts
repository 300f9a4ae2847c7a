import fs from 'fs';
import path from 'path';
import { parse } from 'dotenv';

/**
 * The one mode the server runs in. It may be given by the environment or by the env file Strapi reads (ENV_PATH, else
 * `.env` in the folder Strapi starts from); when both give it and disagree, nobody can tell which was meant, so the
 * start is refused. Only `development` relaxes the rules (printed default accounts and secrets); every other mode,
 * `test` and unknown ones included, is held to production's.
 */
/** The env file Strapi reads when started from `cwd`: ENV_PATH (relative to that folder), else its `.env`. */
export function envFilePath(cwd = process.cwd()): string {
  return path.resolve(cwd, process.env.ENV_PATH || '.env');
}

export function modeInEnvFile(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  return parse(fs.readFileSync(file)).NODE_ENV?.trim() || undefined;
}

export class ModeConflictError extends Error {
  constructor(environment: string, file: string, fileMode: string) {
    super(
      `NODE_ENV is "${environment}" in the environment but "${fileMode}" in ${file}: give the mode in one place, or ` +
        'make both say the same (production checks stay off until they do).',
    );
    this.name = 'ModeConflictError';
  }
}

/** The mode to run in: the environment's or the env file's, refusing a disagreement; development when neither says. */
export function resolveMode(environmentMode: string | undefined, file: string): string {
  const fromFile = modeInEnvFile(file);
  const fromEnvironment = environmentMode?.trim() || undefined;
  if (fromEnvironment && fromFile && fromEnvironment !== fromFile) {
    throw new ModeConflictError(fromEnvironment, file, fromFile);
  }
  return fromEnvironment ?? fromFile ?? 'development';
}

export function isDevelopment(): boolean {
  return (process.env.NODE_ENV ?? 'development') === 'development';
}
