import { isDevelopment } from './mode';

/**
 * Secrets Strapi needs. In development, fixed, clearly-marked values are used when a variable is missing; in any
 * other mode a missing secret, or one of those development values, stops the boot with a message naming every
 * variable to set.
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

export function unusableSecrets(): SecretName[] {
  return REQUIRED_SECRETS.filter((name) => {
    const value = process.env[name]?.trim();
    return !value || isDevelopmentValue(value);
  });
}

export function secret(name: SecretName): string {
  const value = process.env[name]?.trim();
  if (isDevelopment()) return value || DEVELOPMENT_DEFAULTS[name];
  if (!value || isDevelopmentValue(value)) {
    throw new Error(
      `Missing secrets for NODE_ENV=${process.env.NODE_ENV}: ${unusableSecrets().join(', ')} (unset, or a ` +
        'development value). Set them in the environment or in cms/.env (see .env.example); generate each with ' +
        '`openssl rand -base64 32`.',
    );
  }
  return value;
}

export function secretList(name: SecretName): string[] {
  return secret(name)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
