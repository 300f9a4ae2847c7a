import fs from 'fs/promises';
import path from 'path';
import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import { s3ClientOptions, uploadStorage } from './upload-storage';

/**
 * The bytes of the media library's files, read and written again in place, where the site serves their
 * `/uploads/<name>` addresses from: the uploads folder, or with UPLOAD_PROVIDER=s3 the bucket first, then the folder
 * (global::bucket-files passes a name the bucket lacks on to the folder, which holds the files of a site not yet moved
 * by `npm run uploads:to-s3`). Both keep a file flat, under its name.
 */
export interface StoredFiles {
  /** Null when the file is in no place. */
  read(name: string): Promise<StoredFile | null>;
  close(): void;
}

export interface StoredFile {
  bytes: Buffer;
  /** Writes the file again where it was read. */
  replace(bytes: Buffer, mime: string): Promise<void>;
}

/** One place files are kept. */
interface Place {
  read(name: string): Promise<Buffer | null>;
  write(name: string, bytes: Buffer, mime: string): Promise<void>;
}

/** The name a stored file's address gives it, or null for an address that is not `/uploads/<name>`. */
export function storedName(url: string | null | undefined): string | null {
  const match = /^\/uploads\/([^/]+)$/.exec(url ?? '');
  return match && match[1] !== '.' && match[1] !== '..' ? match[1] : null;
}

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

function uploadsFolder(strapi: Core.Strapi): Place {
  const folder = path.join(strapi.dirs.static.public, 'uploads');
  return {
    async read(name) {
      try {
        return await fs.readFile(path.join(folder, name));
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    // Written beside it, then renamed over it: a visitor reading it meanwhile gets the old file or the new, whole.
    async write(name, bytes) {
      const temporary = path.join(folder, `.${name}.${process.pid}.rewriting`);
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, path.join(folder, name));
    },
  };
}

function bucket(client: S3Client, Bucket: string): Place {
  return {
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async write(name, bytes, mime) {
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: mime }));
    },
  };
}

/** The places this configuration serves uploaded files from, in the order it looks. */
export function storedFiles(strapi: Core.Strapi): StoredFiles {
  const storage = uploadStorage();
  const client = storage.kind === 's3' ? new S3Client(s3ClientOptions(storage.bucket)) : null;
  const places = [
    ...(client && storage.kind === 's3' ? [bucket(client, storage.bucket.name)] : []),
    uploadsFolder(strapi),
  ];
  return {
    async read(name) {
      for (const place of places) {
        const bytes = await place.read(name);
        if (bytes) return { bytes, replace: (cleaned, mime) => place.write(name, cleaned, mime) };
      }
      return null;
    },
    close() {
      client?.destroy();
    },
  };
}
