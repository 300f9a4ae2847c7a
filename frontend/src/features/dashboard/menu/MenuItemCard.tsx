import { memo, type CSSProperties, type ReactNode, type Ref } from 'react';
import {
  dateWindowOn,
  formatChf,
  scheduleText,
  soldOutText,
  type Availability,
  type DayText,
  type MenuItem,
} from '@ticino/shared';

/** Moving the item one place up or down within its category (docs/product.md#order-within-a-category). */
export interface CardOrdering {
  /** 0 for the first of the category. */
  index: number;
  count: number;
  onMove: (item: MenuItem, step: -1 | 1) => void;
}

interface MenuItemCardProps {
  item: MenuItem;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  /** Opens the item's « Historique » (docs/product.md#menu-change-journal). */
  onHistory: (item: MenuItem) => void;
  /** A card's one tap: `épuisé` until the next service day, or until further notice; or back to `disponible`. */
  onAvailability: (item: MenuItem, availability: Availability, untilFurtherNotice?: boolean) => void;
  /** Its deletion is under way: the buttons do nothing until the list comes back. */
  deleting?: boolean;
  /** Its availability is being saved. */
  marking?: boolean;
  /** The current service day, once known in the browser (never during the first render): dates read against it. */
  today?: DayText | null;
  ordering?: CardOrdering;
  /** When the list can be reordered by dragging: the handle, and the card's node and style for the drag. */
  dragHandle?: ReactNode;
  cardRef?: Ref<HTMLLIElement>;
  cardStyle?: CSSProperties;
}

const AVAILABILITY_CLASS: Record<Availability, string> = {
  disponible: 'admin-item--available',
  épuisé: 'admin-item--sold-out',
  masqué: 'admin-item--hidden',
};

/** What the card says about when guests see the item (docs/product.md#availability). */
function statusNotes(item: MenuItem, today: DayText | null): string[] {
  const notes: string[] = [];
  if (item.availability === 'épuisé') notes.push(soldOutText(item));
  if (item.availability === 'masqué') notes.push('Masqué : absent de la carte publique');
  const dated = item.availableFrom !== null || item.availableUntil !== null;
  if (dated) notes.push(today !== null && dateWindowOn(item, today) === 'ended' ? 'Terminé' : scheduleText(item));
  return notes;
}

/** Memoised: typing in the search re-renders the list, not every unchanged card. */
export const MenuItemCard = memo(function MenuItemCard({
  item,
  onEdit,
  onDelete,
  onHistory,
  onAvailability,
  deleting = false,
  marking = false,
  today = null,
  ordering,
  dragHandle,
  cardRef,
  cardStyle,
}: MenuItemCardProps) {
  const soldOut = item.availability === 'épuisé';
  const busy = deleting || marking;
  const notes = statusNotes(item, today);
  const classes = ['admin-item', deleting && 'admin-item--deleting', AVAILABILITY_CLASS[item.availability]];
  return (
    <li className={classes.filter(Boolean).join(' ')} aria-busy={busy} ref={cardRef} style={cardStyle}>
      <article className="admin-item__body" aria-labelledby={`admin-item-${item.id}`}>
        <header className="admin-item__header">
          {dragHandle}
          <h3 className="admin-item__title" id={`admin-item-${item.id}`}>
            {item.title}
          </h3>
          <span className="admin-item__price">{formatChf(item.price)}</span>
        </header>
        <span className="badge admin-item__badge">{item.category}</span>
        {notes.length > 0 && (
          <ul className="admin-item__status">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <p className="admin-item__description">{item.description}</p>
        <div className="admin-item__availability">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-pressed={soldOut}
            aria-label={`Épuisé : ${item.title}`}
            aria-disabled={busy}
            onClick={() => !busy && onAvailability(item, soldOut ? 'disponible' : 'épuisé')}
          >
            {marking && <span className="spinner admin-inline-spinner" aria-hidden="true" />}
            Épuisé
          </button>
          {soldOut && item.soldOutOn !== null && (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Épuisé jusqu'à nouvel ordre : ${item.title}`}
              aria-disabled={busy}
              onClick={() => !busy && onAvailability(item, 'épuisé', true)}
            >
              Jusqu&apos;à nouvel ordre
            </button>
          )}
        </div>
        <div className="admin-item__actions">
          {ordering && (
            <>
              <button
                type="button"
                className="button button--secondary button--small"
                data-move="up"
                data-item={item.id}
                aria-label={`Monter ${item.title}`}
                disabled={ordering.index === 0}
                onClick={() => ordering.onMove(item, -1)}
              >
                Monter
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                data-move="down"
                data-item={item.id}
                aria-label={`Descendre ${item.title}`}
                disabled={ordering.index === ordering.count - 1}
                onClick={() => ordering.onMove(item, 1)}
              >
                Descendre
              </button>
            </>
          )}
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
