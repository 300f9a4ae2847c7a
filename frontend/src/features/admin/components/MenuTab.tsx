import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { MENU_CATEGORIES, type MenuItem, type MenuItemValues } from '@ticino/shared';
import { FormField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { useMenuList } from '../hooks/useMenuAdmin';
import { useMenuItemDeletion, useMenuItemSave } from '../hooks/useMenuItemActions';
import { useUnsavedEdit } from '../hooks/useUnsavedEdit';
import { ALL_CATEGORIES, filterMenuItems, isFilterActive } from '../menu-filter';
import { CategoryBreakdown } from './CategoryBreakdown';
import { MenuItemCard } from './MenuItemCard';
import { MenuItemForm, formErrorsFrom, type FormErrors } from './MenuItemForm';
import type { PhotoChange } from '../api/admin-api';
import { PlusIcon } from '../../../ui/icons';

/**
 * The item being edited (null: a new one), and the values to start from when a kept edit is restored. `formKey` keeps
 * the form as it is when a new item, saved but its photo refused, becomes that item's edit.
 */
type Editing = { item: MenuItem | null; restored?: MenuItemValues; formKey: string } | null;

const NO_ITEMS: MenuItem[] = [];

export const RESTORED_EDIT_MESSAGE = "Votre saisie a été conservée : elle n'a pas encore été enregistrée.";

export function MenuTab() {
  const { items, failed, stale, retry } = useMenuList();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const unsavedEdit = useUnsavedEdit();
  const [editing, setEditing] = useState<Editing>(() => {
    const kept = unsavedEdit.take();
    return kept && { item: kept.item, restored: kept.values, formKey: kept.item?.id ?? 'new' };
  });
  const { saving, save, refresh } = useMenuItemSave();
  const { deleting, confirmAndDelete } = useMenuItemDeletion();
  const formId = useId();

  // Typing stays instant on long lists: the filtering follows at lower priority.
  const deferredSearch = useDeferredValue(search);
  const filter = useMemo(() => ({ search: deferredSearch, category }), [deferredSearch, category]);
  const filtered = useMemo(() => filterMenuItems(items ?? NO_ITEMS, filter), [items, filter]);

  const openEditor = useCallback((item: MenuItem) => setEditing({ item, formKey: item.id }), []);
  const closeEditor = useCallback(() => setEditing(null), []);

  const submitItem = async (values: MenuItemValues, photo: PhotoChange): Promise<FormErrors | void> => {
    const outcome = await save(values, editing?.item ?? null, photo);
    if (!outcome.saved) {
      const { created } = outcome;
      if (created) setEditing((previous) => previous && { ...previous, item: created });
      return outcome.fieldErrors && formErrorsFrom(outcome.fieldErrors);
    }
    setEditing(null);
    await refresh();
    return undefined;
  };

  const isEditing = Boolean(editing?.item);
  const showBreakdown = category === ALL_CATEGORIES && filtered.items.length > 0;

  return (
    <div className="admin-menu">
      <div className="admin-toolbar">
        <button
          type="button"
          className="button button--primary"
          onClick={() => setEditing({ item: null, formKey: 'new' })}
        >
          <PlusIcon /> Ajouter un élément
        </button>
      </div>

      <div className="admin-filters" role="search">
        <FormField label="Rechercher" hideLabel>
          {(control) => (
            <input
              {...control}
              className="input"
              type="search"
              placeholder="Rechercher par titre ou description..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Filtrer par catégorie" hideLabel>
          {(control) => (
            <select
              {...control}
              className="select"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value={ALL_CATEGORIES}>Toutes les catégories</option>
              {MENU_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      {(failed || stale) && (
        <div className="admin-notice admin-notice--error" role="alert">
          <p>Erreur lors du chargement du menu</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Réessayer
          </button>
        </div>
      )}
      {failed ? null : items === undefined ? (
        <div className="admin-notice">
          <Spinner label="Chargement du menu..." visibleLabel />
        </div>
      ) : (
        <>
          <p className="admin-count" role="status">
            {filtered.items.length} élément(s) trouvé(s)
          </p>
          {filtered.items.length === 0 ? (
            <div className="admin-empty">
              <p className="admin-empty__title">Aucun élément trouvé</p>
              <p className="admin-empty__hint">
                {isFilterActive(filter)
                  ? 'Essayez de modifier vos critères de recherche'
                  : 'Commencez par ajouter votre premier élément au menu'}
              </p>
            </div>
          ) : (
            <ul className="admin-items">
              {filtered.items.map((item) => (
                <MenuItemCard
                  key={item.id}
                  item={item}
                  onEdit={openEditor}
                  onDelete={confirmAndDelete}
                  deleting={deleting.has(item.id)}
                />
              ))}
            </ul>
          )}
          {showBreakdown && <CategoryBreakdown title="Répartition par catégorie" counts={filtered.byCategory} />}
        </>
      )}

      <Modal
        open={editing !== null}
        title={isEditing ? "Modifier l'élément du menu" : 'Ajouter un nouvel élément'}
        onClose={closeEditor}
        busy={saving}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={closeEditor} disabled={saving}>
              Annuler
            </button>
            <button type="submit" form={formId} className="button button--primary" aria-disabled={saving}>
              {saving && <span className="spinner admin-inline-spinner" aria-hidden="true" />}
              {isEditing ? 'Mettre à jour' : 'Ajouter'}
            </button>
          </>
        }
      >
        {editing?.restored && (
          <p className="admin-restored" role="status">
            {RESTORED_EDIT_MESSAGE}
          </p>
        )}
        {editing && (
          <MenuItemForm
            key={editing.formKey}
            formId={formId}
            item={editing.item}
            restored={editing.restored}
            onSubmit={submitItem}
          />
        )}
      </Modal>
    </div>
  );
}
