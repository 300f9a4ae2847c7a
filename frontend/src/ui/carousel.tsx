/** Swiper's screen-reader texts, in French. */
export const CAROUSEL_A11Y = {
  prevSlideMessage: 'Image précédente',
  nextSlideMessage: 'Image suivante',
  firstSlideMessage: 'Première image',
  lastSlideMessage: 'Dernière image',
  slideLabelMessage: '{{index}} sur {{slidesLength}}',
  containerRoleDescriptionMessage: 'carrousel',
  itemRoleDescriptionMessage: 'image',
} as const;

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
