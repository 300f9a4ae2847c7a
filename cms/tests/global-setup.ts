import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { CMS_ROOT, createTestDatabase, dropTestDatabase } from './strapi';

/**
 * Starts Strapi once on an empty database, in a process of its own, and offers that migrated and seeded database to
 * every test file: a file's start on a copy takes about 2 s where a first start takes about 4 s.
 */
export default async function seedOnce(): Promise<() => Promise<void>> {
  const temporary = ownTemporaryFolder();
  const database = await createTestDatabase();
  const seeding = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(CMS_ROOT, 'tests', 'seed-database.ts'), JSON.stringify(database)],
    { cwd: CMS_ROOT, env: process.env, stdio: 'inherit', timeout: 180_000 },
  );
  if (seeding.status !== 0) {
    await dropTestDatabase(database);
    fs.rmSync(temporary, { recursive: true, force: true });
    throw new Error(`Seeding the suite's database failed (exit ${seeding.status ?? seeding.signal}).`);
  }
  // The test files' processes inherit this process's environment.
  process.env.TEST_SEEDED_DATABASE = JSON.stringify(database);
  return async () => {
    await dropTestDatabase(database);
    fs.rmSync(temporary, { recursive: true, force: true });
  };
}

/**
 * A temporary folder for this run alone (TMPDIR, which the test files' processes and the apps they start inherit):
 * the halves of the suite and its run on PostgreSQL may run at once, and tests read what the app leaves in its
 * temporary folders (an upload's parts). Others may enter it: the PostgreSQL server a test starts as root runs as
 * `nobody`, its data in a folder of its own in there.
 */
function ownTemporaryFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-cms-suite-'));
  fs.chmodSync(folder, 0o755);
  process.env.TMPDIR = folder;
  return folder;
}
