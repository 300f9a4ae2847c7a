import { useState } from 'react';
import Lightbox, { type RenderSlideProps, type Slide } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { Icon } from './Icon';
import { TEMPLATE_LIGHTBOX } from './lightbox';

interface YouTubeSlide {
  type: 'youtube';
  videoId: string;
  title: string;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    youtube: YouTubeSlide;
  }
}

function isYouTubeSlide(slide: Slide): slide is YouTubeSlide {
  return slide.type === 'youtube';
}

/** The frame's size (16:9, at most docs/product.md#template-sliders-and-lightboxes's default 1920×1080, fitting the slide) is set in template.css. */
function renderSlide({ slide }: RenderSlideProps) {
  if (!isYouTubeSlide(slide)) return undefined;
  return (
    <iframe
      className="tpl-video-frame"
      src={`https://www.youtube-nocookie.com/embed/${slide.videoId}?autoplay=1&rel=0`}
      title={slide.title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
    />
  );
}

interface VideoPopupProps {
  youtubeId: string;
  title: string;
  label?: string;
  className?: string;
}

/** Play button opening a video lightbox; the player (and YouTube) loads only once it is pressed. */
export function VideoPopup({ youtubeId, title, label, className = '' }: VideoPopupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`tpl-play ${className}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className="tpl-play__icon">
          <Icon name="play" size={28} />
        </span>
        <span className={label ? 'tpl-play__label' : 'tpl-visually-hidden'}>{label ?? `Play video: ${title}`}</span>
      </button>
      {open && (
        <Lightbox
          {...TEMPLATE_LIGHTBOX}
          open
          close={() => setOpen(false)}
          slides={[{ type: 'youtube', videoId: youtubeId, title }]}
          render={{ slide: renderSlide, buttonPrev: () => null, buttonNext: () => null }}
          carousel={{ ...TEMPLATE_LIGHTBOX.carousel, finite: true }}
        />
      )}
    </>
  );
}
