import type { BackOfficeView } from '../view';

/**
 * « Réglages des tables » in /cms (docs/product.md#tables): the same three settings as the dashboard's « Tables » tab,
 * checked by the same rules; turning « Attribuer les tables » on gives every booking to come its tables.
 */
const view: BackOfficeView = {
  uid: 'api::table-setting.table-setting',
  kind: 'content-type',
  versions: ['122316c1aea2'],
  fields: {
    assignTables: {
      label: 'Attribuer les tables',
      description:
        'Oui : chaque réservation reçoit ses tables, et une heure n’est proposée en ligne que si une table libre convient.',
    },
    areas: {
      label: 'Salles',
      description: 'La liste des salles, ex. ["Salle", "Terrasse", "Salon"] ; une salle qui a encore des tables reste.',
    },
    menuPath: {
      label: 'Page ouverte par les codes QR',
      description: 'Une page de ce site, ex. /la-carte ; la changer ne demande pas de réimprimer les codes.',
    },
  },
};

export default view;
