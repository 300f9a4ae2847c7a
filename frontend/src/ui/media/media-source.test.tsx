import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaSlide } from './MediaSlide';
import {
  MEDIA_KINDS_STORAGE_KEY,
  classifyLocally,
  classifyMediaSource,
  kindFromContentType,
  probeContentType,
  watchVideoMetadata,
  youTubeEmbedUrl,
  youTubeId,
} from './media-source';

const RECT = { width: 960, height: 960 };

/** A fetch whose answer carries only headers, and which records the abort signal it was given. */
function headersOnlyFetch(contentType: string | null, status = 200) {
  const signals: AbortSignal[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    signals.push(init?.signal as AbortSignal);
    expect(init?.method).toBe('GET');
    const headers = new Headers(contentType ? { 'content-type': contentType } : {});
    return new Response(null, { status, headers });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls: fetchImpl, signals };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('classifying by type and extension', () => {
  it.each([
    ['/images/galerie/1.JPG', 'image'],
    ['https://cdn.example.ch/plats/fondue.jpeg', 'image'],
    ['https://cdn.example.ch/a.png?w=200', 'image'],
    ['https://cdn.example.ch/a.webp', 'image'],
    ['https://cdn.example.ch/a.avif', 'image'],
    ['https://cdn.example.ch/a.gif', 'image'],
    ['https://cdn.example.ch/logo.svg', 'image'],
    ['https://cdn.example.ch/salle.mp4', 'video'],
    ['https://cdn.example.ch/salle.webm', 'video'],
    ['https://cdn.example.ch/salle.ogg', 'video'],
    ['https://cdn.example.ch/salle.MOV', 'video'],
    ['https://cdn.example.ch/media/42', 'probe'],
    ['https://cdn.example.ch/menu.pdf', 'probe'],
    ['ftp://cdn.example.ch/a.jpg', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['', 'invalid'],
  ])('%s → %s', (src, kind) => {
    expect(classifyLocally({ src })).toBe(kind);
  });

  it('prefers an explicit kind or MIME type over the extension', () => {
    expect(classifyLocally({ src: 'https://cdn.example.ch/stream', type: 'video' })).toBe('video');
    expect(classifyLocally({ src: 'https://cdn.example.ch/stream', type: 'video/mp4' })).toBe('video');
    expect(classifyLocally({ src: 'https://cdn.example.ch/a.bin', type: 'image/png' })).toBe('image');
    expect(classifyLocally({ src: 'https://cdn.example.ch/a.jpg', type: 'application/pdf' })).toBe('invalid');
  });

  it('classifies a React element as custom, and a URL claiming to be custom as invalid', () => {
    expect(classifyLocally({ src: <p>Menu du jour</p> })).toBe('custom');
    expect(classifyLocally({ src: 'https://cdn.example.ch/a', type: 'custom' })).toBe('invalid');
  });
});

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/channel/abc', null],
    ['https://www.youtube.com/watch?v=', null],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', null],
  ])('%s → %s', (url, id) => {
    expect(youTubeId(url)).toBe(id);
  });

  it('classifies YouTube links without any request and embeds them through youtube-nocookie.com at 1920x1080', async () => {
    const { fetchImpl, calls } = headersOnlyFetch('text/html');
    expect(await classifyMediaSource({ src: 'https://youtu.be/dQw4w9WgXcQ' }, fetchImpl)).toBe('youtube');
    expect(calls).not.toHaveBeenCalled();
    expect(youTubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    render(
      <MediaSlide
        source={{ src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }}
        rect={{ width: 4000, height: 4000 }}
      />,
    );
    const frame = screen.getByTitle('Vidéo YouTube');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('width', '1920');
    expect(frame).toHaveAttribute('height', '1080');
  });

  it('starts the player at once when the source asks for autoplay, and allows it', () => {
    expect(youTubeEmbedUrl('dQw4w9WgXcQ', { autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    render(
      <MediaSlide
        source={{ src: 'https://youtu.be/dQw4w9WgXcQ', attributes: { autoplay: true } }}
        rect={{ width: 4000, height: 4000 }}
      />,
    );
    const frame = screen.getByTitle('Vidéo YouTube');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    const allowed = frame
      .getAttribute('allow')
      ?.split(';')
      .map((feature) => feature.trim());
    expect(allowed).toEqual(expect.arrayContaining(['autoplay', 'fullscreen']));
  });

  it('does not autoplay otherwise', () => {
    render(<MediaSlide source={{ src: 'https://youtu.be/dQw4w9WgXcQ' }} rect={{ width: 4000, height: 4000 }} />);
    const frame = screen.getByTitle('Vidéo YouTube');
    expect(
      frame
        .getAttribute('allow')
        ?.split(';')
        .map((feature) => feature.trim()),
    ).not.toContain('autoplay');
    expect(frame).not.toHaveAttribute('allowfullscreen');
  });

  it('scales the embed down to the slide, keeping 16:9', () => {
    render(<MediaSlide source={{ src: 'https://youtu.be/dQw4w9WgXcQ' }} rect={{ width: 960, height: 960 }} />);
    const frame = screen.getByTitle('Vidéo YouTube');
    expect(frame).toHaveAttribute('width', '960');
    expect(frame).toHaveAttribute('height', '540');
  });
});

describe('content-type probe', () => {
  it('reads only the content-type header and aborts the request once headers arrive', async () => {
    const { fetchImpl, calls, signals } = headersOnlyFetch('video/webm; codecs=vp9');
    expect(await probeContentType('https://cdn.example.ch/media/42', fetchImpl)).toBe('video');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(signals[0].aborted).toBe(true);
  });

  it('caches the probed kind in localStorage: a second classification makes no request', async () => {
    const { fetchImpl, calls } = headersOnlyFetch('image/avif');
    const source = { src: 'https://cdn.example.ch/media/7' };
    expect(await classifyMediaSource(source, fetchImpl)).toBe('image');
    expect(JSON.parse(window.localStorage.getItem(MEDIA_KINDS_STORAGE_KEY) ?? '{}')).toEqual({
      'https://cdn.example.ch/media/7': 'image',
    });
    expect(await classifyMediaSource(source, fetchImpl)).toBe('image');
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('treats a non-media content-type as invalid', async () => {
    const { fetchImpl } = headersOnlyFetch('text/html; charset=utf-8');
    expect(await classifyMediaSource({ src: 'https://cdn.example.ch/page' }, fetchImpl)).toBe('invalid');
  });

  it('does not remember failures, so a later visit asks again', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await classifyMediaSource({ src: 'https://cdn.example.ch/x' }, failing)).toBe('invalid');
    const notFound = headersOnlyFetch('text/html', 404);
    expect(await classifyMediaSource({ src: 'https://cdn.example.ch/x' }, notFound.fetchImpl)).toBe('invalid');
    expect(window.localStorage.getItem(MEDIA_KINDS_STORAGE_KEY)).toBeNull();
  });

  it('survives a corrupt cache', async () => {
    window.localStorage.setItem(MEDIA_KINDS_STORAGE_KEY, '{not json');
    const { fetchImpl } = headersOnlyFetch('image/png');
    expect(await classifyMediaSource({ src: 'https://cdn.example.ch/y' }, fetchImpl)).toBe('image');
  });
});

describe('rendering sources', () => {
  it('shows "Invalid source" for an unrecognised source', () => {
    render(<MediaSlide source={{ src: 'mailto:chef@example.ch' }} rect={RECT} />);
    expect(screen.getByText('Invalid source')).toBeInTheDocument();
  });

  it('renders a custom element as it is and an image with its attributes', () => {
    const { unmount } = render(<MediaSlide source={{ src: <p>Menu de la Saint-Sylvestre</p> }} rect={RECT} />);
    expect(screen.getByText('Menu de la Saint-Sylvestre')).toBeInTheDocument();
    unmount();
    render(
      <MediaSlide source={{ src: '/images/galerie/2.JPG', attributes: { width: 1600 } }} rect={RECT} title="Fondue" />,
    );
    expect(screen.getByRole('img', { name: 'Fondue' })).toHaveAttribute('width', '1600');
  });

  it('renders a probed URL once the server has named its type', async () => {
    window.localStorage.setItem(MEDIA_KINDS_STORAGE_KEY, JSON.stringify({ 'https://cdn.example.ch/media/9': 'image' }));
    render(<MediaSlide source={{ src: 'https://cdn.example.ch/media/9' }} rect={RECT} title="Plat du jour" />);
    expect(await screen.findByRole('img', { name: 'Plat du jour' })).toHaveAttribute(
      'src',
      'https://cdn.example.ch/media/9',
    );
  });
});

describe('video metadata wait', () => {
  it('gives up on a video whose metadata has not loaded after 3000 ms', () => {
    vi.useFakeTimers();
    render(<MediaSlide source={{ src: 'https://cdn.example.ch/salle.mp4' }} rect={RECT} title="Visite" />);
    expect(document.querySelector('video')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByText('Invalid source')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Invalid source')).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('keeps a video whose metadata arrives in time', () => {
    vi.useFakeTimers();
    render(<MediaSlide source={{ src: 'https://cdn.example.ch/salle.webm' }} rect={RECT} />);
    const video = document.querySelector('video') as HTMLVideoElement;
    act(() => {
      vi.advanceTimersByTime(1500);
      video.dispatchEvent(new Event('loadedmetadata'));
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Invalid source')).toBeNull();
    expect(document.querySelector('video')).toBe(video);
  });

  it('reports an error event at once and stops listening afterwards', () => {
    vi.useFakeTimers();
    const video = document.createElement('video');
    const results: boolean[] = [];
    watchVideoMetadata(video, (playable) => results.push(playable));
    video.dispatchEvent(new Event('error'));
    video.dispatchEvent(new Event('loadedmetadata'));
    vi.advanceTimersByTime(3000);
    expect(results).toEqual([false]);
  });
});

describe('YouTube ids and schemes', () => {
  it.each([
    ['https://youtu.be/abc-_1', 'abc-_1'],
    ['https://youtu.be/abcdefghij0123456789', 'abcdefghij0123456789'],
    ['http://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3', 'dQw4w9WgXcQ'],
  ])('%s → %s', (url, id) => {
    expect(youTubeId(url)).toBe(id);
  });

  it.each([
    'https://youtu.be/abcde',
    'https://youtu.be/abcdefghij0123456789x',
    'https://www.youtube.com/watch?v=bad!dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ!bad',
    'https://www.youtube.com/watch?v=dQw4w9W%20XcQ',
    'https://youtu.be/',
    'https://youtu.be',
    'https://www.youtube.com/embed/',
    'https://www.youtube.com/embedded/dQw4w9WgXcQ',
    'https://www.youtube.com/watchlater?v=dQw4w9WgXcQ',
    'https://www.youtube.com/?v=dQw4w9WgXcQ',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be.example.ch/dQw4w9WgXcQ',
    '/watch?v=dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'git+https://youtu.be/dQw4w9WgXcQ',
    'javascript://youtu.be/dQw4w9WgXcQ',
    'http://[bad',
  ])('%s is no YouTube video', (url) => {
    expect(youTubeId(url)).toBeNull();
    expect(classifyLocally({ src: url, type: 'youtube' })).toBe('invalid');
  });

  it('takes a declared YouTube type in any case, but only with a YouTube link', () => {
    expect(classifyLocally({ src: 'https://youtu.be/dQw4w9WgXcQ', type: ' YouTube ' })).toBe('youtube');
    expect(classifyLocally({ src: 'https://cdn.example.ch/a.mp4', type: 'youtube' })).toBe('invalid');
  });

  it('refuses a media URL of a scheme other than http(s), whatever its extension', () => {
    expect(classifyLocally({ src: 'git+https://cdn.example.ch/a.jpg' })).toBe('invalid');
    expect(classifyLocally({ src: 'data:image/png;base64,AAAA' })).toBe('invalid');
    expect(classifyLocally({ src: 'http://cdn.example.ch/a.jpg' })).toBe('image');
    expect(classifyLocally({ src: 'http://[bad' })).toBe('invalid');
  });
});

describe('classifying other sources', () => {
  it.each([
    ['   ', undefined, 'invalid'],
    ['https://cdn.example.ch/stream', ' IMAGE ', 'image'],
    ['https://cdn.example.ch/media/jpg', undefined, 'probe'],
    ['https://cdn.example.ch/a.jpg', 'Video/MP4', 'video'],
    ['https://cdn.example.ch/a.jpg', 'vidéo', 'image'],
    ['https://cdn.example.ch/a.mp4', 'text/html', 'invalid'],
    ['https://cdn.example.ch/archive.tar.gz', undefined, 'probe'],
    ['https://cdn.example.ch/photo.JPG/view', undefined, 'probe'],
    ['https://cdn.example.ch/photo', undefined, 'probe'],
    ['https://cdn.example.ch/.jpg', undefined, 'image'],
    ['https://cdn.example.ch/plat.jpg#zoom', undefined, 'image'],
    ['/uploads/salle.mp4', '', 'video'],
  ])('%j of type %j → %s', (src, type, kind) => {
    expect(classifyLocally({ src, type })).toBe(kind);
  });

  it('finds no source in what is neither a URL nor an element', () => {
    expect(classifyLocally({ src: 42 as unknown as string })).toBe('invalid');
  });
});

describe('remembered kinds', () => {
  it('adds to the kinds already remembered, under the absolute URL', async () => {
    window.localStorage.setItem(MEDIA_KINDS_STORAGE_KEY, JSON.stringify({ 'https://cdn.example.ch/a': 'video' }));
    const { fetchImpl, calls } = headersOnlyFetch('IMAGE/PNG');
    expect(await classifyMediaSource({ src: '/media/b' }, fetchImpl)).toBe('image');
    const url = new URL('/media/b', window.location.href).href;
    expect(calls).toHaveBeenCalledWith(url, expect.anything());
    expect(JSON.parse(window.localStorage.getItem(MEDIA_KINDS_STORAGE_KEY) ?? '')).toEqual({
      'https://cdn.example.ch/a': 'video',
      [url]: 'image',
    });
    expect(await classifyMediaSource({ src: 'https://cdn.example.ch/a' }, fetchImpl)).toBe('video');
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it.each(['[]', '"image"', 'null', '7'])('replaces a cache that is not an object (%s)', async (stored) => {
    window.localStorage.setItem('mediaSourceKinds', stored);
    const { fetchImpl, calls } = headersOnlyFetch('video/mp4');
    expect(await classifyMediaSource({ src: 'https://cdn.example.ch/0' }, fetchImpl)).toBe('video');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem('mediaSourceKinds') ?? '')).toEqual({
      'https://cdn.example.ch/0': 'video',
    });
  });

  it('reads a content-type without parameters or case, and calls anything else invalid', async () => {
    const kinds = [];
    for (const contentType of ['Video/MP4 ; codecs=avc1', ' image/svg+xml', 'application/octet-stream', null]) {
      kinds.push(await probeContentType('https://cdn.example.ch/m', headersOnlyFetch(contentType).fetchImpl));
    }
    expect(kinds).toEqual(['video', 'image', 'invalid', 'invalid']);
    expect([' image/png', 'VIDEO/webm', 'text/plain', null].map(kindFromContentType)).toEqual([
      'image',
      'video',
      'invalid',
      'invalid',
    ]);
  });

  it('aborts the probe also when the server answers with an error', async () => {
    const { fetchImpl, signals } = headersOnlyFetch('image/png', 500);
    expect(await probeContentType('https://cdn.example.ch/m', fetchImpl)).toBeNull();
    expect(signals[0].aborted).toBe(true);
  });
});

describe('video metadata already there', () => {
  function videoWithReadyState(readyState: number): HTMLVideoElement {
    const video = document.createElement('video');
    Object.defineProperty(video, 'readyState', { value: readyState });
    return video;
  }

  it('reports a video whose metadata is cached as playable at once, and nothing more afterwards', () => {
    vi.useFakeTimers();
    const results: boolean[] = [];
    const video = videoWithReadyState(HTMLMediaElement.HAVE_METADATA);
    watchVideoMetadata(video, (playable) => results.push(playable));
    expect(results).toEqual([true]);
    video.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(10_000);
    expect(results).toEqual([true]);
  });

  it('waits for a video that has nothing yet, as long as it is told', () => {
    vi.useFakeTimers();
    const results: boolean[] = [];
    watchVideoMetadata(videoWithReadyState(HTMLMediaElement.HAVE_NOTHING), (playable) => results.push(playable), 500);
    vi.advanceTimersByTime(499);
    expect(results).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(results).toEqual([false]);
  });

  it('reports nothing once cleaned up, and a first answer only once', () => {
    vi.useFakeTimers();
    const results: boolean[] = [];
    const video = videoWithReadyState(HTMLMediaElement.HAVE_NOTHING);
    const cleanup = watchVideoMetadata(video, (playable) => results.push(playable));
    cleanup();
    video.dispatchEvent(new Event('loadedmetadata'));
    video.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(5000);
    expect(results).toEqual([]);

    const second = document.createElement('video');
    watchVideoMetadata(second, (playable) => results.push(playable));
    second.dispatchEvent(new Event('loadedmetadata'));
    second.dispatchEvent(new Event('loadedmetadata'));
    second.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(5000);
    expect(results).toEqual([true]);
  });
});
