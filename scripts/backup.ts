/**
 * npm run backup [-- --out DIR]
 *
 * Writes one archive of the site's database (menu, restaurant facts, contact messages, staff and back-office
 * accounts, settings) and its uploaded media into backups/ (or DIR), and prints the archive's path last. It reads
 * the same settings as `npm start` and may run while the site is being served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeArchive } from './backup/archive';
import { databaseClient, describeContent, describeDatabase, fromCommandLine, loadCms } from './backup/cms';
import { readTables } from './backup/database';
import { mediaStore } from './backup/media';
import { ROOT, ms } from './lib';

const USAGE = `Usage: npm run backup [-- --out DIR]
Writes ticino-backup-YYYYMMDD-HHMMSS.tar.gz (database and uploaded media) into DIR, by default backups/ at the
repository root, and prints its path as the last line.`;

const pad = (n: number) => String(n).padStart(2, '0');

function archiveName(date: Date): string {
  const day = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
  return `ticino-backup-${day}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}.tar.gz`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const start = Date.now();
  // The archive holds password hashes: only its owner may read it.
  process.umask(0o077);
  const folder = values.out ? fromCommandLine(values.out) : path.join(ROOT, 'backups');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, archiveName(new Date()));
  if (fs.existsSync(file)) throw new Error(`${file} already exists: wait a second and run the backup again.`);

  const strapi = await loadCms();
  try {
    const media = mediaStore(strapi);
    const { folder: mediaFolder, release } = await media.folderForBackup();
    try {
      const manifest = await writeArchive(file, {
        tables: await readTables(strapi),
        uploadsFolder: mediaFolder,
        databaseClient: databaseClient(strapi),
      });
      console.log(`✔ Backed up ${describeDatabase(strapi)} and the uploaded media of ${media.where} in ${ms(start)}:`);
      console.log(
        `  ${describeContent(strapi, manifest.tables, manifest.mediaFiles)} (${fs.statSync(file).size} bytes)`,
      );
    } finally {
      release();
    }
  } finally {
    await strapi.destroy();
  }
  console.log(file);
}

main().catch((error: Error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
