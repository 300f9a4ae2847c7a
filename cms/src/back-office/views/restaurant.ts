import type { BackOfficeView } from '../view';

/** The restaurant's facts in /cms. */
const view: BackOfficeView = {
  uid: 'api::restaurant.restaurant',
  kind: 'content-type',
  versions: ['8794ad5525dd'],
  fields: {
    name: { label: 'Nom du restaurant' },
    tagline: { label: 'Accroche', description: "Sous le titre de la page d'accueil." },
    description: { label: 'Présentation' },
    chefName: { label: 'Chef' },
    phone: { label: 'Téléphone' },
    email: { label: 'E-mail' },
    street: { label: 'Rue et numéro' },
    postalCode: { label: 'Code postal' },
    city: { label: 'Ville' },
    privateRoomSeats: { label: 'Places du salon privé' },
    openingHours: { label: "Heures d'ouverture", description: 'Un créneau par service (midi, soir) et par jour.' },
  },
};

export default view;
