import { templateImage, type TemplateImage } from './images';

export interface Service {
  title: string;
  text: string;
  image: TemplateImage;
}

/** The four alternating facility blocks of /services (docs/product.md#services-and-service-details-pages lists the gym twice). */
export const FACILITY_BLOCKS: Service[] = [
  {
    title: 'Gym Training Grounds',
    text: 'Free weights, rowing machines and a stretching corner, open from six in the morning to eleven at night. A coach is on hand twice a day for guests who want a programme.',
    image: templateImage('service-1', 'A bright gym with rowing machines and dumbbells'),
  },
  {
    title: 'Indoor Swimming Pool',
    text: 'A heated 20-metre pool under a glass roof, with loungers, fresh towels and a quiet lane reserved for swimmers every morning until nine.',
    image: templateImage('service-2', 'An indoor pool under a glass roof'),
  },
  {
    title: 'The Restaurant Center',
    text: 'Breakfast, lunch and dinner from a kitchen that buys from the market: local cheeses, lake fish and vegetables from farms an hour away.',
    image: templateImage('service-3', 'A restaurant dining room with set tables'),
  },
  {
    title: 'Gym Training Grounds',
    text: 'A second, smaller studio on the garden level for yoga, pilates and mobility classes. Mats and blocks are provided; bookings at reception.',
    image: templateImage('service-4', 'A calm studio with yoga mats by a large window'),
  },
];

/** Facilities of the resort home and the city hotel's extra services. */
export const FACILITIES: Service[] = [
  {
    title: 'Lake Swimming Pool',
    text: 'Open-air and heated from May to September.',
    image: templateImage('service-2', 'A pool with loungers'),
  },
  {
    title: 'Spa & Wellness',
    text: 'Sauna, steam room and massages by appointment.',
    image: templateImage('place-3', 'A spa with a stone basin and candles'),
  },
  {
    title: 'Restaurant & Bar',
    text: 'Seasonal cooking and a terrace facing the water.',
    image: templateImage('service-3', 'A restaurant dining room with set tables'),
  },
  {
    title: 'Fitness Room',
    text: 'Cardio, weights and a daily stretching class.',
    image: templateImage('service-1', 'A gym with rowing machines'),
  },
  {
    title: 'Airport Transfer',
    text: 'Door to door from the airport in twenty minutes.',
    image: templateImage('service-5', 'A hotel shuttle in front of the entrance'),
  },
  {
    title: 'Meeting Rooms',
    text: 'Three rooms for up to forty people, daylight in each.',
    image: templateImage('place-6', 'A bright meeting room with a long table'),
  },
];

/** Apartment home feature strip (docs/product.md#apartment-home). */
export const APARTMENT_FEATURES = [
  { title: 'Air-conditioned', text: 'Quiet units in every room' },
  { title: 'Airport transfer', text: 'Booked with your stay' },
  { title: 'All inclusive', text: 'Breakfast and minibar included' },
  { title: 'Under protection', text: 'Staffed entrance day and night' },
];

/** Service-details page (docs/product.md#services-and-service-details-pages meal hours). */
export const MEAL_HOURS = [
  { meal: 'Breakfast', hours: '7.00 AM to 10.30 AM' },
  { meal: 'Lunch', hours: '1.00 PM to 2.30 PM' },
  { meal: 'Supper', hours: '6.00 PM to 7.00 PM' },
  { meal: 'Dinner', hours: '8.30 PM to 10.00 PM' },
];

export const RESTAURANT_RULES = [
  'Tables are kept for fifteen minutes after the booked time.',
  'Children are welcome at every service; high chairs on request.',
  'Please tell us about allergies when booking, the kitchen adapts most dishes.',
  'Outside food and drinks are not served in the dining room.',
];
