import path from 'path';
import type { Core } from '@strapi/strapi';
import type { Database as SqliteConnection } from 'better-sqlite3';
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
      pool: {
        // Strapi only turns foreign keys on; journal and sync settings are ours, set on every new connection.
        afterCreate(connection: unknown, done: (error?: Error, connection?: unknown) => void) {
          const sqlite = connection as SqliteConnection;
          // Write-ahead log: another program reading the file (a backup) and the app's writes do not block each other,
          // and a commit appends to the log instead of rewriting pages of the database.
          sqlite.pragma('journal_mode = WAL');
          // FULL, not WAL's usual NORMAL: NORMAL survives a killed process but may lose the last commits on a power
          // cut or host crash. FULL syncs the log on every commit, so an acknowledged menu change stays saved in both
          // cases; the staff's few writes a minute make that extra sync free in practice.
          sqlite.pragma('synchronous = FULL');
          // When another program (a backup, a maintenance script) holds the write lock, wait up to 5 s for it rather
          // than fail with SQLITE_BUSY. better-sqlite3's default, stated because the app relies on it; the server
          // pauses while it waits, so such programs must keep their writes short.
          sqlite.pragma('busy_timeout = 5000');
          done(undefined, connection);
        },
      },
    },
  };
};

export default config;
