import { useEffect, useRef } from 'react';
import { MENU_CATEGORIES, type MenuItem } from '@ticino/shared';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../hooks/usePageTitle';
import { DishList } from './DishList';
import { categoryAnchor } from './category-anchor';
import { useMenuItems } from './useMenuItems';
import './menu.css';

interface CategoryGroup {
  category: string;
  anchor: string;
  items: MenuItem[];
}

/** The non-empty categories, in the printed order. */
function groupByCategory(items: MenuItem[]): CategoryGroup[] {
  return MENU_CATEGORIES.map((category) => ({
    category,
    anchor: `categorie-${categoryAnchor(category)}`,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
}

interface MenuPageProps {
  /** The days the restaurant serves (« du lundi au samedi »), from its facts; left out until they are known. */
  servedDays?: string | null;
}

/** /la-carte: the whole menu on one page, readable on a phone and printable. */
export function MenuPage({ servedDays = null }: MenuPageProps) {
  usePageTitle('/la-carte');
  const { items, isLoading, unavailable, retrying, retry } = useMenuItems();
  const groups = groupByCategory(items);
  const indexTitleRef = useRef<HTMLHeadingElement>(null);
  const retriedByVisitor = useRef(false);

  // "Réessayer" disappears with the notice once the menu arrives: focus goes on to the menu's start.
  useEffect(() => {
    if (!retriedByVisitor.current || unavailable || isLoading) return;
    retriedByVisitor.current = false;
    indexTitleRef.current?.focus();
  }, [unavailable, isLoading]);

  return (
    <main className="carte-page">
      <div className="carte-page__header">
        <div className="container">
          <p className="eyebrow">Cuisine suisse-italienne de marché</p>
          <h1>La carte</h1>
          <p className="carte-page__intro">
            {servedDays ? `Plats, vins et boissons, servis ${servedDays}.` : 'Plats, vins et boissons.'} Prix en francs
            suisses, TVA comprise.
          </p>
          <button type="button" className="button button--secondary carte-page__print" onClick={() => window.print()}>
            Imprimer la carte
          </button>
        </div>
      </div>

      <div className="container carte-page__body">
        {unavailable ? (
          // Unlike the home page's section (docs/product.md#menu-page), this page would otherwise be empty: say why.
          <div className="carte-unavailable" role="alert">
            <p>La carte est momentanément indisponible.</p>
            <button
              type="button"
              className="button button--secondary"
              aria-busy={retrying}
              onClick={() => {
                if (retrying) return;
                retriedByVisitor.current = true;
                retry();
              }}
            >
              {retrying && <Spinner label="Chargement de la carte…" size="sm" />}
              Réessayer
            </button>
          </div>
        ) : isLoading ? (
          <div className="menu-loading">
            <Spinner label="Chargement de la carte…" visibleLabel />
          </div>
        ) : (
          <>
            {groups.length > 0 && (
              <nav className="carte-index" aria-label="Catégories de la carte">
                <h2 className="carte-index__title" ref={indexTitleRef} tabIndex={-1}>
                  Catégories
                </h2>
                <ul>
                  {groups.map((group) => (
                    <li key={group.category}>
                      <a href={`#${group.anchor}`}>{group.category}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <div className="carte-sections">
              {groups.map((group) => (
                <section className="carte-section" key={group.category} aria-labelledby={group.anchor}>
                  <h2 className="carte-section__title" id={group.anchor}>
                    {group.category}
                  </h2>
                  <DishList items={group.items} />
                </section>
              ))}
            </div>
          </>
        )}
      </div>
    </main>
  );
}
