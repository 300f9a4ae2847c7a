import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_CATEGORY, MENU_CATEGORIES, type MenuCategory } from '@ticino/shared';
import { Spinner } from '../../ui/Spinner';
import { BoardSection } from './BoardSection';
import { DishList } from './DishList';
import { useMenuItems } from './useMenuItems';
import { FADE_UP } from '../../hooks/useAos';
import { usePagePath, useT } from '../../hooks/useLocale';

/** The home page's menu (anchor #carte): one pill per category, the chosen category's dishes below. */
export function HomeMenuSection() {
  const { items, isLoading } = useMenuItems();
  const t = useT();
  const pagePath = usePagePath();
  const [category, setCategory] = useState<MenuCategory>(DEFAULT_CATEGORY);
  // Nothing to announce until the visitor picks a category: the page itself is read as it loads.
  const [picked, setPicked] = useState(false);
  const shown = items.filter((item) => item.category === category && !item.board);

  return (
    <section id="carte" className="section home-menu" aria-labelledby="carte-titre">
      <div className="container">
        <div className="section-heading" {...FADE_UP}>
          <p className="eyebrow">{t.home.menuEyebrow}</p>
          <h2 id="carte-titre">{t.home.menuTitle}</h2>
        </div>
        <BoardSection items={items} headingLevel="h3" idPrefix="accueil" />
        <div className="category-pills" role="group" aria-label={t.menu.categoriesLabel}>
          {MENU_CATEGORIES.map((name) => (
            <button
              key={name}
              type="button"
              className="category-pill"
              aria-pressed={name === category}
              onClick={() => {
                setCategory(name);
                setPicked(true);
              }}
            >
              {t.menu.categories[name]}
            </button>
          ))}
        </div>
        {/* Only this short line is live: announcing the whole list would read every dish on each click. */}
        <p className="visually-hidden" role="status">
          {picked && !isLoading ? t.menu.homeCategoryStatus(t.menu.categories[category], shown.length) : ''}
        </p>
        <div className="home-menu__panel" aria-busy={isLoading}>
          {isLoading ? (
            <div className="menu-loading">
              <Spinner label={t.menu.loading} visibleLabel />
            </div>
          ) : (
            <>
              <h3 className="home-menu__category" id="carte-categorie">
                {t.menu.categories[category]}
              </h3>
              <DishList items={shown} headingLevel="h4" labelledBy="carte-categorie" />
              {shown.length === 0 && items.length > 0 && <p className="home-menu__empty">{t.menu.homeEmptyCategory}</p>}
            </>
          )}
        </div>
        <p className="home-menu__more">
          <Link className="button button--secondary" to={pagePath('menu')}>
            {t.home.fullMenu}
          </Link>
        </p>
      </div>
    </section>
  );
}
