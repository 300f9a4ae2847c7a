import { ArrowUpIcon } from '../../ui/icons';
import { scrollBehavior } from '../../hooks/motion';
import { useScrolledPast } from '../../hooks/useScrolledPast';

/** docs/product.md#scroll-behaviour: the button appears past 20 px. */
export const SCROLL_TOP_OFFSET = 20;

export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_OFFSET);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label="Revenir en haut de la page"
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <ArrowUpIcon />
    </button>
  );
}
