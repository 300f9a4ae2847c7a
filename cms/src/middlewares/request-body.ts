import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { API_MESSAGES, MENU_ITEM_FIELDS, MENU_ITEM_MESSAGES } from '@ticino/shared';
import { admitStaff } from '../api/staff-auth/middlewares/staff-only';
import { replyFailure } from '../utils/json-reply';
import { uploadLimits } from '../utils/upload-limits';

/**
 * Replaces `strapi::body`, which parses multipart bodies on every write of every path, before routing, rate limits
 * and authentication, and deletes afterwards only the files sent under the field name `files` (and none when the
 * request fails). Here:
 * - files are accepted only by the back-office's upload routes, from a signed-in back-office user, and by the
 *   dashboard's photo route, from a live staff session (docs/product.md#dish-photos), each checked before a byte of
 *   the body is read; any other multipart request gets 415 without being read;
 * - every file written while parsing is deleted when the request ends, whatever its field name or outcome;
 * - the site's API (`/api/*`) takes JSON bodies only, so no other site can make its visitors post a form to it.
 */

/** Strapi's upload plugin routes for the back-office: upload, and replace a file's content. */
const UPLOAD_PATHS = [/^\/upload\/?$/, /^\/upload\/files\/[^/]+\/replace\/?$/];

/** The dashboard's upload of a dish's photo (Strapi's router ignores case). */
const PHOTO_PATH = /^\/api\/menu\/[^/]+\/photo\/?$/i;

/** One photo and its alternative text: the field's size limit, and room for the text and the multipart framing. */
const PHOTO_LIMITS = { maxBytes: MENU_ITEM_FIELDS.photo.maxBytes, fieldsBytes: 16 * 1024 };

/** Everything under /api, in any case: Strapi's router ignores case, so `/API/contact` reaches the contact route. */
const SITE_API = /^\/api(?:\/|$)/i;

const hasBody = (ctx: Context) => Boolean(ctx.get('transfer-encoding')) || Number(ctx.get('content-length') || 0) > 0;

type BodyParser = (ctx: Context, next: Next) => Promise<void>;

/** koa-body is typed against Koa 2's type package and this project against Koa 3's; both run on Strapi's Koa 2. */
function bodyParserOf(options: Parameters<typeof koaBody>[0]): BodyParser {
  const middleware = koaBody(options);
  return (ctx, next) => middleware(ctx as never, next);
}

const bodyParser = bodyParserOf({ multipart: false, jsonLimit: '1mb', formLimit: '56kb', textLimit: '56kb' });

/** Strapi's error shape, for the back-office's own routes. */
function replyStrapiError(ctx: Context, status: number, name: string, message: string): void {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

function refuse(ctx: Context, status: number, siteMessage: string, strapiName: string, strapiMessage: string): void {
  if (SITE_API.test(ctx.path)) replyFailure(ctx, status, siteMessage);
  else replyStrapiError(ctx, status, strapiName, strapiMessage);
}

/** Whether the request carries the access token of an active back-office session (what the upload routes demand). */
async function isBackOfficeUser(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const [scheme, token, ...rest] = ctx.get('authorization').split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length) return false;
  const sessions = strapi.sessionManager('admin');
  const result = sessions.validateAccessToken(token);
  if (!result.isValid) return false;
  return sessions.isSessionActive(result.payload.sessionId);
}

async function removeFiles(files: string[]): Promise<void> {
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
}

interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalFileBytes: number;
  maxFieldsBytes: number;
}

const isTooLarge = (error: unknown) =>
  error instanceof Error && /max.*(?:file|total).*exceeded|maxFiles|exceeded.*bytes/i.test(error.message);

/**
 * Reads a multipart body into temporary files under `uploadDir`, runs the rest of the request, then deletes every file
 * written, whatever happened. `tooLarge` answers a body over the limits (its files deleted, nothing else run).
 */
async function withMultipart(
  ctx: Context,
  next: Next,
  uploadDir: string,
  limits: MultipartLimits,
  tooLarge: () => void,
): Promise<void> {
  await fs.mkdir(uploadDir, { recursive: true });
  const written: string[] = [];
  try {
    await bodyParserOf({
      multipart: true,
      urlencoded: false,
      json: false,
      text: false,
      formidable: {
        uploadDir,
        maxFiles: limits.maxFiles,
        maxFileSize: limits.maxFileBytes,
        maxTotalFileSize: limits.maxTotalFileBytes,
        maxFieldsSize: limits.maxFieldsBytes,
        onFileBegin: (_name, file) => {
          written.push(file.filepath);
        },
      },
    })(ctx, () => Promise.resolve());
  } catch (error) {
    await removeFiles(written);
    if (isTooLarge(error)) {
      tooLarge();
      return;
    }
    throw error;
  }
  try {
    await next();
  } finally {
    await removeFiles(written);
  }
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const uploadDir = path.join(os.tmpdir(), 'ticino-multipart');
  const limits = uploadLimits();

  return async (ctx: Context, next: Next) => {
    if (hasBody(ctx) && ctx.is('multipart')) {
      if (ctx.method === 'POST' && PHOTO_PATH.test(ctx.path)) {
        if (!(await admitStaff(ctx))) return;
        const tooLarge = () =>
          replyFailure(ctx, 413, MENU_ITEM_MESSAGES.photoTooLarge, { photo: MENU_ITEM_MESSAGES.photoTooLarge });
        // A declared length beyond one photo and its text is refused unread.
        if (Number(ctx.get('content-length') || 0) > PHOTO_LIMITS.maxBytes + PHOTO_LIMITS.fieldsBytes) {
          tooLarge();
          return;
        }
        await withMultipart(
          ctx,
          next,
          uploadDir,
          {
            maxFiles: 1,
            maxFileBytes: PHOTO_LIMITS.maxBytes,
            maxTotalFileBytes: PHOTO_LIMITS.maxBytes,
            maxFieldsBytes: PHOTO_LIMITS.fieldsBytes,
          },
          tooLarge,
        );
        return;
      }
      const isUploadRoute = ctx.method === 'POST' && UPLOAD_PATHS.some((pattern) => pattern.test(ctx.path));
      if (!isUploadRoute) {
        refuse(
          ctx,
          415,
          API_MESSAGES.unsupportedMediaType,
          'UnsupportedMediaTypeError',
          'Files are only accepted by the media library',
        );
        return;
      }
      if (!(await isBackOfficeUser(strapi, ctx))) {
        replyStrapiError(ctx, 401, 'UnauthorizedError', 'Missing or invalid credentials');
        return;
      }
      await withMultipart(
        ctx,
        next,
        uploadDir,
        {
          maxFiles: limits.maxFilesPerRequest,
          maxFileBytes: limits.maxFileBytes,
          maxTotalFileBytes: limits.maxRequestBytes,
          maxFieldsBytes: 1024 * 1024,
        },
        () => replyStrapiError(ctx, 413, 'PayloadTooLargeError', 'File too large or too many files'),
      );
      return;
    }

    if (hasBody(ctx) && SITE_API.test(ctx.path) && !ctx.is('json')) {
      replyFailure(ctx, 415, API_MESSAGES.unsupportedMediaType);
      return;
    }
    await bodyParser(ctx, next);
  };
};
