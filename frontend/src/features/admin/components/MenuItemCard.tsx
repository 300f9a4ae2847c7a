import { memo } from 'react';
import { formatChf, type MenuItem } from '@ticino/shared';

interface MenuItemCardProps {
  item: MenuItem;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  /** Opens the item's « Historique » (docs/product.md#menu-change-journal). */
  onHistory: (item: MenuItem) => void;
  /** Its deletion is under way: the buttons do nothing until the list comes back. */
  deleting?: boolean;
}

/** Memoised: typing in the search re-renders the list, not every unchanged card. */
export const MenuItemCard = memo(function MenuItemCard({
  item,
  onEdit,
  onDelete,
  onHistory,
  deleting = false,
}: MenuItemCardProps) {
  return (
    <li className={`admin-item${deleting ? ' admin-item--deleting' : ''}`} aria-busy={deleting}>
      <article className="admin-item__body" aria-labelledby={`admin-item-${item.id}`}>
        <header className="admin-item__header">
          <h3 className="admin-item__title" id={`admin-item-${item.id}`}>
            {item.title}
          </h3>
          <span className="admin-item__price">{formatChf(item.price)}</span>
        </header>
        <span className="badge admin-item__badge">{item.category}</span>
        <p className="admin-item__description">{item.description}</p>
        <div className="admin-item__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={`Historique de ${item.title}`}
            onClick={() => onHistory(item)}
          >
            Historique
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={`Modifier ${item.title}`}
            aria-disabled={deleting}
            onClick={() => !deleting && onEdit(item)}
          >
            Modifier
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Supprimer ${item.title}`}
            aria-disabled={deleting}
            onClick={() => !deleting && onDelete(item)}
          >
            {deleting && <span className="spinner admin-inline-spinner" aria-hidden="true" />}
            Supprimer
          </button>
        </div>
      </article>
    </li>
  );
});
