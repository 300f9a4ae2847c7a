import type { EveningValues, StaffEvening } from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { alertDialog, confirmDialog } from '../../../ui/dialogs';
import { deleteEvening, saveEvening } from './api/evenings-api';
import { eveningValuesOf } from './evening-draft';
import type { EveningSaveOutcome } from './EveningForm';

/** What an action came to: the sentence to announce, or null when nothing changed (staff went back, or it failed). */
export type Announced = string | null;

/** A failure said in a dialog, with the server's reasons; a lost session already leads to the login. */
async function sayFailure(title: string, error: ApiError): Promise<void> {
  if (error.status === 401) return;
  const fields = Object.values(error.fieldErrors);
  await alertDialog({ title, text: [error.message, ...fields].join(' '), tone: 'error' });
}

/**
 * Sends an evening, new or whole again under `id`: done, or refused with the server's messages by field (a 400), any
 * other failure said in a dialog. `announce` hears the server's refusal, for the tab's status line.
 */
export async function sendEvening(
  values: EveningValues,
  id: string | undefined,
  announce: (text: string) => void,
): Promise<EveningSaveOutcome> {
  try {
    await saveEvening(values, id);
    return { saved: true };
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    announce(caught.message);
    if (caught.status === 400 && Object.keys(caught.fieldErrors).length > 0)
      return { saved: false, fieldErrors: caught.fieldErrors };
    await sayFailure('Erreur lors de l’enregistrement', caught);
    return { saved: false, fieldErrors: {} };
  }
}

/** « Dépublier » instead of deleting an evening that has bookings: sent again whole, unpublished. */
async function offerUnpublish(evening: StaffEvening, why: string): Promise<Announced> {
  if (!evening.published) {
    await alertDialog({
      title: 'Suppression impossible',
      text: `${why} Elle n’est déjà plus publiée : les clients ne la voient plus.`,
    });
    return null;
  }
  const unpublish = await confirmDialog({
    title: 'Suppression impossible',
    text: `${why} Dépubliée, elle n’est plus proposée aux clients ; ses réservations restent.`,
    confirmLabel: 'Dépublier',
    cancelLabel: 'Retour',
  });
  if (!unpublish) return null;
  try {
    await saveEvening({ ...eveningValuesOf(evening), published: false }, evening.id);
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    await sayFailure('Erreur lors de la mise à jour', caught);
    return null;
  }
  return `« ${evening.name} » n’est plus publiée.`;
}

/**
 * « Supprimer » once confirmed; an evening that has bookings is refused (409 `evening.hasBookings`), and staff are
 * offered to unpublish it instead. `deleted` tells whether the evening is gone.
 */
export async function deleteOrUnpublish(evening: StaffEvening): Promise<{ said: Announced; deleted: boolean }> {
  const sure = await confirmDialog({
    title: `Supprimer « ${evening.name} » ?`,
    text: 'La soirée et sa page disparaissent du site.',
    confirmLabel: 'Supprimer',
    cancelLabel: 'Retour',
    destructive: true,
  });
  if (!sure) return { said: null, deleted: false };
  try {
    await deleteEvening(evening.id);
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    if (caught.status === 409 && caught.refusal.code === 'evening.hasBookings')
      return { said: await offerUnpublish(evening, caught.message), deleted: false };
    await sayFailure('Erreur lors de la suppression', caught);
    return { said: null, deleted: false };
  }
  return { said: `« ${evening.name} » est supprimée.`, deleted: true };
}
