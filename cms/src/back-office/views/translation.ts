import type { BackOfficeView } from '../view';

/** The staff's translations in /cms (docs/product.md#translations): what the « Traductions » tab edits. */
const view: BackOfficeView = {
  uid: 'api::translation.translation',
  kind: 'content-type',
  versions: ['9996a1247f18', 'e1506ce58b12'],
  settings: { mainField: 'text', defaultSortBy: 'subjectName', defaultSortOrder: 'ASC' },
  fields: {
    subject: { label: 'Sujet', description: 'Un plat, une formule ou le restaurant.' },
    subjectName: {
      label: 'Plat, formule ou restaurant',
      description: 'Son nom en français, tenu à jour automatiquement.',
      editable: false,
    },
    subjectId: {
      label: 'Identifiant du sujet',
      description: 'L’identifiant (documentId) du plat ou de la formule ; « restaurant » pour le restaurant.',
    },
    field: {
      label: 'Texte traduit',
      description: 'Par exemple title (nom), description, origins.Perche, courses.Entrée, priceNotice.',
    },
    language: { label: 'Langue', description: 'en : anglais, de : allemand, it : italien.' },
    text: { label: 'Traduction', description: 'Le texte dans cette langue.' },
    validation: {
      label: 'Statut',
      description:
        '« validée » : les visiteurs lisent cette traduction dès l’enregistrement. « à revoir » : ils lisent la dernière validée.',
    },
    shownText: {
      label: 'Texte affiché',
      description: 'Ce que lisent les visiteurs : la dernière traduction validée. Rempli à la validation.',
    },
    sourceText: {
      label: 'Texte français validé',
      description: 'Le texte français au moment de la validation : s’il change, la traduction repasse « à revoir ».',
    },
  },
  list: ['subjectName', 'field', 'language', 'text', 'validation'],
};

export default view;
