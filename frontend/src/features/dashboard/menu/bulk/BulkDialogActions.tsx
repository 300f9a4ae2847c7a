interface BulkDialogActionsProps {
  /** The action the preview leads to: « Importer », « Appliquer ». */
  label: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Whether the preview has something to write; the button stays reachable and says so (`aria-disabled`). */
  canConfirm: boolean;
  busy: boolean;
}

/** « Annuler » and the action of a preview-first dialog (docs/product.md#menu-file, #bulk-price-change). */
export function BulkDialogActions({ label, onCancel, onConfirm, canConfirm, busy }: BulkDialogActionsProps) {
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
        Annuler
      </button>
      <button type="button" className="button button--primary" onClick={onConfirm} aria-disabled={!canConfirm}>
        {busy && <span className="spinner admin-inline-spinner" aria-hidden="true" />}
        {label}
      </button>
    </>
  );
}
