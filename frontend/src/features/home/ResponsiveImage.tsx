import type { Illustration } from './images';

const BASE = '/images/restaurant';

interface ResponsiveImageProps {
  image: Illustration;
  /** How wide the image is drawn, for the browser's choice among the sizes. */
  sizes: string;
  /** The first hero slide loads eagerly and first; everything else waits for the scroll. */
  priority?: boolean;
  className?: string;
}

/** The candidate files of an image in one format, for `srcset` (and the server's preload of the first hero image). */
export function srcSet(image: Illustration, format: 'webp' | 'jpg'): string {
  return image.widths.map((width) => `${BASE}/${image.name}-${width}.${format} ${width}w`).join(', ');
}

/** Lower-case attribute: React 18 does not know the camel-cased `fetchPriority` prop yet. */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

export function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  const fallbackWidth = image.widths[image.widths.length - 1];
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={`${BASE}/${image.name}-${fallbackWidth}.jpg`}
        srcSet={srcSet(image, 'jpg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? HIGH_PRIORITY : {})}
      />
    </picture>
  );
}
