import { isValidElement, type ReactElement } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

/** What a lightbox source turns out to be (docs/product.md#lightbox). */
export type MediaKind = 'image' | 'video' | 'youtube' | 'custom' | 'invalid';

/** A lightbox source (docs/product.md#lightbox): a URL or a React element, with an optional type and element attributes. */
export interface MediaSource {
  src: string | ReactElement;
  /** A kind ("image", "video", "youtube", "custom") or a MIME type ("video/mp4"); guessed when absent. */
  type?: string;
  attributes?: Record<string, string | number | boolean>;
}

export const MEDIA_KINDS_STORAGE_KEY = 'mediaSourceKinds';
export const VIDEO_METADATA_TIMEOUT_MS = 3000;
export const YOUTUBE_DEFAULT_SIZE = { width: 1920, height: 1080 } as const;

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'svg']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'ogg', 'mov']);
const EXPLICIT_KINDS = new Set<MediaKind>(['image', 'video', 'youtube', 'custom']);
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value, window.location.href);
  } catch {
    return null;
  }
}

/** "image/webp" → image, "video/mp4" → video, anything else → invalid. */
export function kindFromContentType(contentType: string | null): MediaKind {
  // Mutation testing: the `''` mutant survives, equivalent (no text standing in for a missing type starts with image/ or
  // video/); not disabled, as that would also hide the mutants of the `';'` on the same line.
  const mime = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'invalid';
}

function kindFromType(type: string): MediaKind | null {
  const normalised = type.trim().toLowerCase();
  if (EXPLICIT_KINDS.has(normalised as MediaKind)) return normalised as MediaKind;
  if (normalised.includes('/')) return kindFromContentType(normalised);
  return null;
}

function kindFromExtension(url: URL): MediaKind | null {
  const extension = url.pathname.split('/').pop()?.split('.').slice(1).pop()?.toLowerCase();
  if (!extension) return null;
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (VIDEO_EXTENSIONS.has(extension)) return 'video';
  return null;
}

/** The video id of youtube.com/watch?v=…, youtu.be/… or …/embed/… links; null for anything else. */
export function youTubeId(value: string): string | null {
  const url = parseUrl(value);
  // Mutation testing: the regex without `$` survives, equivalent, as a protocol ends at its first colon.
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  let id: string | null = null;
  if (url.hostname === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (url.pathname.startsWith('/embed/')) id = url.pathname.split('/')[2] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * Embeds through youtube-nocookie.com, which sets no tracking cookie until the visitor plays the video; `autoplay`
 * starts it at once and keeps the suggestions at its end to the same channel.
 */
export function youTubeEmbedUrl(id: string, { autoplay = false }: { autoplay?: boolean } = {}): string {
  const url = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
  return autoplay ? `${url}?autoplay=1&rel=0` : url;
}

/** Classifies without the network; `probe` means only the server's content-type can tell. */
export function classifyLocally(source: MediaSource): MediaKind | 'probe' {
  if (isValidElement(source.src)) return 'custom';
  if (typeof source.src !== 'string' || source.src.trim() === '') return 'invalid';
  if (source.type) {
    const explicit = kindFromType(source.type);
    if (explicit === 'youtube') return youTubeId(source.src) ? 'youtube' : 'invalid';
    if (explicit === 'custom') return 'invalid';
    if (explicit) return explicit;
  }
  if (youTubeId(source.src)) return 'youtube';
  const url = parseUrl(source.src);
  // Mutation testing: the regex without `$` survives, equivalent, as a protocol ends at its first colon.
  if (!url || !/^https?:$/.test(url.protocol)) return 'invalid';
  return kindFromExtension(url) ?? 'probe';
}

type KindCache = Record<string, MediaKind>;

function readCache(): KindCache {
  try {
    // Stryker disable next-line StringLiteral: equivalent; JSON.parse('') throws and the catch gives the same empty cache.
    const parsed: unknown = JSON.parse(readStorage(MEDIA_KINDS_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as KindCache) : {};
  } catch {
    return {};
  }
}

function remember(url: string, kind: MediaKind): void {
  writeStorage(MEDIA_KINDS_STORAGE_KEY, JSON.stringify({ ...readCache(), [url]: kind }));
}

/**
 * Asks the server what a URL holds: a GET whose body is never read — it is
 * aborted as soon as the headers arrive. Null when there is no usable answer
 * (unreachable server, error status), which may change later.
 */
export async function probeContentType(url: string, fetchImpl: typeof fetch = fetch): Promise<MediaKind | null> {
  const controller = new AbortController();
  try {
    const response = await fetchImpl(url, { method: 'GET', signal: controller.signal });
    if (!response.ok) return null;
    return kindFromContentType(response.headers.get('content-type'));
  } catch {
    return null;
  } finally {
    controller.abort();
  }
}

/** Full classification: local rules first, then the cached or probed content-type of unknown URLs. */
export async function classifyMediaSource(source: MediaSource, fetchImpl: typeof fetch = fetch): Promise<MediaKind> {
  const local = classifyLocally(source);
  if (local !== 'probe') return local;
  const url = (parseUrl(source.src as string) as URL).href;
  const cached = readCache()[url];
  if (cached) return cached;
  const probed = await probeContentType(url, fetchImpl);
  // Only a real answer is remembered: a server that failed may answer next time.
  if (probed === null) return 'invalid';
  remember(url, probed);
  return probed;
}

/**
 * Reports whether a video's metadata loads within the wait (docs/product.md#lightbox);
 * a video that stays silent that long is treated as invalid. Returns a cleanup.
 */
export function watchVideoMetadata(
  video: HTMLVideoElement,
  onResult: (playable: boolean) => void,
  timeoutMs: number = VIDEO_METADATA_TIMEOUT_MS,
): () => void {
  let settled = false;
  // settle() removes every way back into it (listeners, timer) before reporting, so this guard never fires today; it is
  // kept against a later change. Mutation testing: `if (false)` below survives, equivalent.
  const settle = (playable: boolean) => {
    if (settled) return;
    // Stryker disable next-line BooleanLiteral: equivalent, see above.
    settled = true;
    cleanup();
    onResult(playable);
  };
  const onLoaded = () => settle(true);
  const onError = () => settle(false);
  const timer = window.setTimeout(() => settle(false), timeoutMs);
  function cleanup() {
    window.clearTimeout(timer);
    video.removeEventListener('loadedmetadata', onLoaded);
    video.removeEventListener('error', onError);
  }
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) settle(true);
  else {
    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('error', onError);
  }
  return cleanup;
}
