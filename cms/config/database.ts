import path from 'path';
import type { Core } from '@strapi/strapi';
import { booleanSetting, choiceSetting, integerSetting } from '../src/utils/settings';

/** The cms folder, from both src/config (types) and dist/config (runtime). */
const cmsRoot = path.resolve(__dirname, '..', '..');

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  if (choiceSetting('DATABASE_CLIENT', 'sqlite', ['sqlite', 'postgres']) === 'postgres') {
    const useSsl = booleanSetting('DATABASE_SSL', false);
    return {
      connection: {
        client: 'postgres' as const,
        connection: {
          // DATABASE_URL wins over the separate settings when both are given.
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', 'localhost'),
          port: integerSetting('DATABASE_PORT', 5432, { min: 1, max: 65535 }),
          database: env('DATABASE_NAME', 'ticino'),
          user: env('DATABASE_USERNAME', 'ticino'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: useSsl ? { rejectUnauthorized: booleanSetting('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: {
          min: integerSetting('DATABASE_POOL_MIN', 2, { min: 0, max: 100 }),
          max: integerSetting('DATABASE_POOL_MAX', 10, { min: 1, max: 100 }),
        },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite' as const,
      connection: {
        filename: path.resolve(cmsRoot, env('DATABASE_FILENAME', path.join('data', 'ticino.db'))),
      },
      useNullAsDefault: true,
    },
  };
};

export default config;
