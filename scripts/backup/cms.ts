import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { COMMAND_RUN_VARIABLE } from '../../cms/src/utils/command-run';
import { envFilePath, resolveMode } from '../../cms/src/utils/mode';
import { CMS, QUIET_STRAPI_ENV } from '../lib';
import { MENU_ITEM_UID } from '@ticino/shared';

const DIST = path.join(CMS, 'dist');

/**
 * Boots the CMS as `npm start` does (the same build, cms/.env and DATABASE_* settings), without serving HTTP, so a
 * command can work on its database through Strapi. Booting also creates the tables of an empty database, and nothing
 * else starts (cms/src/utils/command-run.ts).
 */
export async function loadCms(): Promise<Core.Strapi> {
  if (!fs.existsSync(path.join(DIST, 'src', 'index.js'))) {
    throw new Error('The CMS is not built yet: run `npm run build` (or `npm start` once) first.');
  }
  Object.assign(process.env, QUIET_STRAPI_ENV, { [COMMAND_RUN_VARIABLE]: 'true' });
  // The settings `npm start` gives the server: cms/.env (or ENV_PATH, from cms/), in the one mode it and the
  // environment agree on. Strapi reads that file when it is first imported, so it is imported only now.
  process.env.ENV_PATH = envFilePath(CMS);
  process.env.NODE_ENV = resolveMode(process.env.NODE_ENV, process.env.ENV_PATH);
  // Strapi's info lines would bury what the command prints; its warnings and errors still show.
  process.env.STRAPI_LOG_LEVEL ??= 'warn';
  // Strapi's CommonJS build, as `strapi start` runs it (its ES-module build does not load here).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS build is the one that loads
  const { createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');
  return createStrapi({ appDir: CMS, distDir: DIST }).load();
}

export const uploadsFolder = (strapi: Core.Strapi): string => path.join(strapi.dirs.static.public, 'uploads');

interface ConnectionSettings {
  filename?: string;
  connectionString?: string;
  host?: string;
  port?: number;
  database?: string;
  schema?: string;
}

export const databaseClient = (strapi: Core.Strapi): string => strapi.db.dialect.client;

/** Which database the command works on, in words, without its password. */
export function describeDatabase(strapi: Core.Strapi): string {
  const settings = strapi.config.get<ConnectionSettings>('database.connection.connection');
  if (databaseClient(strapi) === 'sqlite') return `the SQLite database ${settings.filename}`;
  const url = settings.connectionString ? new URL(settings.connectionString) : undefined;
  const database = url ? decodeURIComponent(url.pathname.slice(1)) : settings.database;
  const where = url ? `${url.hostname}:${url.port || 5432}` : `${settings.host}:${settings.port}`;
  const schema = settings.schema && settings.schema !== 'public' ? `, schema ${settings.schema}` : '';
  return `the PostgreSQL database "${database}" on ${where}${schema}`;
}

/** Whether something answers on the port the server is configured to listen on, on this machine. */
export function isServerListening(strapi: Core.Strapi): Promise<boolean> {
  const port = strapi.config.get<number>('server.port');
  const host = strapi.config.get<string>('server.host');
  const address = !host || host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port });
    const finish = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

const HIGHLIGHTS: [uid: string, singular: string, plural: string][] = [
  [MENU_ITEM_UID, 'menu item', 'menu items'],
  ['api::contact-message.contact-message', 'contact message', 'contact messages'],
  ['plugin::users-permissions.user', 'staff account', 'staff accounts'],
  ['admin::user', 'back-office admin', 'back-office admins'],
];

const count = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/** What a set of tables holds, in the owner's words: "94 menu items, 2 contact messages, …". */
export function describeContent(strapi: Core.Strapi, rowsPerTable: Record<string, number>, mediaFiles: number): string {
  return [
    ...HIGHLIGHTS.map(([uid, singular, plural]) =>
      count(rowsPerTable[strapi.db.metadata.get(uid).tableName] ?? 0, singular, plural),
    ),
    count(mediaFiles, 'media file', 'media files'),
  ].join(', ');
}

/** A path given on the command line, relative to where the owner typed it (npm runs scripts from the root). */
export const fromCommandLine = (file: string): string => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
