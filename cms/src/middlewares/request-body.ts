import fs from 'fs/promises';
import type { EventEmitter } from 'events';
import type { IncomingMessage } from 'http';
import os from 'os';
import path from 'path';
import { finished, Transform } from 'stream';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import formidable from 'formidable';
import { koaBody } from 'koa-body';
import { BANK_FILE_LIMITS, MENU_ITEM_FIELDS, messageOf, staffMessageOf, type Message } from '@ticino/shared';
import { admitStaff } from '../api/staff-auth/middlewares/staff-only';
import { answerLocale, refuse } from '../utils/json-reply';
import { nameForContent, sniffContentType, UPLOAD_TYPE_NAMES } from '../utils/file-content';
import { TOO_MANY_PIXELS, exceedsPixelLimit } from '../utils/image-cleaning';
import { uploadLimits } from '../utils/upload-limits';

/**
 * Replaces `strapi::body`, which parses multipart bodies on every write of every path, before routing, rate limits
 * and authentication, and deletes afterwards only the files sent under the field name `files` (and none when the
 * request fails). Here:
 * - files are accepted only by the back-office's upload routes, from a signed-in back-office user, and by the
 *   dashboard's photo route (docs/product.md#dish-photos) and bank file route (docs/product.md#bank-file), from a
 *   live staff session, each checked before a byte of the body is read; any other multipart request gets 415
 *   without being read;
 * - every file written while parsing is deleted when the request ends, whatever its field name or outcome;
 * - the site's API (`/api/*`) takes JSON bodies only, so no other site can make its visitors post a form to it.
 */

/** Strapi's upload plugin routes for the back-office: upload, and replace a file's content. */
const UPLOAD_PATHS = [/^\/upload\/?$/, /^\/upload\/files\/[^/]+\/replace\/?$/];

/** The dashboard's upload of a dish's photo (Strapi's router ignores case). */
const PHOTO_PATH = /^\/api\/menu\/[^/]+\/photo\/?$/i;

/** The dashboard's import of the bank's file of credits (docs/product.md#bank-file). */
const BANK_FILE_PATH = /^\/api\/payments\/bank-file\/?$/i;
const BANK_FILE_FIELDS_BYTES = 4 * 1024;

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

/** A refusal in the site API's shape on its paths, in Strapi's elsewhere. */
function refuseEither(
  ctx: Context,
  status: number,
  siteMessage: Message,
  strapiName: string,
  strapiMessage: string,
): void {
  if (SITE_API.test(ctx.path)) refuse(ctx, status, siteMessage, { locale: answerLocale(ctx) });
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

interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalFileBytes: number;
  maxFieldsBytes: number;
}

/** Room for what is neither a file nor a field: boundaries and each part's headers. */
const FRAMING_BYTES = 64 * 1024;

/** A multipart body refused while being read: too many files, or too many bytes (in one file, all, or the body). */
class MultipartLimitError extends Error {
  constructor(readonly limit: 'files' | 'bytes') {
    super(`multipart body over its ${limit} limit`);
  }
}

type ParsedMultipart = { fields: formidable.Fields; files: formidable.Files };

/**
 * Reads a multipart body into `dir`, counting as it streams, chunked or not: the files, each file's bytes, and every
 * byte of the body (formidable 2 counts only files and fields, and ignores `maxFiles` and `maxTotalFileSize`). Over a
 * limit, reading stops at once with a MultipartLimitError.
 */
