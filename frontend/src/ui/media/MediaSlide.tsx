import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Spinner } from '../Spinner';
import {
  YOUTUBE_DEFAULT_SIZE,
  classifyLocally,
  classifyMediaSource,
  watchVideoMetadata,
  youTubeEmbedUrl,
  youTubeId,
  type MediaKind,
  type MediaSource,
} from './media-source';

interface MediaSlideProps {
  source: MediaSource;
  /** Room the lightbox gives the slide. */
  rect: { width: number; height: number };
  /** Accessible name of the media. */
  title?: string;
}

/** Largest size of the given proportions that fits the slide. */
function fit(size: { width: number; height: number }, rect: { width: number; height: number }) {
  const scale = Math.min(rect.width / size.width, rect.height / size.height, 1);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

function numberAttribute(value: string | number | boolean | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function InvalidSource() {
  return <div className="media-slide__invalid">Invalid source</div>;
}

function VideoSlide({
  src,
  attributes,
  title,
}: {
  src: string;
  attributes: MediaSource['attributes'];
  title?: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playable, setPlayable] = useState(true);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    return watchVideoMetadata(video, setPlayable);
  }, [src]);
  if (!playable) return <InvalidSource />;
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- a slide gives a video's address only, no caption file
    <video
      ref={videoRef}
      className="media-slide__video"
      src={src}
      controls
      preload="metadata"
      aria-label={title}
      {...attributes}
    />
  );
}

/**
 * Renders any lightbox source once it is classified: image, video (invalid if
 * its metadata does not load in time), YouTube embed, custom element, or "Invalid source".
 */
export function MediaSlide({ source, rect, title }: MediaSlideProps) {
  const [kind, setKind] = useState<MediaKind | 'pending'>(() => {
    const local = classifyLocally(source);
    return local === 'probe' ? 'pending' : local;
  });

  useEffect(() => {
    if (classifyLocally(source) !== 'probe') return undefined;
    let current = true;
    void classifyMediaSource(source).then((result) => {
      if (current) setKind(result);
    });
    return () => {
      current = false;
    };
  }, [source]);

  if (kind === 'pending') return <Spinner label="Chargement du média" />;
  if (kind === 'invalid') return <InvalidSource />;
  if (kind === 'custom') return source.src as ReactElement;

  const src = source.src as string;
  const attributes = source.attributes ?? {};
  if (kind === 'image') {
    return <img className="media-slide__image" src={src} alt={title ?? ''} {...attributes} />;
  }
  if (kind === 'video') return <VideoSlide src={src} attributes={attributes} title={title} />;

  // A YouTube source's `autoplay` attribute starts the player as the slide opens (the template's video popup).
  const autoplay = Boolean(attributes.autoplay);
  const size = fit(
    {
      width: numberAttribute(attributes.width, YOUTUBE_DEFAULT_SIZE.width),
      height: numberAttribute(attributes.height, YOUTUBE_DEFAULT_SIZE.height),
    },
    rect,
  );
  return (
    <iframe
      className="media-slide__frame"
      src={youTubeEmbedUrl(youTubeId(src) as string, { autoplay })}
      title={title ?? 'Vidéo YouTube'}
      width={size.width}
      height={size.height}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      // Fullscreen through `allow` only: Chromium warns when allowfullscreen is set as well, and `allow` wins anyway.
      allow={`accelerometer; ${autoplay ? 'autoplay; ' : ''}encrypted-media; fullscreen; picture-in-picture`}
    />
  );
}
