import { useId } from 'react';
import type { MenuItem, MenuItemValues, MenuItemWrite } from '@ticino/shared';
import { Modal } from '../../../../ui/Modal';
import type { PhotoChange } from '../api/menu-api';
import { MenuItemForm, type FormErrors } from './MenuItemForm';

/**
 * The item being edited (null: a new one), and the values to start from when a kept edit is restored. `formKey` keeps
 * the form as it is when a new item, saved but its photo refused, becomes that item's edit.
 */
export type Editing = { item: MenuItem | null; restored?: MenuItemValues; formKey: string } | null;

export const RESTORED_EDIT_MESSAGE = "Votre saisie a été conservée : elle n'a pas encore été enregistrée.";

interface MenuItemEditorProps {
  editing: Editing;
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: MenuItemWrite, photo: PhotoChange) => Promise<FormErrors | void>;
}

/** The dialog that adds an item or edits one. */
export function MenuItemEditor({ editing, saving, onClose, onSubmit }: MenuItemEditorProps) {
  const formId = useId();
  const isEditing = Boolean(editing?.item);
  return (
    <Modal
      open={editing !== null}
      title={isEditing ? "Modifier l'élément du menu" : 'Ajouter un nouvel élément'}
      onClose={onClose}
      busy={saving}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={saving}>
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
          onSubmit={onSubmit}
        />
      )}
    </Modal>
  );
}
