import { useEffect, useRef, type MouseEvent, type Ref } from 'react';
import type { MenuCategory } from '@ticino/shared';
import { scrollBehavior } from '../../hooks/motion';
import { useT } from '../../hooks/useLocale';

export interface IndexEntry {
  category: MenuCategory;
  anchor: string;
}

interface CategoryIndexProps {
  entries: IndexEntry[];
  /** The anchor of the category being read (scroll-spy). */
  current: string;
  /** The visitor picked a category: the page is about to jump there. */
  onJump: (anchor: string) => void;
  titleRef: Ref<HTMLHeadingElement>;
}

/** Scrolls the list, not the page, so that the item shows, centred when the list scrolls. */
function keepInView(list: HTMLElement, item: HTMLElement) {
  const listBox = list.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const left = list.scrollLeft + itemBox.left - listBox.left - (list.clientWidth - itemBox.width) / 2;
  const top = list.scrollTop + itemBox.top - listBox.top - (list.clientHeight - itemBox.height) / 2;
  list.scrollTo({ left, top, behavior: scrollBehavior() });
}

/**
 * /la-carte's index (docs/product.md#menu-page): one row of pills that scrolls sideways and sticks under the top of
 * the window on phones and tablets, a column beside the list on large screens; the category being read is marked.
 */
export function CategoryIndex({ entries, current, onJump, titleRef }: CategoryIndexProps) {
  const t = useT().menu;
  const listRef = useRef<HTMLUListElement>(null);

  const shownCurrent = useRef(current);

  useEffect(() => {
    // The first render shows the row from its start: measuring it then would only slow the page's load.
    if (shownCurrent.current === current) return;
    shownCurrent.current = current;
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!list || !link) return;
    const scrolls = list.scrollWidth > list.clientWidth || list.scrollHeight > list.clientHeight;
    if (scrolls) keepInView(list, link);
  }, [current]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    const section = document.getElementById(anchor);
    if (!section) return;
    // No new history entry per category: the back button leaves the page, as it would from a printed menu.
    event.preventDefault();
    onJump(anchor);
    // The categories off screen wait to be laid out (menu.css), at an estimated height: laid out at once here, the
    // ones the scroll passes over do not change height under it, and the section lands where it was aimed.
    section.parentElement?.classList.add('carte-sections--laid-out');
    section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <nav className="carte-index" aria-label={t.categoriesLabel}>
      <h2 className="carte-index__title" ref={titleRef} tabIndex={-1}>
        {t.categoriesTitle}
      </h2>
      <ul ref={listRef}>
        {entries.map(({ category, anchor }) => (
          <li key={anchor}>
            <a
              className="carte-index__link"
              href={`#${anchor}`}
              aria-current={anchor === current ? 'location' : undefined}
              onClick={(event) => jump(event, anchor)}
            >
              {t.categories[category]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
