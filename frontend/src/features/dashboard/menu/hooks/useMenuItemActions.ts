import { useCallback, useState } from 'react';
import {
  checkQuantities,
  findPriceJumps,
  priceJumpErrors,
  priceJumpQuestion,
  type Availability,
  type MenuCategory,
  type MenuItem,
  type MenuItemWrite,
} from '@ticino/shared';
import { ApiError } from '../../../../lib/api-client';
import { alertDialog, confirmDialog } from '../../../../ui/dialogs';
import { formErrorsFrom, type FormErrors } from '../form/MenuItemForm';
import {
  createMenuItem,
  deleteMenuItem,
  saveMenuItem,
  saveMenuOrder,
  saveMenuPhoto,
  setMenuItemAvailability,
  type PhotoChange,
} from '../api/menu-api';
import { useRefreshMenuData } from './useRefreshMenuData';
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
 * The server refused a price ten times higher or lower than the stored one until it is confirmed, saying why under
 * `price` or `quantities` (a drink's price by quantity).
 */
function isUnconfirmedPriceJump(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.refusal.code !== 'menuChanges.priceJumpUnconfirmed') return false;
  const { price, quantities } = error.fieldErrors;
  return price !== undefined || quantities !== undefined;
}

/**
 * Saves the changes to an item; a price ten times higher or lower than the stored one, refused by the server, is asked
 * about and sent again with the staff member's confirmation (docs/product.md#price-guard). Returns the price messages
 * when the staff member chose to correct the price instead.
 */
async function saveConfirmingPriceJump(values: MenuItemWrite, item: MenuItem): Promise<FormErrors | undefined> {
  try {
    await saveMenuItem(values, item.id);
    return undefined;
  } catch (error) {
    if (!isUnconfirmedPriceJump(error)) throw error;
    const jumps = findPriceJumps(item, {
      price: values.price,
      quantities: checkQuantities(values.quantities).value ?? [],
    });
    const confirmed = await confirmDialog({
      title: 'Confirmer ce changement de prix ?',
      // The server's own words should this list differ from what it holds (an item changed meanwhile).
      text: jumps.length > 0 ? priceJumpQuestion(jumps) : Object.values(error.fieldErrors).join(' '),
      confirmLabel: jumps.length > 1 ? 'Enregistrer ces prix' : 'Enregistrer ce prix',
      cancelLabel: 'Corriger le prix',
      destructive: true,
      // « Corriger le prix » leads to the price in question: the form focuses it.
      returnFocus: false,
    });
    // Under the prices to correct: these jumps' messages, as the server words them, or its own if it found others.
    if (!confirmed) return jumps.length > 0 ? priceJumpErrors(jumps) : formErrorsFrom(error);
    await saveMenuItem(values, item.id, { priceChangeConfirmed: true });
    return undefined;
  }
}

/**
 * What a save came to: done, refused with the server's per-field messages, or over without a word for the form.
 * `created`: the item was created but its photo was refused; the form goes on as that item's edit.
 */
export type SaveOutcome = { saved: true } | { saved: false; fieldErrors?: FormErrors; created?: MenuItem };

/**
 * Creating or updating a menu item (docs/product.md#menu-tab): one save at a time; after it, the list and statistics
 * are read again. A refusal shows the server's message; an expired session keeps the typing for after the login.
 */
export function useMenuItemSave() {
  const refresh = useRefreshMenuData();
  const unsavedEdit = useUnsavedEdit();
  const [saving, setSaving] = useState(false);

  const save = async (
    values: MenuItemWrite,
    item: MenuItem | null,
    photo: PhotoChange = { kind: 'keep' },
  ): Promise<SaveOutcome> => {
    if (saving) return { saved: false };
    setSaving(true);
    let created: MenuItem | undefined;
    try {
      let id: string;
      if (item === null) {
        created = await createMenuItem(values);
        id = created.id;
      } else {
        const pricesToCorrect = await saveConfirmingPriceJump(values, item);
        if (pricesToCorrect) {
          setSaving(false);
          return { saved: false, fieldErrors: pricesToCorrect };
        }
        id = item.id;
      }
      // The photo goes second: a new item has no id before it is saved.
      await saveMenuPhoto(id, photo);
    } catch (error) {
      setSaving(false);
      if (isSessionExpiry(error)) {
        unsavedEdit.keep({ item: created ?? item, values });
        return { saved: false };
      }
      const text = error instanceof ApiError ? error.message : undefined;
      const fieldErrors = error instanceof ApiError ? formErrorsFrom(error) : undefined;
      // The form then takes the staff to the first field refused: the alert must not hand the focus back after it.
      const toField = fieldErrors !== undefined && Object.keys(fieldErrors).length > 0;
      await alertDialog({ title: 'Erreur lors de la sauvegarde', text, tone: 'error', returnFocus: !toField });
      if (created) await refresh();
      return { saved: false, fieldErrors, created };
    }
    setSaving(false);
    return { saved: true };
  };

  return { saving, save, refresh };
}

/**
 * A card's one tap on the availability (docs/product.md#availability): the item is marked as being saved until the
 * list has been read again; a failure says so.
 */
export function useMenuItemAvailability() {
  const refresh = useRefreshMenuData('menu');
  const [marking, setMarking] = useState<ReadonlySet<string>>(() => new Set());

  const markAvailability = useCallback(
    async (item: MenuItem, availability: Availability, untilFurtherNotice = false) => {
      const mark = (on: boolean) =>
        setMarking((previous) => {
          const next = new Set(previous);
          if (on) next.add(item.id);
          else next.delete(item.id);
          return next;
        });
      mark(true);
      try {
        await setMenuItemAvailability(item.id, { availability, untilFurtherNotice });
      } catch (error) {
        mark(false);
        if (!isSessionExpiry(error)) {
          const text = error instanceof ApiError ? error.message : undefined;
          await alertDialog({ title: 'Erreur lors de la mise à jour de la disponibilité', text, tone: 'error' });
        }
        return;
      }
      await refresh();
      mark(false);
    },
    [refresh],
  );

  return { marking, markAvailability };
}

/**
 * Saving the order of a category (docs/product.md#order-within-a-category): the new order shows at once and stays
 * until the list has been read again; a refusal (the menu changed meanwhile) says so and shows the list as it is.
 */
export function useMenuOrder() {
  const refresh = useRefreshMenuData();
  const [pending, setPending] = useState<readonly string[] | null>(null);

  const saveOrder = useCallback(
    async (category: MenuCategory, ids: string[]) => {
      setPending(ids);
      try {
        await saveMenuOrder({ category, ids });
      } catch (error) {
        if (!isSessionExpiry(error)) {
          const text = error instanceof ApiError ? error.message : undefined;
          await alertDialog({ title: "Erreur lors de l'enregistrement de l'ordre", text, tone: 'error' });
        }
      }
      await refresh();
      setPending(null);
    },
    [refresh],
  );

  return { pendingOrder: pending, saveOrder };
}