function parseMultipart(req: IncomingMessage, dir: string, limits: MultipartLimits): Promise<ParsedMultipart> {
  const maxBodyBytes = limits.maxTotalFileBytes + limits.maxFieldsBytes + FRAMING_BYTES;
  let bodyBytes = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bodyBytes += chunk.length;
      if (bodyBytes > maxBodyBytes) stop('bytes');
      else callback(null, chunk);
    },
  });
  // The parser may finish the chunk it is reading, and the body with it, before the destroyed stream's error reaches
  // it: the refusal is also kept here.
  let refusal: MultipartLimitError | null = null;
  const stop = (limit: MultipartLimitError['limit']) => {
    refusal ??= new MultipartLimitError(limit);
    body.destroy(refusal);
  };
  req.on('aborted', () => body.destroy(new Error('Request aborted')));
  req.pipe(body);

  let fileCount = 0;
  const form = formidable({
    multiples: true,
    uploadDir: dir,
    // formidable 2 holds all files together to this (its `maxFileSize` is a total); each file is held below.
    maxFileSize: limits.maxTotalFileBytes,
    maxFieldsSize: limits.maxFieldsBytes,
    // Called before a file is opened: one over the count is never written.
    filter: () => {
      fileCount += 1;
      if (fileCount > limits.maxFiles) stop('files');
      return refusal === null;
    },
  });
  form.on('fileBegin', (_name, file) => {
    // A PersistentFile, which the type package leaves without its events.
    (file as unknown as EventEmitter).on('progress', (bytes: number) => {
      if (bytes > limits.maxFileBytes) stop('bytes');
    });
  });
  // formidable reads what it parses from a request's headers and its data events: the counted body is given both.
  const counted = Object.assign(body, { headers: req.headers }) as unknown as IncomingMessage;
  // Done when the parser is and the body has ended: whatever follows the last part is counted too.
  return new Promise((resolve, reject) => {
    let parsed: ParsedMultipart | null = null;
    let bodyEnded = false;
    const settle = (error: Error | null | undefined) => {
      const failure = refusal ?? error;
      if (failure) reject(failure);
      else if (parsed && bodyEnded) resolve(parsed);
    };
    form.parse(counted, (error: Error | null, fields, files) => {
      parsed = { fields, files };
      settle(error);
    });
    finished(body, (error) => {
      bodyEnded = true;
      settle(error);
    });
  });
}

const isTooLarge = (error: unknown) =>
  (error instanceof MultipartLimitError && error.limit === 'bytes') ||
  (error instanceof Error && (error as Error & { httpCode?: number }).httpCode === 413);

const isTooManyFiles = (error: unknown) => error instanceof MultipartLimitError && error.limit === 'files';

interface MultipartRefusals {
  tooLarge: () => void;
  tooManyFiles: () => void;
}

/**
 * Reads a multipart body into a folder of its own, runs the rest of the request, then deletes the folder and every
 * file in it, whatever happened. A body over the limits is answered by `refusals`, and nothing else is run.
 */
