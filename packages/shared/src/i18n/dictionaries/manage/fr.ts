import { RESERVATION_STATUS_LABELS } from '../../../reservation-limits';

/**
 * A guest's manage page, reached through the link of their e-mail (docs/product.md#languages): in the language they
 * booked in, and so are the answers to its forms.
 */
export const manageFr = {
  heading: 'Votre réservation',
  loading: 'Chargement de votre réservation',
  facts: {
    reference: 'Référence',
    status: 'Statut',
    date: 'Date',
    time: 'Heure',
    people: 'Personnes',
    name: 'Nom',
    notes: 'Remarques',
    allergies: 'Allergies',
  },
  /** The staff's names of the statuses, which the guest reads too. */
  statuses: RESERVATION_STATUS_LABELS,
  change: 'Modifier',
  partySize: 'Nombre de personnes',
  time: 'Heure',
  /** Without JavaScript, under the times offered. */
  changeHint: (people: string) =>
    `Les heures proposées sont libres pour ${people} : la place est vérifiée à nouveau à l’enregistrement.`,
  save: 'Enregistrer la modification',
  cancel: 'Annuler la réservation',
  cancelQuestion: 'Annuler la réservation ?',
  reallyCancel: 'Voulez-vous vraiment annuler votre réservation ?',
  yesCancel: 'Oui, annuler',
  keep: 'Garder ma réservation',
  /** Followed by « au » and the restaurant's number when known, then a full stop. */
  tooLate: 'Il est trop tard pour modifier ou annuler en ligne : merci de nous appeler',
  tooLateAt: ' au ',
  eveningByPhone:
    'Une réservation de soirée se modifie ou s’annule par téléphone, selon ses conditions d’annulation : merci de nous appeler',
  /** The guest takes back their consent to keep their allergies: allowed at any time, whatever the booking's status. */
  withdrawAllergies: 'Retirer mes allergies',
  withdrawAllergiesHint:
    'Vous pouvez retirer votre accord à tout moment\u00a0: nous effaçons alors ces allergies de votre réservation.',
};
