/**
 * npm run uploads:to-s3 [-- --dry-run]
 *
 * Moves a site's uploaded media from the local uploads folder to the bucket of UPLOAD_PROVIDER=s3
 * (docs/operations.md#moving-uploads-to-s3): copies each file the bucket does not hold yet, then records every media
 * file as the bucket's, so that replacing or deleting a photo later removes it from the bucket. Photos keep their
 * `/uploads/…` addresses. It reads the same settings as `npm start` with the bucket configured, deletes nothing, and
 * may run again: a second run copies and changes nothing.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Core } from '@strapi/strapi';
import { uploadStorage, type BucketSettings } from '../cms/src/utils/upload-storage';
import { copyFolderToBucket } from './backup/bucket';
import { describeDatabase, loadCms, uploadsFolder } from './backup/cms';
import { ms } from './lib';

const USAGE = `Usage: npm run uploads:to-s3 [-- --dry-run]
Copies the uploads folder's files into the bucket that UPLOAD_PROVIDER=s3 and the S3_* variables name, and records
every media file as stored there. --dry-run says what it would do and changes nothing. Safe to run again.`;

const FILE_UID = 'plugin::upload.file';

class Refusal extends Error {}

interface MediaRow {
  id: number;
  url: string;
  provider: string;
  formats: Record<string, { url: string }> | null;
}

/** The bucket the configuration names: the command has nothing to do on the local disk. */
function targetBucket(): BucketSettings {
  const storage = uploadStorage();
  if (storage.kind === 'local') {
    throw new Refusal(
      'UPLOAD_PROVIDER is not s3: set it and the S3_* variables of the bucket to move the uploads to (see .env.example, « Uploads »).',
    );
  }
  return storage.bucket;
}

/** The stored file names a media row points to: the original and each smaller copy. */
const fileNames = (row: MediaRow): string[] =>
  [row.url, ...Object.values(row.formats ?? {}).map((format) => format.url)].map((url) => path.posix.basename(url));

async function moveUploads(strapi: Core.Strapi, bucket: BucketSettings, dryRun: boolean): Promise<void> {
  const provider = strapi.config.get<{ provider: string }>('plugin::upload').provider;
  const folder = uploadsFolder(strapi);
  const verb = dryRun ? 'would copy' : 'copied';
  const copy = await copyFolderToBucket(bucket, folder, { dryRun });
  console.log(
    `${copy.copied.length} file(s) ${verb} from ${folder} to the bucket ${bucket.name}; ${copy.present.length} already there.`,
  );

  const rows = (await strapi.db.query(FILE_UID).findMany({})) as MediaRow[];
  const elsewhere = rows.filter((row) => row.provider !== provider);
  if (!dryRun && elsewhere.length) {
    await strapi.db.query(FILE_UID).updateMany({
      where: { id: { $in: elsewhere.map((row) => row.id) } },
      data: { provider },
    });
  }
  console.log(
    `${elsewhere.length} of ${rows.length} media file(s) in ${describeDatabase(strapi)} ${dryRun ? 'would be' : 'were'} recorded as stored in the bucket.`,
  );

  const inBucket = new Set([...copy.copied, ...copy.present]);
  const missing = rows.flatMap(fileNames).filter((name) => !inBucket.has(name));
  if (missing.length) {
    console.warn(`⚠ ${missing.length} file(s) the media library names are in neither place: ${missing.join(', ')}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const start = Date.now();
  const dryRun = values['dry-run'] === true;
  const bucket = targetBucket();
  const strapi = await loadCms();
  try {
    await moveUploads(strapi, bucket, dryRun);
  } finally {
    await strapi.destroy();
  }
  console.log(dryRun ? `Dry run: nothing changed (${ms(start)}).` : `✔ Uploads moved to the bucket in ${ms(start)}.`);
}

main().catch((error: Error) => {
  console.error(`${error instanceof Refusal ? '' : 'Moving the uploads failed: '}${error.message}`);
  process.exit(1);
});
