import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { sniffContentType } from '../../cms/src/utils/file-content';
import { s3ClientOptions, type BucketSettings } from '../../cms/src/utils/upload-storage';

async function bucketKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys;
}

/**
 * Copies every file of the bucket into a new temporary folder, laid out like the local uploads folder, for the
 * archive to take as it takes that folder. The caller deletes the folder.
 */
export async function downloadBucket(settings: BucketSettings): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-bucket-'));
  const client = new S3Client(s3ClientOptions(settings));
  try {
    for (const key of await bucketKeys(client, settings.name)) {
      const object = await client.send(new GetObjectCommand({ Bucket: settings.name, Key: key }));
      await pipeline(object.Body as Readable, fs.createWriteStream(path.join(folder, key)));
    }
    return folder;
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    client.destroy();
  }
}

/**
 * Makes the bucket hold exactly the files of `source` (a backup's uploads folder): each stored under its name with the
 * type its content shows, then the keys the backup does not hold deleted.
 */
export async function replaceBucket(settings: BucketSettings, source: string): Promise<void> {
  const client = new S3Client(s3ClientOptions(settings));
  try {
    const names = fs.readdirSync(source).filter((name) => fs.statSync(path.join(source, name)).isFile());
    for (const name of names) {
      const file = path.join(source, name);
      const type = await sniffContentType(file);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.name,
          Key: name,
          Body: fs.readFileSync(file),
          ContentType: type?.mime ?? 'application/octet-stream',
        }),
      );
    }
    const kept = new Set(names);
    const stale = (await bucketKeys(client, settings.name)).filter((key) => !kept.has(key));
    for (let start = 0; start < stale.length; start += 1000) {
      const Objects = stale.slice(start, start + 1000).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket: settings.name, Delete: { Objects } }));
    }
  } finally {
    client.destroy();
  }
}

/** The number of files the bucket holds. */
export async function countBucketFiles(settings: BucketSettings): Promise<number> {
  const client = new S3Client(s3ClientOptions(settings));
  try {
    return (await bucketKeys(client, settings.name)).length;
  } finally {
    client.destroy();
  }
}
