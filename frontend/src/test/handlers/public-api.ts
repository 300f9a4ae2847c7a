import { http, HttpResponse } from 'msw';
import {
  NO_LAW_DETAILS,
  type MenuPhoto,
  type PublicEvening,
  type PublicMenuItem,
  type RestaurantInfo,
} from '@ticino/shared';

/** Test data and mock API answers shared by the restaurant pages' tests. */

export const RESTAURANT: RestaurantInfo = {
  name: 'Trattoria Ticino',
  tagline: 'Cuisine de marché tessinoise',
  description: 'Une trattoria près de Cornavin.',
  chefName: 'Marco Bernasconi',
  phone: '+41 22 731 48 50',
  email: 'info@trattoria-ticino.ch',
  street: 'Rue de Lausanne 42',
  postalCode: '1201',
  city: 'Genève',
  privateRoomSeats: 32,
  breadOrigin: 'Pain et pâtisseries : Suisse',
  allergenNotice: 'Demandez-nous la liste des allergènes de nos plats.',
  priceNotice: 'Prix en CHF, TVA et service compris',
  openingHours: [
    { day: 'Lundi', opensAt: '11:30', closesAt: '14:30' },
    { day: 'Samedi', opensAt: '18:00', closesAt: '23:30' },
  ],
  openingExceptions: [
    { date: '2026-12-31', label: 'Restauration genevoise', closed: true, opensAt: null, closesAt: null },
  ],
  latitude: 46.2127,
  longitude: 6.1447,
  mapZoom: 16,
};

/** A photo as the API gives it: the original and Strapi's three smaller copies. */
export const CHARBONNADE_PHOTO: MenuPhoto = {
  url: '/uploads/charbonnade_1a2b.jpg',
  alt: 'Un gril de table avec des lamelles de bœuf et des sauces',
  width: 1600,
  height: 1067,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_charbonnade_1a2b.jpg', width: 234, height: 156 },
    small: { url: '/uploads/small_charbonnade_1a2b.jpg', width: 500, height: 333 },
    medium: { url: '/uploads/medium_charbonnade_1a2b.jpg', width: 750, height: 500 },
  },
};

/** Deliberately out of the printed order, so pages must sort by category themselves. */
export const MENU: PublicMenuItem[] = [
  {
    id: 'v1',
    title: 'Barolo DOCG',
    price: 89,
    description: 'Piémont, nebbiolo.',
    category: 'Vins Rouges - Italie',
    availability: 'disponible',
    ...NO_LAW_DETAILS,
    photo: null,
  },
  {
    id: 'p1',
    title: 'Pizza Margherita',
    price: 19.5,
    description: 'Tomate, mozzarella, basilic.',
    category: 'Nos Pizzas',
    availability: 'disponible',
    ...NO_LAW_DETAILS,
    photo: null,
  },
  {
    id: 's1',
    title: 'Charbonnade de bœuf',
    price: 52,
    description: 'Bœuf suisse à griller.',
    category: 'Nos Spécialités',
    availability: 'disponible',
    ...NO_LAW_DETAILS,
    photo: CHARBONNADE_PHOTO,
  },
  {
    id: 'd1',
    title: 'Tiramisu maison',
    price: 12,
    description: 'Mascarpone et café.',
    category: 'Nos Desserts',
    availability: 'disponible',
    ...NO_LAW_DETAILS,
    photo: null,
  },
  {
    id: 's2',
    title: 'Fondue moitié-moitié',
    price: 32.5,
    description: 'Gruyère et vacherin fribourgeois.',
    category: 'Nos Spécialités',
    availability: 'disponible',
    ...NO_LAW_DETAILS,
    photo: null,
  },
];

/** The static fallback file: restaurant items plus the hotel template's meals, which must be ignored. */
export const FOOD_MENU_FILE = [
  {
    id: 'carte-1',
    title: 'Raclette du Valais',
    price: 29,
    description: 'Fromage fondu, pommes de terre.',
    category: 'Nos Spécialités',
    availability: 'disponible',
    ...NO_LAW_DETAILS,
    photo: null,
  },
  {
    id: 'carte-2',
    title: 'Filets de perche',
    price: 38,
    description: 'Meunière, frites.',
    category: 'Nos Poissons',
    availability: 'épuisé',
    ...NO_LAW_DETAILS,
    photo: null,
  },
  {
    id: 'meal-1',
    title: 'Pancake Breakfast',
    price: 12,
    description: 'Template meal.',
    category: 'breakfast',
    image: '/x.jpg',
  },
];

export const restaurantOk = http.get('/api/public/restaurant', () =>
  HttpResponse.json({ success: true, data: RESTAURANT }),
);
export const restaurantDown = http.get('/api/public/restaurant', () =>
  HttpResponse.json({ success: false, message: 'Indisponible' }, { status: 503 }),
);
export const menuOk = http.get('/api/public/menu', () => HttpResponse.json({ success: true, data: MENU }));
export const menuDown = http.get('/api/public/menu', () =>
  HttpResponse.json({ success: false, message: 'Indisponible' }, { status: 500 }),
);
export const foodFileOk = http.get('/food.menu.json', () => HttpResponse.json(FOOD_MENU_FILE));
export const foodFileDown = http.get('/food.menu.json', () => new HttpResponse(null, { status: 404 }));

/** The free times of any day: none, the calendar open until far ahead (the booking page's first question). */
export const availabilityOk = http.get('/api/public/availability', ({ request }) =>
  HttpResponse.json({
    success: true,
    data: { date: new URL(request.url).searchParams.get('date'), slots: [], lastDay: '2099-12-31', maxPartyOnline: 8 },
  }),
);

/** A listed evening with a deposit asked (docs/product.md#evenings), as `GET /api/public/evenings` gives it. */
export const ST_SILVESTRE: PublicEvening = {
  id: 'soiree31',
  name: 'Menu de St. Silvestre',
  description: 'Cinq plats et un verre de Merlot del Ticino à minuit.',
  slug: 'menu-de-st-silvestre',
  date: '2099-12-31',
  times: ['19:00', '21:30'],
  setMenuId: null,
  menuText: 'Vitello tonnato\nRisotto al Merlot\nPanettone',
  pricePerPerson: 145,
  depositPerPerson: 50,
  maxPartyOnline: 4,
  cancellationTerms: 'Acompte rendu jusqu’à 7 jours avant.',
  coversLeft: 3,
  deposit: 50,
};

/** The listed evenings: `evenings`, as the public API answers. */
export const eveningsOk = (evenings: PublicEvening[] = [ST_SILVESTRE]) =>
  http.get('/api/public/evenings', () => HttpResponse.json({ success: true, data: evenings }));
