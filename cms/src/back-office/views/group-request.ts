import type { BackOfficeView } from '../view';

/** « Demandes de groupe » in /cms, the newest first; a guest's words are shown, never editable. */
const view: BackOfficeView = {
  uid: 'api::group-request.group-request',
  kind: 'content-type',
  versions: ['8c2e36667773', 'c3725114d52e', '1f4b77db7cdd', '08e4fec7d777'],
  settings: { mainField: 'name', defaultSortBy: 'receivedAt', defaultSortOrder: 'DESC' },
  fields: {
    date: { label: 'Date', editable: false },
    time: { label: 'Heure', editable: false },
    guests: { label: 'Invités', editable: false },
    occasion: { label: 'Occasion', editable: false },
    budgetPerPerson: { label: 'Budget par personne (CHF)', editable: false },
    privateRoom: { label: 'Salon privé', editable: false },
    name: { label: 'Nom', editable: false },
    email: { label: 'E-mail', editable: false },
    phone: { label: 'Téléphone', editable: false },
    message: { label: 'Message', editable: false },
    language: {
      label: 'Langue',
      description: 'Celle de la page d’où vient la demande : fr, it, en ou de.',
      editable: false,
    },
    status: {
      label: 'Statut',
      description: 'requested : à traiter, proposed : proposition envoyée, confirmed : confirmée, declined : refusée.',
    },
    receivedAt: { label: 'Reçue le', editable: false },
    addressHash: { label: 'Empreinte de la connexion du jour (limite par jour)', editable: false },
    proposal: {
      label: 'Proposition',
      description: 'La dernière proposition envoyée au client (date, heure, menu, prix, acompte, échéance).',
      editable: false,
    },
    proposalReference: {
      label: 'Référence gardée pour le groupe',
      description: 'La réservation que la proposition crée quand le client l’accepte ou paie.',
      editable: false,
    },
    reservationReference: { label: 'Réservation du groupe', editable: false },
  },
  list: ['receivedAt', 'date', 'name', 'guests', 'status'],
};

export default view;
