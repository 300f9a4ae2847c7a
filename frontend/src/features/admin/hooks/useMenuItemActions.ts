import { useCallback, useState } from 'react';
import type { MenuItem, MenuItemValues } from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { alertDialog, confirmDialog } from '../../../ui/dialogs';
import { deleteMenuItem, saveMenuItem, saveMenuPhoto, type PhotoChange } from '../api/admin-api';
import { useRefreshMenuData } from './useMenuAdmin';
import { useUnsavedEdit } from './useUnsavedEdit';

/** A 401 already sends the staff member back to the login screen; an alert on top would only confuse. */
function isSessionExpiry(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Deleting a menu item (docs/product.md#menu-tab): asks first, marks the item as being deleted until the list has been
 * read again, and says so if the deletion fails.
 */
export function useMenuItemDeletion() {
  const refresh = useRefreshMenuData();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());

  const confirmAndDelete = useCallback(
    async (item: MenuItem) => {
      const confirmed = await confirmDialog({
        title: 'Êtes-vous sûr de vouloir supprimer cet élément du menu ?',
        text: item.title,
        confirmLabel: 'Supprimer',
        cancelLabel: 'Annuler',
        destructive: true,
      });
      if (!confirmed) return;
      const markDeleting = (on: boolean) =>
        setDeleting((previous) => {
          const next = new Set(previous);
          if (on) next.add(item.id);
          else next.delete(item.id);
          return next;
        });
      markDeleting(true);
      try {
        await deleteMenuItem(item.id);
      } catch (error) {
        markDeleting(false);
        if (!isSessionExpiry(error)) await alertDialog({ title: 'Erreur lors de la suppression', tone: 'error' });
        return;
      }
      await refresh();
      markDeleting(false);
    },
    [refresh],
  );

  return { deleting, confirmAndDelete };
}

/**
 * What a save came to: done, refused with the server's per-field messages, or over without a word for the form.
 * `created`: the item was created but its photo was refused; the form goes on as that item's edit.
 */
export type SaveOutcome = { saved: true } | { saved: false; fieldErrors?: Record<string, string>; created?: MenuItem };

/**
 * Creating or updating a menu item (docs/product.md#menu-tab): one save at a time; after it, the list and statistics
 * are read again. A refusal shows the server's message; an expired session keeps the typing for after the login.
 */
export function useMenuItemSave() {
  const refresh = useRefreshMenuData();
  const unsavedEdit = useUnsavedEdit();
  const [saving, setSaving] = useState(false);

  const save = async (
    values: MenuItemValues,
    item: MenuItem | null,
    photo: PhotoChange = { kind: 'keep' },
  ): Promise<SaveOutcome> => {
    if (saving) return { saved: false };
    setSaving(true);
    let savedId: string | null = null;
    try {
      savedId = await saveMenuItem(values, item?.id);
      // The photo goes second: a new item has no id before it is saved.
      await saveMenuPhoto(savedId, photo);
    } catch (error) {
      setSaving(false);
      const created: MenuItem | undefined =
        item === null && savedId !== null ? { id: savedId, ...values, photo: null } : undefined;
      if (isSessionExpiry(error)) {
        unsavedEdit.keep({ item: created ?? item, values });
        return { saved: false };
      }
      const text = error instanceof ApiError ? error.message : undefined;
      await alertDialog({ title: 'Erreur lors de la sauvegarde', text, tone: 'error' });
      if (created) await refresh();
      return { saved: false, fieldErrors: error instanceof ApiError ? error.fieldErrors : undefined, created };
    }
    setSaving(false);
    return { saved: true };
  };

  return { saving, save, refresh };
}
