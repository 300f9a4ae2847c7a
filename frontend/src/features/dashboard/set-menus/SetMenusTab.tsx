import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  courseSummary,
  formatChf,
  setMenuScheduleFrom,
  type SetMenu,
  type SetMenuListResponse,
  type SetMenuValues,
} from '@ticino/shared';
import { useDictionary } from '../../../hooks/useLocale';
import { ApiError } from '../../../lib/api-client';
import { RetryNotice } from '../../../ui/RetryNotice';
import { Spinner } from '../../../ui/Spinner';
import { ADMIN_KEYS } from '../shared/admin-reads';
import { deleteSetMenu, saveSetMenu } from './api/set-menus-api';
import { useMenuList } from '../shared/useMenuList';
import { emptySetMenuDraft, setMenuDraftFrom, type SetMenuFormErrors } from './set-menu-draft';
import { SetMenuForm } from './SetMenuForm';
import './set-menus.css';

/** What the tab shows below its list: nothing, the form for a new set menu, or the one for an existing set menu. */
type Editing = null | 'new' | SetMenu;

interface SetMenuCardProps {
  setMenu: SetMenu;
  onEdit: () => void;
  onDelete: () => void;
}

function SetMenuCard({ setMenu, onEdit, onDelete }: SetMenuCardProps) {
  const [confirming, setConfirming] = useState(false);
  // The dashboard speaks French.
  const french = useDictionary('fr');
  return (
    <li className="set-menu-card card">
      <div className="set-menu-card__text">
        <strong>{setMenu.name}</strong> <span>{formatChf(setMenu.price)}</span>
        <p className="set-menu-card__detail">{courseSummary(setMenu.courses)}</p>
        <p className="set-menu-card__detail">{setMenuScheduleFrom(setMenu, french)}</p>
      </div>
      <div className="set-menu-card__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Modifier : ${setMenu.name}`}
          onClick={onEdit}
        >
          Modifier
        </button>
        {confirming ? (
          <button
            type="button"
            className="button button--danger"
            aria-label={`Confirmer la suppression : ${setMenu.name}`}
            onClick={onDelete}
          >
            Confirmer la suppression
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Supprimer : ${setMenu.name}`}
            onClick={() => setConfirming(true)}
          >
            Supprimer
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * « Formules » (docs/product.md#set-menus): the set menus with « Modifier » and « Supprimer », and the form to add or
 * change one, its dishes chosen from the menu and the board. One column: usable on a phone.
 */
export function SetMenusTab() {
  const { data, error, mutate } = useSWR<SetMenuListResponse, unknown>(ADMIN_KEYS.setMenus);
  const { items } = useMenuList();
  const { mutate: mutateKey } = useSWRConfig();
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');

  if (error && !data)
    return (
      <RetryNotice
        className="admin-notice admin-notice--error"
        message="Erreur lors du chargement des formules"
        onRetry={() => void mutate()}
      />
    );
  if (!data || !items)
    return (
      <div className="admin-notice">
        <Spinner label="Chargement des formules…" visibleLabel />
      </div>
    );

  // A set menu's names are translated: the translations' grid follows (docs/product.md#translations).
  const refresh = () => Promise.all([mutateKey(ADMIN_KEYS.setMenus), mutateKey(ADMIN_KEYS.translations)]);
  const save = async (values: SetMenuValues): Promise<SetMenuFormErrors | null> => {
    try {
      await saveSetMenu(values, editing === 'new' || editing === null ? undefined : editing.id);
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setStatus(caught.message);
      return Object.keys(caught.fieldErrors).length > 0 ? caught.fieldErrors : { name: caught.message };
    }
    setStatus(`« ${values.name} » est enregistrée.`);
    setEditing(null);
    await refresh();
    return null;
  };
  const remove = async (setMenu: SetMenu) => {
    try {
      await deleteSetMenu(setMenu.id);
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setStatus(caught.message);
      return;
    }
    setStatus(`« ${setMenu.name} » est supprimée.`);
    await refresh();
  };

  return (
    <div className="set-menus-tab">
      <h2 className="set-menus-tab__title">Formules</h2>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {data.data.length === 0 ? (
        <p>Aucune formule : rien ne s&apos;affiche sur le site.</p>
      ) : (
        <ul className="set-menus-tab__list" aria-label="Formules">
          {data.data.map((setMenu) => (
            <SetMenuCard
              key={setMenu.id}
              setMenu={setMenu}
              onEdit={() => setEditing(setMenu)}
              onDelete={() => void remove(setMenu)}
            />
          ))}
        </ul>
      )}
      {editing === null ? (
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          Nouvelle formule
        </button>
      ) : (
        <SetMenuForm
          key={editing === 'new' ? 'new' : editing.id}
          label={editing === 'new' ? 'Nouvelle formule' : `Modifier : ${editing.name}`}
          initial={editing === 'new' ? emptySetMenuDraft() : setMenuDraftFrom(editing)}
          dishes={items}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}
