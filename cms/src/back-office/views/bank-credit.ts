import type { BackOfficeView } from '../view';

/**
 * The credits read in the bank's files and the payments and refunds staff wrote by hand (docs/product.md#bank-file): a
 * record for the accounts, read-only in /cms.
 */
const view: BackOfficeView = {
  uid: 'api::payment.bank-credit',
  kind: 'content-type',
  versions: ['6f9b213dab9a', '8b2ef60fe1ff'],
  settings: { mainField: 'key', defaultSortBy: 'importedAt', defaultSortOrder: 'DESC' },
  fields: {
    key: { label: 'Référence de la banque', editable: false },
    amountCentimes: { label: 'Montant (centimes)', editable: false },
    currency: { label: 'Monnaie', editable: false },
    valueDate: { label: 'Date de valeur', editable: false },
    bookingDate: { label: 'Date de comptabilisation', editable: false },
    reference: { label: 'Référence de paiement', editable: false },
    outcome: {
      label: 'Résultat',
      description:
        'paid : payé, short : insuffisant, over : en trop, after_release : payée après libération, unknown : référence inconnue, debit, reversal, other_currency : non appliqués, refund : remboursement saisi (montant négatif).',
      editable: false,
    },
    reservationReference: { label: 'Réservation', editable: false },
    fileName: { label: 'Fichier', editable: false },
    importedAt: { label: 'Importé le', editable: false },
    recordedBy: {
      label: 'Saisi par',
      description: 'Vide pour un crédit du fichier de la banque.',
      editable: false,
    },
  },
  list: ['valueDate', 'amountCentimes', 'reference', 'outcome', 'reservationReference'],
  edit: [
    [
      { name: 'key', size: 8 },
      { name: 'outcome', size: 4 },
    ],
    [
      { name: 'amountCentimes', size: 4 },
      { name: 'currency', size: 4 },
      { name: 'reference', size: 4 },
    ],
    [
      { name: 'valueDate', size: 4 },
      { name: 'bookingDate', size: 4 },
      { name: 'reservationReference', size: 4 },
    ],
    [
      { name: 'fileName', size: 4 },
      { name: 'importedAt', size: 4 },
      { name: 'recordedBy', size: 4 },
    ],
  ],
};

export default view;
