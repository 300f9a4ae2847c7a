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
import { PLACEHOLDER } from './archive';

/** Each key the bucket holds, with its size in bytes. */
async function bucketSizes(client: S3Client, bucket: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? 0);
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return sizes;
}

const bucketKeys = async (client: S3Client, bucket: string) => [...(await bucketSizes(client, bucket)).keys()];

/** The names of a folder's files: the upload provider keeps every file flat, under its name alone. */
const filesOf = (folder: string): string[] =>
  fs.readdirSync(folder).filter((name) => name !== PLACEHOLDER && fs.statSync(path.join(folder, name)).isFile());

/** Stores a file under its name, with the type its content shows (the file server answers with it). */
async function putFile(client: S3Client, bucket: string, file: string): Promise<void> {
  const type = await sniffContentType(file);
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: path.basename(file),
      Body: fs.readFileSync(file),
      ContentType: type?.mime ?? 'application/octet-stream',
    }),
  );
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
    const names = filesOf(source);
    for (const name of names) await putFile(client, settings.name, path.join(source, name));
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

/** What copying a folder into a bucket did, or would do on a dry run. */
export interface FolderCopy {
  /** Files the bucket did not hold, or held with another size. */
  copied: string[];
  /** Files the bucket already held whole. */
  present: string[];
}

/**
 * Copies into the bucket each file of `source` it does not already hold with the same size, and deletes nothing:
 * run twice, the second run copies nothing. With `dryRun`, says what it would copy and writes nothing.
 */
export async function copyFolderToBucket(
  settings: BucketSettings,
  source: string,
  { dryRun }: { dryRun: boolean },
): Promise<FolderCopy> {
  const client = new S3Client(s3ClientOptions(settings));
  try {
    const stored = await bucketSizes(client, settings.name);
    const result: FolderCopy = { copied: [], present: [] };
    for (const name of fs.existsSync(source) ? filesOf(source) : []) {
      const file = path.join(source, name);
      if (stored.get(name) === fs.statSync(file).size) {
        result.present.push(name);
        continue;
      }
      if (!dryRun) await putFile(client, settings.name, file);
      result.copied.push(name);
    }
    return result;
  } finally {
    client.destroy();
  }
}
