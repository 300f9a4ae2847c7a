interface FormDialogActionsProps {
  /** The id of the dialog's form, which « Enregistrer » submits. */
  formId: string;
  onCancel: () => void;
  busy: boolean;
  /** The submit button's words: « Enregistrer » unless the form does something else (« Envoyer la proposition »). */
  submitLabel?: string;
}

/** « Annuler » and « Enregistrer » of a dialog holding one form (a booking entered or changed by the staff). */
export function FormDialogActions({ formId, onCancel, busy, submitLabel = 'Enregistrer' }: FormDialogActionsProps) {
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onCancel} aria-disabled={busy}>
        Annuler
      </button>
      <button type="submit" form={formId} className="button button--primary" aria-disabled={busy}>
        {busy && <span className="spinner admin-inline-spinner" aria-hidden="true" />}
        {submitLabel}
      </button>
    </>
  );
}
