import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A JSON answer serialised and compressed once, sent as it is to every visitor until the content changes. */
export interface PreparedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Hash of the JSON, the base of each encoding's entity tag. */
  hash: string;
}

/**
 * Browsers and shared caches may keep the answer a minute, then show it while they fetch the new one in the background
 * for ten more (docs/product.md#public-api).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Brotli and gzip forms of a body. `best` spends the most CPU for the smallest body, for what seldom changes (the
 * restaurant facts); `fast` is koa-compress's quality, for what is made again after every staff edit of the menu
 * (its bodies, the fallback file). Both compress on libuv's threads, not on the event loop that answers visitors.
 */
export async function compressed(identity: Buffer, effort: 'best' | 'fast'): Promise<{ br: Buffer; gzip: Buffer }> {
  const best = effort === 'best';
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: best ? zlib.constants.BROTLI_MAX_QUALITY : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: best ? zlib.constants.Z_BEST_COMPRESSION : 6 }),
  ]);
  return { br, gzip: gz };
}

export async function prepareJson(value: unknown, effort: 'best' | 'fast'): Promise<PreparedBody> {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    ...(await compressed(identity, effort)),
    hash: crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 32),
  };
}

/** The forms a body is sent in. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli when the client takes it, else gzip, else the plain bytes: the order koa-send follows for the other files. */
export function preferredEncoding(ctx: Context): Encoding {
  if (ctx.acceptsEncodings('br', 'identity') === 'br') return 'br';
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') return 'gzip';
  return 'identity';
}

/** Clients send few distinct Accept-Encoding values: each is negotiated once, not for every request. */
const encodings = new Map<string, Encoding>();
const MAX_REMEMBERED_ENCODINGS = 100;

/** The encoding already negotiated for this Accept-Encoding value ('' when absent), if any. */
export const rememberedEncoding = (header: string) => encodings.get(header);

function encodingFor(ctx: Context): Encoding {
  const header = ctx.get('Accept-Encoding');
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(ctx);
    if (encodings.size >= MAX_REMEMBERED_ENCODINGS) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
}

/**
 * Sends a prepared body in the encoding the client prefers, with a strong entity tag per encoding (each encoding is a
 * representation of its own), and 304 without a body when the client's If-None-Match names it.
 */
export const entityTag = (body: PreparedBody, encoding: Encoding) =>
  encoding === 'identity' ? `"${body.hash}"` : `"${body.hash}-${encoding}"`;

export function sendPrepared(ctx: Context, body: PreparedBody): void {
  const encoding = encodingFor(ctx);
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  ctx.set('ETag', entityTag(body, encoding));
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'json';
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = body[encoding];
}
