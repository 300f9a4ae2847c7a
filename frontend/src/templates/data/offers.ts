import { templateImage, type TemplateImage } from './images';

/** Special offers (docs/product.md#template-data: double room 20 %, couple room 25 %, family room 25 %). */
export interface Offer {
  roomType: string;
  discount: number;
  title: string;
  image: TemplateImage;
}

export const OFFERS: Offer[] = [
  {
    roomType: 'Double Room',
    discount: 20,
    title: 'Early Spring Escape',
    image: templateImage('offer-1', 'A double room prepared for arrival with flowers on the bed'),
  },
  {
    roomType: 'Couple Room',
    discount: 25,
    title: 'Weekend For Two',
    image: templateImage('offer-2', 'Two glasses on a balcony table at sunset'),
  },
  {
    roomType: 'Family Room',
    discount: 25,
    title: 'Summer Family Package',
    image: templateImage('offer-3', 'A family room with bunk beds and toys'),
  },
];

/** Event partner panels of the hostel home. */
export const EVENT_PARTNERS = [
  { name: 'Lakeside Music Nights', text: 'Free entry for guests every Thursday from June to August.' },
  { name: 'City Bike Collective', text: 'Bikes and helmets lent at reception, maps included.' },
  { name: 'Old Town Walking Tours', text: 'Two-hour walks in English and French, leaving from the lobby at ten.' },
];
