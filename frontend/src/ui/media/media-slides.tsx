import type { GenericSlide, Render } from 'yet-another-react-lightbox';
import { MediaSlide } from './MediaSlide';
import type { MediaSource } from './media-source';

/**
 * A lightbox slide of any source kind (docs/product.md#lightbox): what it shows is decided by the classifier when the
 * slide is shown, so an unknown or broken source reads « Invalid source » instead of a broken picture.
 */
export interface MediaSlideData extends GenericSlide {
  type: 'media';
  source: MediaSource;
  /** Accessible name of the media (the picture's alt text, the video's title). */
  title?: string;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    media: MediaSlideData;
  }
}

/** The one way the site's lightboxes build their slides: every source goes through the classifier. */
export function mediaSlide(source: MediaSource, title?: string): MediaSlideData {
  return { type: 'media', source, title };
}

/** The lightbox's `render.slide` for media slides. */
export const renderMediaSlide: NonNullable<Render['slide']> = ({ slide, rect }) =>
  slide.type === 'media' ? <MediaSlide source={slide.source} rect={rect} title={slide.title} /> : undefined;
