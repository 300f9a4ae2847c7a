/**
 * Secrets Strapi needs. In development (and tests) fixed, clearly-marked values
 * are used when a variable is missing; anywhere else a missing secret stops the
 * boot with a message naming every variable to set.
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

export function isDevelopment(): boolean {
  const mode = process.env.NODE_ENV ?? 'development';
  return mode === 'development' || mode === 'test';
}

export function missingSecrets(): SecretName[] {
  return REQUIRED_SECRETS.filter((name) => !process.env[name]?.trim());
}

export function secret(name: SecretName): string {
  const value = process.env[name]?.trim();
  if (value) return value;
  if (isDevelopment()) return DEVELOPMENT_DEFAULTS[name];
  throw new Error(
    `Missing secrets for NODE_ENV=${process.env.NODE_ENV}: ${missingSecrets().join(', ')}. ` +
      'Set them in the environment or in cms/.env (see .env.example); generate each with `openssl rand -base64 32`.',
  );
}

export function secretList(name: SecretName): string[] {
  return secret(name)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