async function withMultipart(
  ctx: Context,
  next: Next,
  uploadDir: string,
  limits: MultipartLimits,
  refusals: MultipartRefusals,
): Promise<void> {
  await fs.mkdir(uploadDir, { recursive: true });
  const dir = await fs.mkdtemp(path.join(uploadDir, 'request-'));
  try {
    let parsed: ParsedMultipart;
    try {
      parsed = await parseMultipart(ctx.req, dir, limits);
    } catch (error) {
      if (isTooLarge(error)) return refusals.tooLarge();
      if (isTooManyFiles(error)) return refusals.tooManyFiles();
      throw error;
    }
    Object.assign(ctx.request, { body: parsed.fields, files: parsed.files });
    await next();
  } finally {
    // A file still being opened when the folder goes fails to open: nothing is left behind.
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** The media library's files as parsed: whatever field they came under. */
function parsedFiles(ctx: Context): formidable.File[] {
  const files = (ctx.request as Context['request'] & { files?: formidable.Files }).files ?? {};
  return Object.values(files).flat();
}

/**
 * Gives every file sent to the media library the type its content shows, and a name whose extension fits it: Strapi
 * stores a file under the extension of its name, and that extension decides how the file is served, so GIF bytes
 * sent as `page.html` would be served as a page. Renaming rather than refusing keeps honest uploads working (a photo
 * saved without its extension). False when a file is none of the accepted types.
 */
async function nameFilesByContent(ctx: Context): Promise<boolean> {
  for (const file of parsedFiles(ctx)) {
    const type = await sniffContentType(file.filepath);
    if (!type) return false;
    file.originalFilename = nameForContent(file.originalFilename ?? '', type);
    file.mimetype = type.mime;
  }
  return true;
}

/**
 * Whether an image sent to the media library is over 40 megapixels, read from each file's header before the upload
 * plugin decodes any (docs/product.md#request-bodies-and-uploads): all files are checked before the first is stored.
 */
async function anyImageTooLarge(ctx: Context): Promise<boolean> {
  for (const file of parsedFiles(ctx)) {
    if (file.mimetype?.startsWith('image/') && (await exceedsPixelLimit(file.filepath))) return true;
  }
  return false;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const uploadDir = path.join(os.tmpdir(), 'ticino-multipart');
  const limits = uploadLimits();
  const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
  const uploadMessages = {
    tooLarge: `Fichier trop volumineux : ${megabytes(limits.maxFileBytes)} Mo au plus par fichier, ${megabytes(limits.maxRequestBytes)} Mo par envoi.`,
    tooManyFiles: `Trop de fichiers : ${limits.maxFilesPerRequest} au plus par envoi.`,
    wrongType: `Type de fichier non accepté : ${UPLOAD_TYPE_NAMES}.`,
  };

  return async (ctx: Context, next: Next) => {
    if (hasBody(ctx) && ctx.is('multipart')) {
      if (ctx.method === 'POST' && PHOTO_PATH.test(ctx.path)) {
        if (!(await admitStaff(ctx))) return;
        const tooLarge = () => {
          const refusal = MENU_ITEM_FIELDS.photo.messages.tooLarge;
          refuse(ctx, 413, refusal, { errors: { photo: refusal } });
        };
        // A declared length beyond one photo and its text is refused unread; a chunked body is counted as it comes.
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
          {
            tooLarge,
            tooManyFiles: () =>
              refuse(ctx, 400, messageOf('api.invalidPhoto'), {
                errors: { photo: MENU_ITEM_FIELDS.photo.messages.tooMany },
              }),
          },
        );
        return;
      }
      if (ctx.method === 'POST' && BANK_FILE_PATH.test(ctx.path)) {
        if (!(await admitStaff(ctx))) return;
        const max = BANK_FILE_LIMITS.maxBytes;
        const tooLarge = () => refuse(ctx, 413, staffMessageOf('bankFile.tooLarge', { max: max / (1024 * 1024) }));
        if (Number(ctx.get('content-length') || 0) > max + BANK_FILE_FIELDS_BYTES + FRAMING_BYTES) {
          tooLarge();
          return;
        }
        await withMultipart(
          ctx,
          next,
          uploadDir,
          { maxFiles: 1, maxFileBytes: max, maxTotalFileBytes: max, maxFieldsBytes: BANK_FILE_FIELDS_BYTES },
          { tooLarge, tooManyFiles: () => refuse(ctx, 400, staffMessageOf('bankFile.oneFile')) },
        );
        return;
      }
      const isUploadRoute = ctx.method === 'POST' && UPLOAD_PATHS.some((pattern) => pattern.test(ctx.path));
      if (!isUploadRoute) {
        refuseEither(
          ctx,
          415,
          messageOf('api.unsupportedMediaType'),
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
        async () => {
          if (!(await nameFilesByContent(ctx))) {
            replyStrapiError(ctx, 400, 'ValidationError', uploadMessages.wrongType);
          } else if (await anyImageTooLarge(ctx)) {
            replyStrapiError(ctx, 400, 'ValidationError', TOO_MANY_PIXELS);
          } else {
            await next();
          }
        },
        uploadDir,
        {
          maxFiles: limits.maxFilesPerRequest,
          maxFileBytes: limits.maxFileBytes,
          maxTotalFileBytes: limits.maxRequestBytes,
          maxFieldsBytes: 1024 * 1024,
        },
        {
          tooLarge: () => replyStrapiError(ctx, 413, 'PayloadTooLargeError', uploadMessages.tooLarge),
          tooManyFiles: () => replyStrapiError(ctx, 400, 'ValidationError', uploadMessages.tooManyFiles),
        },
      );
      return;
    }

    if (hasBody(ctx) && SITE_API.test(ctx.path) && !ctx.is('json')) {
      refuse(ctx, 415, messageOf('api.unsupportedMediaType'), { locale: answerLocale(ctx) });
      return;
    }
    await bodyParser(ctx, next);
  };
};
