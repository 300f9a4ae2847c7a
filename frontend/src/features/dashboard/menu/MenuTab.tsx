import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { isBoardDish, isMenuCategory, type MenuCategory, type MenuItem, type MenuItemWrite } from '@ticino/shared';
import { RetryNotice } from '../../../ui/RetryNotice';
import { Spinner } from '../../../ui/Spinner';
import type { PhotoChange } from './api/menu-api';
import { useMenuList } from '../shared/useMenuList';
import {
  useMenuItemAvailability,
  useMenuItemDeletion,
  useMenuItemSave,
  useMenuOrder,
} from './hooks/useMenuItemActions';
import { useMenuReordering } from './hooks/useMenuReordering';
import { useServiceDay } from './hooks/useServiceDay';
import { useUnsavedEdit } from './hooks/useUnsavedEdit';
import { ALL_CATEGORIES, filterMenuItems, isFilterActive } from './menu-filter';
import { BulkPriceDialog } from './bulk/BulkPriceDialog';
import { CategoryBreakdown } from '../shared/CategoryBreakdown';
import { MenuHistory } from './MenuHistory';
import { MenuImportDialog } from './bulk/MenuImportDialog';
import { MenuItemEditor, type Editing } from './form/MenuItemEditor';
import type { FormErrors } from './form/MenuItemForm';
import { MenuItemList } from './MenuItemList';
import { MenuFilters, MenuToolbar, type BulkWork } from './MenuToolbar';

export { RESTORED_EDIT_MESSAGE } from './form/MenuItemEditor';

const NO_ITEMS: MenuItem[] = [];

/** `items` in the order of `ids` (those it names; the others after, as they were). */
function inOrder(items: MenuItem[], ids: readonly string[] | null): MenuItem[] {
  if (!ids) return items;
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
}

/** The board's dishes have their own tab (docs/product.md#todays-board): the menu lists its own dishes only. */
const menuDishes = (items: MenuItem[]) => items.filter((item) => !isBoardDish(item));

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
  const { marking, markAvailability } = useMenuItemAvailability();
  const { pendingOrder, saveOrder } = useMenuOrder();
  const today = useServiceDay();
  const [bulkWork, setBulkWork] = useState<BulkWork | null>(null);
  const [bulkDone, setBulkDone] = useState<string | null>(null);

  // Typing stays instant on long lists: the filtering follows at lower priority.
  const deferredSearch = useDeferredValue(search);
  const filter = useMemo(() => ({ search: deferredSearch, category }), [deferredSearch, category]);
  const filtered = useMemo(() => filterMenuItems(menuDishes(items ?? NO_ITEMS), filter), [items, filter]);
  // The order is set within one category, the whole of it: with a category chosen and no search
  // (docs/product.md#order-within-a-category).
  const orderedCategory: MenuCategory | null =
    isMenuCategory(category) && search.trim() === '' && deferredSearch.trim() === '' ? category : null;
  const shown = useMemo(() => inOrder(filtered.items, pendingOrder), [filtered.items, pendingOrder]);
  const reordering = useMenuReordering(shown, orderedCategory, saveOrder);

  const openEditor = useCallback((item: MenuItem) => setEditing({ item, formKey: item.id }), []);
  const closeEditor = useCallback(() => setEditing(null), []);
  const [historyOf, setHistoryOf] = useState<MenuItem | null>(null);
  const closeHistory = useCallback(() => setHistoryOf(null), []);

  const submitItem = async (values: MenuItemWrite, photo: PhotoChange): Promise<FormErrors | void> => {
    const outcome = await save(values, editing?.item ?? null, photo);
    if (!outcome.saved) {
      const { created } = outcome;
      if (created) setEditing((previous) => previous && { ...previous, item: created });
      return outcome.fieldErrors;
    }
    setEditing(null);
    await refresh();
    return undefined;
  };

  const closeBulkWork = useCallback(() => setBulkWork(null), []);
  const bulkApplied = async (message: string) => {
    setBulkWork(null);
    setBulkDone(message);
    await refresh();
  };

  const showBreakdown = category === ALL_CATEGORIES && filtered.items.length > 0;

  return (
    <div className="admin-menu">
      <MenuToolbar items={items} onBulkWork={setBulkWork} onAdd={() => setEditing({ item: null, formKey: 'new' })} />
      {bulkDone && (
        <p className="admin-restored" role="status">
          {bulkDone}
        </p>
      )}
      <MenuFilters search={search} category={category} onSearch={setSearch} onCategory={setCategory} />

      {(failed || stale) && (
        <RetryNotice
          className="admin-notice admin-notice--error"
          message="Erreur lors du chargement du menu"
          onRetry={retry}
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {reordering.announcement}
      </p>
      {failed ? null : items === undefined ? (
        <div className="admin-notice">
          <Spinner label="Chargement du menu..." visibleLabel />
        </div>
      ) : (
        <>
          <p className="admin-count" role="status">
            {filtered.items.length} élément(s) trouvé(s)
          </p>
          {filtered.items.length > 1 && (
            <p className="admin-order-hint">
              {orderedCategory
                ? "Glissez une carte par sa poignée, ou utilisez « Monter » et « Descendre », pour changer l'ordre des plats sur la carte."
                : "Choisissez une catégorie, sans recherche, pour changer l'ordre de ses plats."}
            </p>
          )}
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
            <MenuItemList
              shown={shown}
              ordered={orderedCategory !== null}
              reordering={reordering}
              deleting={deleting}
              marking={marking}
              onEdit={openEditor}
              onDelete={confirmAndDelete}
              onHistory={setHistoryOf}
              onAvailability={markAvailability}
              today={today}
            />
          )}
          {showBreakdown && <CategoryBreakdown title="Répartition par catégorie" counts={filtered.byCategory} />}
        </>
      )}

      {bulkWork === 'import' && (
        <MenuImportDialog onClose={closeBulkWork} onApplied={(message) => void bulkApplied(message)} />
      )}
      {bulkWork === 'prices' && (
        <BulkPriceDialog onClose={closeBulkWork} onApplied={(message) => void bulkApplied(message)} />
      )}
      <MenuHistory item={historyOf} onClose={closeHistory} />
      <MenuItemEditor editing={editing} saving={saving} onClose={closeEditor} onSubmit={submitItem} />
    </div>
  );
}
