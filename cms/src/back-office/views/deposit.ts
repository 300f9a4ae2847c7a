import type { BackOfficeView } from '../view';

/** The deposits asked by QR-bill (docs/product.md#deposits): a record for the accounts, read-only in /cms. */
const view: BackOfficeView = {
  uid: 'api::payment.deposit',
  kind: 'content-type',
  versions: ['ae3e646ab163'],
  settings: { mainField: 'paymentReference', defaultSortBy: 'serial', defaultSortOrder: 'DESC' },
  fields: {
    serial: { label: 'Numéro', editable: false },
    paymentReference: { label: 'Référence de paiement', editable: false },
    referenceType: { label: 'Type de référence', description: 'QRR avec un QR-IBAN, SCOR sinon.', editable: false },
    amountCentimes: { label: 'Montant (centimes)', editable: false },
    deadline: { label: 'À payer d’ici au', editable: false },
    reservationReference: { label: 'Réservation', editable: false },
    eveningName: { label: 'Soirée', editable: false },
    issuedAt: { label: 'Demandé le', editable: false },
    paidCentimes: {
      label: 'Reçu (centimes)',
      description: 'Les crédits lus dans les fichiers de la banque.',
      editable: false,
    },
  },
  list: ['serial', 'paymentReference', 'amountCentimes', 'deadline', 'reservationReference'],
  edit: [
    [
      { name: 'serial', size: 4 },
      { name: 'paymentReference', size: 8 },
    ],
    [
      { name: 'referenceType', size: 4 },
      { name: 'amountCentimes', size: 4 },
      { name: 'deadline', size: 4 },
    ],
    [
      { name: 'reservationReference', size: 4 },
      { name: 'eveningName', size: 4 },
      { name: 'issuedAt', size: 4 },
    ],
    [{ name: 'paidCentimes', size: 4 }],
  ],
};

export default view;
