import type { Dictionary } from '@ticino/shared';

/**
 * Swiper's screen-reader texts in the page's language, the carousel named by `label`. Its navigation buttons' texts
 * are left out: the carousels have their own buttons, labelled by their feature.
 */
export function carouselA11y(texts: Dictionary['carousel'], label: string) {
  return {
    slideLabelMessage: texts.slideLabel,
    containerRoleDescriptionMessage: texts.roleDescription,
    itemRoleDescriptionMessage: texts.item,
    containerMessage: label,
  };
}

export function ChevronIcon({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
