import { isDevelopment } from './mode';

/**
 * Secrets Strapi needs. In development, fixed, clearly-marked values are used when a variable is missing; in any
 * other mode a missing secret, one of those development values, or one shorter than SECRET_MIN_LENGTH (each key of
 * APP_KEYS) stops the boot with a message naming every variable to set and how to generate a value.
 */
export const REQUIRED_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
] as const;

export type SecretName = (typeof REQUIRED_SECRETS)[number];

const DEVELOPMENT_DEFAULTS: Record<SecretName, string> = {
  APP_KEYS: 'dev-only-app-key-1,dev-only-app-key-2',
  API_TOKEN_SALT: 'dev-only-api-token-salt',
  ADMIN_JWT_SECRET: 'dev-only-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'dev-only-transfer-token-salt',
  JWT_SECRET: 'dev-only-users-jwt-secret',
  ENCRYPTION_KEY: 'dev-only-encryption-key',
};

/** Whether a value is (or contains, for APP_KEYS) one of the development values published in this repository. */
function isDevelopmentValue(value: string): boolean {
  return value.split(',').some((part) => part.trim().startsWith('dev-only-'));
}

/** Shorter secrets could be guessed offline from one signed token (a session) or hashed value (an API token). */
export const SECRET_MIN_LENGTH = 32;

const HOW_TO_GENERATE =
  "generate each with `openssl rand -base64 32` or `node -e \"console.log(require('crypto').randomBytes(32)" +
  ".toString('base64'))\"`";

type SecretProblem = 'missing' | 'too short';

function secretProblem(name: SecretName): SecretProblem | undefined {
  const value = process.env[name]?.trim();
  if (!value || isDevelopmentValue(value)) return 'missing';
  const keys = name === 'APP_KEYS' ? splitList(value) : [value];
  return keys.some((key) => key.length < SECRET_MIN_LENGTH) ? 'too short' : undefined;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Every unusable secret, missing ones and too short ones, in one message so one fix covers them all. */
function unusableSecretsMessage(): string {
  const mode = process.env.NODE_ENV;
  const withProblem = (problem: SecretProblem) => REQUIRED_SECRETS.filter((name) => secretProblem(name) === problem);
  const missing = withProblem('missing');
  const tooShort = withProblem('too short');
  return [
    missing.length > 0 &&
      `Missing secrets for NODE_ENV=${mode}: ${missing.join(', ')} (unset, or a development value).`,
    tooShort.length > 0 &&
      `Secrets too short for NODE_ENV=${mode}: ${tooShort.join(', ')} (at least ${SECRET_MIN_LENGTH} characters ` +
        'each, and each comma-separated key of APP_KEYS).',
    `Set them in the environment or in cms/.env (see .env.example); ${HOW_TO_GENERATE}. Replacing the secrets of an ` +
      'install that already runs: see docs/upgrading.md.',
  ]
    .filter(Boolean)
    .join(' ');
}

export function secret(name: SecretName): string {
  const value = process.env[name]?.trim();
  if (isDevelopment()) return value || DEVELOPMENT_DEFAULTS[name];
  if (!value || secretProblem(name)) throw new Error(unusableSecretsMessage());
  return value;
}

export function secretList(name: SecretName): string[] {
  return splitList(secret(name));
}
