import Swal, { type SweetAlertOptions } from 'sweetalert2';
import './dialogs.css';

/**
 * The site's one way to ask for confirmation or report an outcome: sweetalert2
 * with French labels and the site's tokens, so every dialog looks and reads alike.
 */

interface ConfirmOptions {
  title: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Deletions and other irreversible actions: the confirm button takes the accent colour. */
  destructive?: boolean;
  /**
   * Whether the focus goes back to where it was once the dialog closes (the default). False when the caller moves it
   * itself: sweetalert2 gives it back a moment after closing, and would take it from the field the caller chose.
   */
  returnFocus?: boolean;
}

interface AlertOptions {
  title: string;
  text?: string;
  tone?: 'error' | 'success' | 'info';
  okLabel?: string;
  /** False when the caller moves the focus itself once the alert is closed (to a field refused, say). */
  returnFocus?: boolean;
}

const BASE_OPTIONS: SweetAlertOptions = {
  buttonsStyling: false,
  reverseButtons: true,
  heightAuto: false,
  customClass: {
    container: 'dialog-container',
    popup: 'dialog',
    title: 'dialog__title',
    htmlContainer: 'dialog__text',
    actions: 'dialog__actions',
    confirmButton: 'button button--primary',
    cancelButton: 'button button--secondary',
  },
};

/** Resolves to true only when the user chose the confirm button. */
export async function confirmDialog({
  title,
  text,
  confirmLabel = 'Confirmer',
  cancelLabel = 'Annuler',
  destructive = false,
  returnFocus = true,
}: ConfirmOptions): Promise<boolean> {
  const result = await Swal.fire({
    ...BASE_OPTIONS,
    title,
    text,
    returnFocus,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: confirmLabel,
    cancelButtonText: cancelLabel,
    focusCancel: destructive,
    customClass: {
      ...BASE_OPTIONS.customClass,
      confirmButton: destructive ? 'button dialog__destructive' : 'button button--primary',
    },
  });
  return result.isConfirmed;
}

export async function alertDialog({
  title,
  text,
  tone = 'info',
  okLabel = 'OK',
  returnFocus = true,
}: AlertOptions): Promise<void> {
  await Swal.fire({ ...BASE_OPTIONS, title, text, icon: tone, confirmButtonText: okLabel, returnFocus });
}

interface MessageOptions {
  title: string;
  text?: string;
  /** The field's label, e.g. « Message au client (facultatif) ». */
  inputLabel: string;
  confirmLabel: string;
  cancelLabel?: string;
  maxLength?: number;
  destructive?: boolean;
}

/**
 * Asks to confirm an action with an optional free text (a message to a guest). Resolves to the text typed (maybe
 * empty) when confirmed, null when cancelled.
 */
export async function messageDialog({
  title,
  text,
  inputLabel,
  confirmLabel,
  cancelLabel = 'Retour',
  maxLength,
  destructive = false,
}: MessageOptions): Promise<string | null> {
  // BASE_OPTIONS is typed for every input kind; a text input takes its plain settings.
  const result = await Swal.fire<string>({
    buttonsStyling: false,
    reverseButtons: true,
    heightAuto: false,
    title,
    text,
    input: 'textarea',
    inputLabel,
    // The same name again: sweetalert2 writes the label with innerText, which not every DOM (jsdom) implements.
    inputAttributes: { 'aria-label': inputLabel, ...(maxLength ? { maxlength: String(maxLength) } : {}) },
    showCancelButton: true,
    confirmButtonText: confirmLabel,
    cancelButtonText: cancelLabel,
    customClass: {
      ...(BASE_OPTIONS.customClass as object),
      input: 'dialog__input',
      inputLabel: 'dialog__input-label',
      confirmButton: destructive ? 'button dialog__destructive' : 'button button--primary',
    },
  });
  return result.isConfirmed ? (result.value ?? '').trim() : null;
}
