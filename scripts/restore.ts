/**
 * npm run restore -- FILE [--yes]
 *
 * Replaces the whole content of the site's database and its uploaded media with a backup written by
 * `npm run backup`, on the same settings as `npm start`, with the server stopped. It asks before changing anything,
 * unless --yes says the answer is yes.
 */
import fs from 'node:fs';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import type { Core } from '@strapi/strapi';
import { withOpenedArchive, type Manifest, type OpenedArchive } from './backup/archive';
import { describeContent, describeDatabase, fromCommandLine, isServerListening, loadCms } from './backup/cms';
import { incompatibilities, readTables, replaceTables } from './backup/database';
import { mediaStore, type MediaStore } from './backup/media';
import { ms } from './lib';

const USAGE = `Usage: npm run restore -- FILE [--yes]
Replaces the database's whole content and the uploaded media with the backup FILE (written by npm run backup).
Stop the server first. Without --yes, it asks for confirmation.`;

class Refusal extends Error {}

async function confirmed(question: string): Promise<boolean> {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(question);
    return ['yes', 'y', 'oui', 'o'].includes(answer.trim().toLowerCase());
  } finally {
    prompt.close();
  }
}

const summary = (strapi: Core.Strapi, manifest: Manifest) =>
  describeContent(strapi, manifest.tables, manifest.mediaFiles);

/** The question asked on a terminal: what will be replaced, by what. */
async function askToReplace(
  strapi: Core.Strapi,
  file: string,
  manifest: Manifest,
  media: MediaStore,
): Promise<boolean> {
  const currentCounts = Object.fromEntries(
    Object.entries(await readTables(strapi)).map(([table, rows]) => [table, rows.length]),
  );
  console.log(
    [
      `Backup ${file}`,
      `  made ${new Date(manifest.createdAt).toLocaleString()} on ${manifest.databaseClient}: ${summary(strapi, manifest)}.`,
      `Restoring it replaces everything in ${describeDatabase(strapi)} and ${media.where},`,
      `  which now hold ${describeContent(strapi, currentCounts, await media.count())}.`,
      'Everyone will have to sign in again. This cannot be undone: `npm run backup` first keeps the current content.',
    ].join('\n'),
  );
  return confirmed('Replace it all? Type "yes" (or "oui") to go on: ');
}

async function restore(strapi: Core.Strapi, file: string, archive: OpenedArchive, askFirst: boolean): Promise<void> {
  const port = strapi.config.get<number>('server.port');
  if (await isServerListening(strapi)) {
    throw new Refusal(
      `Something answers on port ${port}: stop the server before restoring (a running server would keep ` +
        'serving, and writing, the old content). If another program uses that port, set PORT to a free one.',
    );
  }
  const problems = incompatibilities(strapi, archive.tables);
  if (problems.length > 0) {
    throw new Refusal(
      `This backup does not fit this version of the site, which has no ${problems.join(', ')}: restore it with ` +
        'the version that wrote it. Nothing was changed.',
    );
  }
  const media = mediaStore(strapi);
  if (askFirst && !(await askToReplace(strapi, file, archive.manifest, media))) {
    throw new Refusal('Restore cancelled: nothing was changed.');
  }
  const start = Date.now();
  try {
    await replaceTables(strapi, archive.tables);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}. The database keeps its former content: the restore is one transaction.`,
    );
  }
  try {
    await media.replaceWith(archive.uploadsFolder);
  } catch (error) {
    throw new Error(
      `The database is restored, but the media files could not all be copied into ${media.where} ` +
        `(${(error as Error).message}). Fix that and run the same restore again.`,
    );
  }
  console.log(
    `✔ Restored ${summary(strapi, archive.manifest)} into ${describeDatabase(strapi)} and ${media.where} in ${ms(start)}.`,
  );
  console.log('  Start the site again (npm start): everyone signs in again.');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { yes: { type: 'boolean', short: 'y' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new Refusal(`Name one backup file to restore.\n${USAGE}`);
  const file = fromCommandLine(positionals[0]);
  if (!fs.existsSync(file)) throw new Refusal(`${file} does not exist.`);
  const askFirst = !values.yes;
  if (askFirst && !process.stdin.isTTY) {
    throw new Refusal(
      'Restoring replaces the whole database and the uploaded media, and there is no terminal to ask for ' +
        `confirmation: run it in a terminal, or add --yes to confirm in advance (npm run restore -- ${positionals[0]} --yes).`,
    );
  }
  // The archive is read whole before the CMS boots: a bad file is refused at once.
  await withOpenedArchive(file, async (archive) => {
    const strapi = await loadCms();
    try {
      await restore(strapi, file, archive, askFirst);
    } finally {
      await strapi.destroy();
    }
  });
}

main().catch((error: Error) => {
  console.error(error instanceof Refusal ? error.message : `Restore failed: ${error.message}`);
  process.exit(1);
});
