import type { Readable } from 'stream';
import type { Context, Next } from 'koa';
import { GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { s3ClientOptions, uploadStorage } from '../utils/upload-storage';
import { UPLOADS, servedPath } from './upload-headers';

/**
 * The bucket key of a request for an uploaded file, from the path a static server would read (upload-headers.ts):
 * the upload provider stores each file under its name alone, so a key never holds a slash.
 */
function uploadedFileKey(requestPath: string): string | null {
  const served = servedPath(requestPath);
  if (served === null || !UPLOADS.test(served)) return null;
  const key = served.slice('/uploads/'.length);
  return key.length > 0 && !key.includes('/') ? key : null;
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/**
 * With UPLOAD_PROVIDER=s3, serves `/uploads/<file>` from the bucket as the local disk would (docs/operations.md#uploads
 * -in-s3-compatible-storage): photos keep their addresses on the site, the bucket stays private, a CDN in front caches
 * them like any file, and global::upload-headers' hardening headers, set before, stay on the answer.
 */
export default () => {
  const storage = uploadStorage();
  if (storage.kind === 'local') return (_ctx: Context, next: Next) => next();
  const client = new S3Client(s3ClientOptions(storage.bucket));
  const bucket = storage.bucket.name;

  return async (ctx: Context, next: Next) => {
    const key = ctx.method === 'GET' || ctx.method === 'HEAD' ? uploadedFileKey(ctx.path) : null;
    if (key === null) return next();
    let object;
    try {
      object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return next();
      throw error;
    }
    const body = object.Body as Readable;
    ctx.status = 200;
    ctx.type = object.ContentType ?? 'application/octet-stream';
    if (object.ContentLength !== undefined) ctx.length = object.ContentLength;
    if (object.ETag) ctx.set('ETag', object.ETag);
    if (object.LastModified) ctx.lastModified = object.LastModified;
    // As koa-static serves the local disk: revalidated by the browser, kept by a CDN that is told to.
    ctx.set('Cache-Control', 'max-age=0');
    if (ctx.fresh || ctx.method === 'HEAD') {
      body.destroy();
      if (ctx.fresh) ctx.status = 304;
      return undefined;
    }
    ctx.body = body;
    return undefined;
  };
};
