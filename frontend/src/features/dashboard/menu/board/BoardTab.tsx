import { useMemo, useState } from 'react';
import {
  addDaysToDayText,
  boardOn,
  boardTemplates,
  formatChf,
  formatDayText,
  type DayText,
  type MenuItem,
  type MenuItemErrors,
  type MenuItemWrite,
} from '@ticino/shared';
import { ApiError } from '../../../../lib/api-client';
import { RetryNotice } from '../../../../ui/RetryNotice';
import { Spinner } from '../../../../ui/Spinner';
import { createMenuItem, saveMenuItem } from '../api/menu-api';
import { formErrorsFrom } from '../form/MenuItemForm';
import { useMenuList } from '../../shared/useMenuList';
import { useRefreshMenuData } from '../hooks/useRefreshMenuData';
import { useMenuItemAvailability } from '../hooks/useMenuItemActions';
import { useServiceDay } from '../hooks/useServiceDay';
import { BoardForm } from './BoardForm';
import './board.css';

const NO_ITEMS: MenuItem[] = [];

function BoardDish({ item, today, busy, onSoldOut, onRemove }: BoardDishProps) {
  const soldOut = item.availability === 'épuisé';
  return (
    <li className={`board-dish card${soldOut ? ' board-dish--sold-out' : ''}`}>
      <div className="board-dish__text">
        <strong>{item.title}</strong> <span>{formatChf(item.price)}</span>
        <p className="board-dish__when">
          {soldOut ? 'Épuisé · ' : ''}
          {item.boardUntil === today ? "Aujourd'hui seulement" : `Jusqu'au ${formatDayText(item.boardUntil!)}`}
        </p>
      </div>
      <div className="board-dish__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy}
          aria-label={`${soldOut ? 'Disponible' : 'Épuisé'} : ${item.title}`}
          onClick={onSoldOut}
        >
          {soldOut ? 'Disponible' : 'Épuisé'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Retirer : ${item.title}`}
          aria-disabled={busy}
          onClick={onRemove}
        >
          Retirer
        </button>
      </div>
    </li>
  );
}

interface BoardDishProps {
  item: MenuItem;
  today: DayText;
  busy: boolean;
  onSoldOut: () => void;
  onRemove: () => void;
}

/**
 * « Ardoise » (docs/product.md#todays-board): today's board dishes with « Épuisé » and « Retirer », and the form to add
 * one, prefilled from an earlier board dish when chosen. One column, big targets: a phone at the pass.
 */
export function BoardTab() {
  const { items, failed, retry } = useMenuList();
  const today = useServiceDay();
  const refresh = useRefreshMenuData();
  const { marking, markAvailability } = useMenuItemAvailability();
  const [status, setStatus] = useState('');
  const all = items ?? NO_ITEMS;
  const onBoard = useMemo(() => (today ? boardOn(all, today) : []), [all, today]);
  const templates = useMemo(() => (today ? boardTemplates(all, today) : []), [all, today]);

  if (failed)
    return (
      <RetryNotice
        className="admin-notice admin-notice--error"
        message="Erreur lors du chargement de l'ardoise"
        onRetry={retry}
      />
    );
  if (!items || !today)
    return (
      <div className="admin-notice">
        <Spinner label="Chargement de l'ardoise…" visibleLabel />
      </div>
    );

  const save = async (write: MenuItemWrite): Promise<MenuItemErrors | null> => {
    try {
      await createMenuItem(write);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The refusal is said in the status line; the fields it names show their messages, as in the menu item form.
      setStatus(error.message);
      return formErrorsFrom(error);
    }
    setStatus(`« ${write.title} » est à l'ardoise.`);
    await refresh();
    return null;
  };

  // Taken off the board: its last day becomes yesterday, and it is kept for reuse.
  const remove = async (item: MenuItem) => {
    const { id, position: _position, photo: _photo, ...values } = item;
    try {
      await saveMenuItem({ ...values, boardUntil: addDaysToDayText(today, -1) }, id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setStatus(error.message);
      return;
    }
    setStatus(`« ${item.title} » est retiré de l'ardoise.`);
    await refresh();
  };

  return (
    <div className="board-tab">
      <h2 className="board-tab__title">Ardoise du {formatDayText(today)}</h2>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {onBoard.length === 0 ? (
        <p className="board-tab__empty">L&apos;ardoise est vide : rien ne s&apos;affiche sur le site.</p>
      ) : (
        <ul className="board-tab__list" aria-label="Plats à l'ardoise">
          {onBoard.map((item) => (
            <BoardDish
              key={item.id}
              item={item}
              today={today}
              busy={marking.has(item.id)}
              onSoldOut={() => void markAvailability(item, item.availability === 'épuisé' ? 'disponible' : 'épuisé')}
              onRemove={() => void remove(item)}
            />
          ))}
        </ul>
      )}
      <BoardForm today={today} templates={templates} onSave={save} />
    </div>
  );
}
