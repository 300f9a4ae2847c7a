import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { uploadStorage } from '../../cms/src/utils/upload-storage';
import { countMediaFiles, replaceUploads } from './archive';
import { countBucketFiles, downloadBucket, replaceBucket } from './bucket';
import { uploadsFolder } from './cms';

/**
 * Where the running configuration keeps the uploaded files (the local uploads folder, or the bucket of
 * UPLOAD_PROVIDER=s3), as the backup and the restore see it: an archive always holds them as a folder.
 */
export interface MediaStore {
  /** Said to the user: « the uploads folder … » or « the bucket … ». */
  where: string;
  count(): Promise<number>;
  /** A folder holding every file, and what to do once the archive is written. */
  folderForBackup(): Promise<{ folder: string; release: () => void }>;
  /** Makes the store hold exactly the files of a backup's uploads folder. */
  replaceWith(source: string): Promise<void>;
}

export function mediaStore(strapi: Core.Strapi): MediaStore {
  const storage = uploadStorage();
  if (storage.kind === 'local') {
    const folder = uploadsFolder(strapi);
    return {
      where: `the uploads folder ${folder}`,
      count: () => Promise.resolve(countMediaFiles(folder)),
      folderForBackup: () => Promise.resolve({ folder, release: () => undefined }),
      replaceWith: (source) => Promise.resolve(replaceUploads(source, folder)),
    };
  }
  const { bucket } = storage;
  return {
    where: `the bucket ${bucket.name}${bucket.endpoint ? ` at ${bucket.endpoint}` : ''}`,
    count: () => countBucketFiles(bucket),
    async folderForBackup() {
      const folder = await downloadBucket(bucket);
      return { folder, release: () => fs.rmSync(folder, { recursive: true, force: true }) };
    },
    replaceWith: (source) => replaceBucket(bucket, source),
  };
}
