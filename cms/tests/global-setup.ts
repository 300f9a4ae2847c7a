import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { CMS_ROOT, createTestDatabase, dropTestDatabase, type TestDatabase } from './strapi';
import { START_TIMEOUT } from './time-limits';

/**
 * Starts Strapi once on an empty database, in a process of its own, and offers that migrated and seeded database to
 * every test file: a file's start on a copy takes about 2 s where a first start takes about 4 s.
 */
export default async function seedOnce(): Promise<() => Promise<void>> {
  const temporary = ownTemporaryFolder();
  const removeTemporary = () => fs.rmSync(temporary, { recursive: true, force: true });
  try {
    const database = await seededDatabase();
    return async () => {
      try {
        await dropTestDatabase(database);
      } finally {
        removeTemporary();
      }
    };
  } catch (error) {
    removeTemporary();
    throw error;
  }
}

async function seededDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  const seeding = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(CMS_ROOT, 'tests', 'seed-database.ts'), JSON.stringify(database)],
    { cwd: CMS_ROOT, env: process.env, stdio: 'inherit', timeout: START_TIMEOUT },
  );
  if (seeding.status !== 0) {
    await dropTestDatabase(database);
    throw new Error(`Seeding the suite's database failed (exit ${seeding.status ?? seeding.signal}).`);
  }
  // The test files' processes inherit this process's environment.
  process.env.TEST_SEEDED_DATABASE = JSON.stringify(database);
  return database;
}

/**
 * A temporary folder for this run alone (TMPDIR, which the test files' processes inherit, and the apps and commands
 * they start with this environment): the halves of the suite and its run on PostgreSQL may run at once, and tests
 * read what the app leaves in its temporary folders (an upload's parts). Others may enter it: the PostgreSQL server a
 * test starts as root runs as `nobody`, its data in a folder of its own in there.
 */
function ownTemporaryFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-cms-suite-'));
  fs.chmodSync(folder, 0o755);
  process.env.TMPDIR = folder;
  return folder;
}
