import { useEffect, useRef } from 'react';
import Lightbox, { type FullscreenRef } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import type { Dictionary } from '@ticino/shared';
import { useT } from '../../hooks/useLocale';
import { renderMediaSlide, type MediaSlideData } from '../../ui/media/media-slides';

/** docs/product.md#lightbox: fade 250 ms; sources at most 90 % of the window, full width below 992 px (`.lightbox-framed`, ui.css). */
const FADE_MS = 250;

/*
 * The slide distance factor of 0.3 (docs/product.md#lightbox) is YARL's own rule: a drag longer than
 * 0.3 × the lightbox width changes slide (YARL 3 offers no option for it). The gap between slides is the
 * library's own too (30 % of the width): it is not overridden.
 */

/** YARL's labels, keyed by its own English words, in the page's language. */
const labels = (t: Dictionary['gallery']['lightbox']) => ({
  Previous: t.previous,
  Next: t.next,
  Close: t.close,
  'Enter Fullscreen': t.enterFullscreen,
  'Exit Fullscreen': t.exitFullscreen,
  Lightbox: t.lightbox,
  Carousel: t.carousel,
  Slide: t.slide,
  'Photo gallery': t.photoGallery,
  '{index} of {total}': t.counter,
});

interface GalleryLightboxProps {
  /** Built with `mediaSlide`, so every source goes through the classifier. */
  slides: MediaSlideData[];
  /** Index of the open slide, or -1 when the lightbox is closed. */
  index: number;
  onClose: () => void;
  onView?: (index: number) => void;
}

/**
 * The gallery's lightbox: previous/next, close and fullscreen controls, wrapping
 * slides, Escape and arrow keys from YARL, and F11 switching its fullscreen mode.
 */
export function GalleryLightbox({ slides, index, onClose, onView }: GalleryLightboxProps) {
  const t = useT().gallery.lightbox;
  const fullscreenRef = useRef<FullscreenRef>(null);
  const open = index >= 0;

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const fullscreen = fullscreenRef.current;
      if (event.key !== 'F11' || !fullscreen || fullscreen.disabled) return;
      // The browser's own F11 would hide its chrome but leave the lightbox as it is.
      event.preventDefault();
      if (fullscreen.fullscreen) fullscreen.exit();
      else fullscreen.enter();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  return (
    <Lightbox
      open={open}
      close={onClose}
      index={Math.max(index, 0)}
      slides={slides}
      plugins={[Fullscreen, Counter]}
      fullscreen={{ ref: fullscreenRef }}
      labels={labels(t)}
      className="lightbox-framed"
      carousel={{ finite: false, padding: 0 }}
      animation={{ fade: FADE_MS }}
      controller={{ closeOnEscape: true }}
      on={{ view: ({ index: viewed }) => onView?.(viewed) }}
      render={{ slide: renderMediaSlide }}
    />
  );
}
