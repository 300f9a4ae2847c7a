import type { BackOfficeView } from '../view';

/** The restaurant's facts in /cms. */
const view: BackOfficeView = {
  uid: 'api::restaurant.restaurant',
  kind: 'content-type',
  versions: ['8794ad5525dd', 'beeb9e0acd4f', 'ee1244e7fac4'],
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
    openingHours: {
      label: "Heures d'ouverture",
      description:
        'Un créneau par service (midi, soir) et par jour ; les créneaux d’un même jour ne se chevauchent pas.',
    },
    openingExceptions: {
      label: 'Exceptions aux horaires',
      description:
        'Jours fériés, fermetures et horaires spéciaux : ils remplacent les créneaux de la semaine ce jour-là.',
    },
    latitude: { label: 'Latitude', description: 'Le point du restaurant sur le plan, par exemple 46.2127.' },
    longitude: { label: 'Longitude', description: 'Par exemple 6.1447.' },
    mapZoom: { label: 'Zoom du plan', description: 'De 1 (le monde) à 19 (la rue) ; 16 montre le quartier.' },
    breadOrigin: {
      label: 'Provenance du pain et des pâtisseries',
      description: 'Pays de production, affiché sur la carte (ex. Pain et pâtisseries : Suisse).',
    },
    allergenNotice: {
      label: 'Avis sur les allergènes',
      description: 'Affiché sur la carte : les clients peuvent demander les allergènes au personnel.',
    },
    priceNotice: { label: 'Avis sur les prix', description: 'Ex. Prix en CHF, TVA et service compris.' },
  },
};

export default view;
