import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import Database from 'better-sqlite3';
import type { TestDatabase } from './strapi';

/**
 * A database as the previous version of the site left it, to prove that this version upgrades it: the SQL dumps in
 * tests/fixtures/previous-version were written by `fixtures/previous-version/make.ts` running that version's build.
 * Before a change to a content type, run it again on the current build (see docs/architecture.md).
 */
export const PREVIOUS_VERSION_DIR = path.join(__dirname, 'fixtures', 'previous-version');

/** What the owner and the staff changed on that database before the upgrade, which the upgrade must keep. */
export const PREVIOUS_VERSION_CHANGES = {
  /** The owner relabelled the menu item's title in /cms. */
  titleLabel: 'Nom du plat',
  /** The staff repriced the first item of the seed. */
  repricedItem: { title: 'Fondue moitié-moitié', price: 31.5 },
};

export const dumpFile = (client: TestDatabase['client']) => path.join(PREVIOUS_VERSION_DIR, `${client}.sql`);

/** Fills an empty database with the previous version's dump. */
export function loadPreviousVersion(database: TestDatabase): void {
  const sql = fs.readFileSync(dumpFile(database.client), 'utf8');
  if (database.client === 'sqlite') {
    const db = new Database(database.file);
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
  } else {
    execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', database.url], {
      input: sql,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
  }
}
