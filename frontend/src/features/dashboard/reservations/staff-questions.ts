import type { ApiError } from '../../../lib/api-client';
import { confirmDialog } from '../../../ui/dialogs';

/** The questions staff answer before a change at the pass, asked alike by the Reservations and Service tabs. */

/** Before putting a booking on a table another holds during its turn; `refusal` is the server's sentence. */
export const askToShareTable = (refusal: string) =>
  confirmDialog({
    title: 'Table déjà attribuée',
    text: `${refusal} Partager la table quand même ? Ce sera noté dans l’historique.`,
    confirmLabel: 'Partager la table',
    cancelLabel: 'Retour',
  });

/** Before « Absent »: two in a year and the guest must call to book. */
export const askAbsent = (name: string) =>
  confirmDialog({
    title: `Marquer ${name} absent ?`,
    text: 'Deux absences en un an et le client devra appeler pour réserver.',
    confirmLabel: 'Absent',
    cancelLabel: 'Retour',
  });

/** A refusal staff may override: the service's covers, or an evening's, are taken. */
export const isBeyondCapacity = (error: ApiError) =>
  error.status === 409 &&
  (error.refusal.code === 'reservation.full' || error.refusal.code === 'reservation.eveningFull');

/** Before booking or moving past the covers limits: « {verb} quand même », the override kept in the history. */
export const askBeyondCapacity = (refusal: string, verb: 'Réserver' | 'Modifier' | 'Installer') =>
  confirmDialog({
    title: 'Complet à cet horaire',
    text: `${refusal} ${verb} quand même, au-delà de la capacité ? Ce sera noté dans l’historique.`,
    confirmLabel: `${verb} quand même`,
    cancelLabel: 'Retour',
  });
