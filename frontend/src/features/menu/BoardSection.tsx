import { splitBoard, type PublicMenuItem } from '@ticino/shared';
import { useT } from '../../hooks/useLocale';
import { DishList } from './DishList';

interface BoardSectionProps {
  /** The menu's items as the page shows them: the board's dishes are taken from them. */
  items: PublicMenuItem[];
  /** The heading's level on its page: h2 on /la-carte, h3 in the home page's menu section. */
  headingLevel?: 'h2' | 'h3';
  /** Makes the section's ids unique on its page. */
  idPrefix: string;
}

/**
 * « Aujourd'hui à l'ardoise » (docs/product.md#todays-board): today's board dishes, above the menu, each with its
 * price, its law details and « Épuisé » as any dish. Nothing at all when the board is empty.
 */
export function BoardSection({ items, headingLevel: Heading = 'h2', idPrefix }: BoardSectionProps) {
  const t = useT();
  const { board } = splitBoard(items);
  if (board.length === 0) return null;
  const titleId = `${idPrefix}-ardoise-titre`;
  return (
    <section className="board-section" id={`${idPrefix}-ardoise`} aria-labelledby={titleId}>
      <Heading className="board-section__title" id={titleId}>
        {t.board.heading}
      </Heading>
      <p className="board-section__intro">{t.board.intro}</p>
      <DishList items={board} headingLevel={Heading === 'h2' ? 'h3' : 'h4'} labelledBy={titleId} />
    </section>
  );
}
