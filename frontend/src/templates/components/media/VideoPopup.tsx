import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { mediaSlide, renderMediaSlide } from '../../../ui/media/media-slides';
import { Icon } from '../primitives/Icon';
import { TEMPLATE_LIGHTBOX } from './lightbox';

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
          // Classified like any lightbox source: an id YouTube would not accept shows « Invalid source ». The player fits
          // the slide at 16:9, at most YouTube's default 1920×1080 (docs/product.md#template-sliders-and-lightboxes).
          slides={[
            mediaSlide(
              {
                src: `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`,
                type: 'youtube',
                attributes: { autoplay: true },
              },
              title,
            ),
          ]}
          render={{ slide: renderMediaSlide, buttonPrev: () => null, buttonNext: () => null }}
          carousel={{ ...TEMPLATE_LIGHTBOX.carousel, finite: true }}
        />
      )}
    </>
  );
}
