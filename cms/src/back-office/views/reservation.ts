import type { BackOfficeView } from '../view';

/**
 * Table reservations in /cms, by date; staff handle them in the dashboard's « Réservations » tab. The guest's own
 * words are shown, never editable.
 */
const view: BackOfficeView = {
  uid: 'api::reservation.reservation',
  kind: 'content-type',
  versions: ['56f287a3c346', '52cef32fd3bc', 'fe72b9e79207', 'b7878e7f96b2', '9e2107e899da'],
  settings: { mainField: 'reference', defaultSortBy: 'date', defaultSortOrder: 'DESC' },
  fields: {
    reference: { label: 'Référence', editable: false },
    date: { label: 'Date' },
    time: { label: 'Heure' },
    partySize: { label: 'Personnes' },
    name: { label: 'Nom', editable: false },
    email: { label: 'E-mail', editable: false },
    phone: { label: 'Téléphone', editable: false },
    notes: { label: 'Remarques (allergies, occasion)', editable: false },
    language: { label: 'Langue' },
    source: { label: 'Origine', description: 'online : en ligne, phone : téléphone, walk_in : au passage.' },
    status: {
      label: 'Statut',
      description:
        'requested : demande, confirmed : confirmée, declined : refusée, cancelled : annulée, honoured : arrivé, no_show : absent, awaiting_payment : en attente du paiement, unpaid : non payée.',
    },
    history: { label: 'Historique', editable: false },
    tables: {
      label: 'Tables',
      description:
        'Les tables données à la réservation : le personnel les déplace dans « Réservations » ou « Service », où chaque déplacement est vérifié et noté.',
      editable: false,
    },
    evening: { label: 'Soirée', editable: false },
    deposit: { label: 'Acompte', editable: false },
    version: {
      label: 'Version',
      description: 'Augmente à chaque changement : un déplacement fait depuis une version plus ancienne est refusé.',
      editable: false,
    },
    anonymisedAt: {
      label: 'Anonymisée le',
      description: 'Après la durée de conservation, nom, e-mail, téléphone et remarques sont effacés.',
      editable: false,
    },
    emailHash: { label: 'Empreinte de l’e-mail (absences)', editable: false },
    phoneHash: { label: 'Empreinte du téléphone (absences)', editable: false },
    addressHash: { label: 'Empreinte de la connexion du jour (limite par jour)', editable: false },
  },
  list: ['date', 'time', 'name', 'partySize', 'status'],
  edit: [
    [
      { name: 'reference', size: 4 },
      { name: 'date', size: 4 },
      { name: 'time', size: 4 },
    ],
    [
      { name: 'partySize', size: 4 },
      { name: 'status', size: 4 },
      { name: 'source', size: 4 },
    ],
    [
      { name: 'name', size: 6 },
      { name: 'language', size: 6 },
    ],
    [
      { name: 'email', size: 6 },
      { name: 'phone', size: 6 },
    ],
    [{ name: 'notes', size: 12 }],
    [
      { name: 'tables', size: 8 },
      { name: 'version', size: 4 },
    ],
    [
      { name: 'evening', size: 6 },
      { name: 'deposit', size: 6 },
    ],
    [{ name: 'history', size: 12 }],
    [{ name: 'anonymisedAt', size: 6 }],
  ],
};

export default view;
