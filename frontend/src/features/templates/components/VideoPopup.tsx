import { useState } from 'react';
import Lightbox, { type RenderSlideProps, type Slide } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { Icon } from './Icon';

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

/** SPEC §9: YouTube frames default to 1920×1080 and fit inside the lightbox. */
const YOUTUBE_SIZE = { width: 1920, height: 1080 };

function isYouTubeSlide(slide: Slide): slide is YouTubeSlide {
  return slide.type === 'youtube';
}

function renderSlide({ slide, rect }: RenderSlideProps) {
  if (!isYouTubeSlide(slide)) return undefined;
  const scale = Math.min(1, rect.width / YOUTUBE_SIZE.width, rect.height / YOUTUBE_SIZE.height);
  return (
    <iframe
      className="tpl-video-frame"
      width={Math.round(YOUTUBE_SIZE.width * scale)}
      height={Math.round(YOUTUBE_SIZE.height * scale)}
      src={`https://www.youtube-nocookie.com/embed/${slide.videoId}?autoplay=1&rel=0`}
      title={slide.title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
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
          open
          close={() => setOpen(false)}
          slides={[{ type: 'youtube', videoId: youtubeId, title }]}
          render={{ slide: renderSlide, buttonPrev: () => null, buttonNext: () => null }}
          carousel={{ finite: true }}
          animation={{ fade: 250 }}
          controller={{ closeOnBackdropClick: true }}
        />
      )}
    </>
  );
}
