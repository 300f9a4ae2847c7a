import { useCallback, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy } from '@dnd-kit/sortable';
import {
  MENU_CATEGORIES,
  isMenuCategory,
  type MenuCategory,
  type MenuItem,
  type MenuItemValues,
  type MenuItemWrite,
} from '@ticino/shared';
import { FormField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { useMenuList } from '../hooks/useMenuAdmin';
import {
  useMenuItemAvailability,
  useMenuItemDeletion,
  useMenuItemSave,
  useMenuOrder,
} from '../hooks/useMenuItemActions';
import { useServiceDay } from '../hooks/useServiceDay';
import { useUnsavedEdit } from '../hooks/useUnsavedEdit';
import { ALL_CATEGORIES, filterMenuItems, isFilterActive } from '../menu-filter';
import { CategoryBreakdown } from './CategoryBreakdown';
import { MenuHistory } from './MenuHistory';
import { MenuItemCard, type CardOrdering } from './MenuItemCard';
import { SortableMenuItemCard } from './SortableMenuItemCard';
import { MenuItemForm, formErrorsFrom, type FormErrors } from './MenuItemForm';
import type { PhotoChange } from '../api/admin-api';
import { PlusIcon } from '../../../ui/icons';
import { downloadMenuCsv } from '../api/bulk-api';
import { BulkPriceDialog } from './BulkPriceDialog';
import { MenuImportDialog } from './MenuImportDialog';

/**
 * The item being edited (null: a new one), and the values to start from when a kept edit is restored. `formKey` keeps
 * the form as it is when a new item, saved but its photo refused, becomes that item's edit.
 */
type Editing = { item: MenuItem | null; restored?: MenuItemValues; formKey: string } | null;

const NO_ITEMS: MenuItem[] = [];

export const RESTORED_EDIT_MESSAGE = "Votre saisie a été conservée : elle n'a pas encore été enregistrée.";

/** What the live region says after a move, e.g. « Tiramisù » déplacé en position 2 sur 7. */
const movedMessage = (item: MenuItem, index: number, count: number) =>
  `« ${item.title} » déplacé en position ${index + 1} sur ${count}`;

/** `items` in the order of `ids` (those it names; the others after, as they were). */
function inOrder(items: MenuItem[], ids: readonly string[] | null): MenuItem[] {
  if (!ids) return items;
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
}

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
  const formId = useId();
  const [bulkWork, setBulkWork] = useState<'import' | 'prices' | null>(null);
  const [bulkDone, setBulkDone] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The move button to focus again once the list shows the new order.
  const movedButton = useRef<{ id: string; step: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  // Typing stays instant on long lists: the filtering follows at lower priority.
  const deferredSearch = useDeferredValue(search);
  const filter = useMemo(() => ({ search: deferredSearch, category }), [deferredSearch, category]);
  const filtered = useMemo(() => filterMenuItems(items ?? NO_ITEMS, filter), [items, filter]);
  // The order is set within one category, the whole of it: with a category chosen and no search
  // (docs/product.md#order-within-a-category).
  const orderedCategory: MenuCategory | null =
    isMenuCategory(category) && search.trim() === '' && deferredSearch.trim() === '' ? category : null;
  const shown = useMemo(() => inOrder(filtered.items, pendingOrder), [filtered.items, pendingOrder]);

  const reorder = useCallback(
    (from: number, to: number) => {
      if (!orderedCategory || from === to || to < 0 || to >= shown.length) return;
      const next = arrayMove(shown, from, to);
      setAnnouncement(movedMessage(shown[from], to, next.length));
      void saveOrder(
        orderedCategory,
        next.map((item) => item.id),
      );
    },
    [orderedCategory, shown, saveOrder],
  );

  const moveByStep = useCallback(
    (item: MenuItem, step: -1 | 1) => {
      const from = shown.findIndex((entry) => entry.id === item.id);
      movedButton.current = { id: item.id, step };
      reorder(from, from + step);
    },
    [shown, reorder],
  );

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    reorder(
      shown.findIndex((item) => item.id === active.id),
      shown.findIndex((item) => item.id === over.id),
    );
  };

  // The moved card's button keeps the focus; at the top or the bottom, where it is disabled, the other one takes it.
  useLayoutEffect(() => {
    const moved = movedButton.current;
    if (!moved || !listRef.current) return;
    movedButton.current = null;
    const button = (step: -1 | 1) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-item="${CSS.escape(moved.id)}"][data-move="${step === -1 ? 'up' : 'down'}"]`,
      );
    const target = button(moved.step);
    (target && !target.disabled ? target : button(moved.step === -1 ? 1 : -1))?.focus();
  }, [shown]);

  const openEditor = useCallback((item: MenuItem) => setEditing({ item, formKey: item.id }), []);
  const closeEditor = useCallback(() => setEditing(null), []);
  const [historyOf, setHistoryOf] = useState<MenuItem | null>(null);
  const closeHistory = useCallback(() => setHistoryOf(null), []);

  const submitItem = async (values: MenuItemWrite, photo: PhotoChange): Promise<FormErrors | void> => {
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

  const closeBulkWork = useCallback(() => setBulkWork(null), []);
  const bulkApplied = async (message: string) => {
    setBulkWork(null);
    setBulkDone(message);
    await refresh();
  };

  const isEditing = Boolean(editing?.item);
  const showBreakdown = category === ALL_CATEGORIES && filtered.items.length > 0;

  return (
    <div className="admin-menu">
      <div className="admin-toolbar">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => items && downloadMenuCsv(items)}
          aria-disabled={!items}
        >
          Exporter (CSV)
        </button>
        <button type="button" className="button button--secondary" onClick={() => setBulkWork('import')}>
          Importer un CSV
        </button>
        <button type="button" className="button button--secondary" onClick={() => setBulkWork('prices')}>
          Modifier les prix
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setEditing({ item: null, formKey: 'new' })}
        >
          <PlusIcon /> Ajouter un élément
        </button>
      </div>
      {bulkDone && (
        <p className="admin-restored" role="status">
          {bulkDone}
        </p>
      )}

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
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
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
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
              <SortableContext items={shown.map((item) => item.id)} strategy={rectSortingStrategy}>
                <ul className="admin-items" ref={listRef}>
                  {shown.map((item, index) => {
                    const props = {
                      item,
                      onEdit: openEditor,
                      onDelete: confirmAndDelete,
                      onHistory: setHistoryOf,
                      onAvailability: markAvailability,
                      deleting: deleting.has(item.id),
                      marking: marking.has(item.id),
                      today,
                    };
                    if (!orderedCategory) return <MenuItemCard key={item.id} {...props} />;
                    const ordering: CardOrdering = { index, count: shown.length, onMove: moveByStep };
                    return <SortableMenuItemCard key={item.id} {...props} ordering={ordering} />;
                  })}
                </ul>
              </SortableContext>
            </DndContext>
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
