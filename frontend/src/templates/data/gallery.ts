import { templateImage, type TemplateImage } from './images';

/** Places around the resort, the city-hotel gallery and the apartment gallery grid. */
export const PLACES: TemplateImage[] = [
  templateImage('place-1', 'The outdoor pool with loungers under parasols'),
  templateImage('place-2', 'A quiet beach on the lake with a wooden jetty'),
  templateImage('place-3', 'The spa with a stone basin and candles'),
  templateImage('place-4', 'The restaurant terrace set for dinner'),
  templateImage('place-5', 'The old town at dusk seen from the hotel roof'),
  templateImage('place-6', 'The garden lounge with armchairs and plants'),
];

export const APARTMENT_GALLERY: TemplateImage[] = PLACES.slice(0, 4);
