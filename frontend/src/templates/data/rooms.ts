import { templateImage, type TemplateImage } from './images';

/** Room card of the room lists, sliders and the hostel grid (docs/product.md#template-data: adults 5, size 95ft3, "$49 Per Night"). */
export interface Room {
  id: string;
  name: string;
  adults: number;
  size: string;
  price: string;
  description: string;
  image: TemplateImage;
}

const NIGHTLY = '$49 Per Night';

export const ROOMS: Room[] = [
  {
    id: 'lake-view-double',
    name: 'Lake View Double',
    adults: 5,
    size: '95ft3',
    price: NIGHTLY,
    description: 'Floor-to-ceiling windows over the water, a queen bed dressed in linen and a reading corner.',
    image: templateImage('room-1', 'Double room with a large bed facing a window over the lake'),
  },
  {
    id: 'garden-family',
    name: 'Garden Family Room',
    adults: 5,
    size: '95ft3',
    price: NIGHTLY,
    description: 'Two connected rooms opening onto the garden, with bunk beds the children will fight over.',
    image: templateImage('room-2', 'Family room with two beds and a door to the garden'),
  },
  {
    id: 'classic-twin',
    name: 'Classic Twin Room',
    adults: 5,
    size: '95ft3',
    price: NIGHTLY,
    description: 'Two single beds, a rain shower and a desk by the window for the working traveller.',
    image: templateImage('room-3', 'Twin room with two single beds and a desk'),
  },
  {
    id: 'junior-suite',
    name: 'Junior Suite',
    adults: 5,
    size: '95ft3',
    price: NIGHTLY,
    description: 'A king bed, a separate lounge and a balcony wide enough for breakfast outside.',
    image: templateImage('room-4', 'Junior suite with a lounge area and a balcony'),
  },
  {
    id: 'cosy-single',
    name: 'Cosy Single',
    adults: 5,
    size: '95ft3',
    price: NIGHTLY,
    description: 'Compact and quiet, on the courtyard side, with a proper bed rather than a sofa.',
    image: templateImage('room-5', 'Small single room with a bed and a lamp'),
  },
  {
    id: 'rooftop-loft',
    name: 'Rooftop Loft',
    adults: 5,
    size: '95ft3',
    price: NIGHTLY,
    description: 'Under the eaves on the top floor, with skylights, a freestanding bath and the city below.',
    image: templateImage('room-6', 'Loft room under a sloping roof with skylights'),
  },
];

/** The three rooms of the Find Room page (docs/product.md#room-and-find-room-pages: $560 per night, 1500 SQ.FT, 2 King Bed, 5 stars). */
export interface StayRoom {
  title: string;
  price: number;
  area: string;
  beds: string;
  stars: number;
  image: TemplateImage;
}

export const FIND_ROOM_ROOMS: StayRoom[] = [
  {
    title: 'Double Suite Rooms',
    price: 560,
    area: '1500 SQ.FT',
    beds: '2 King Bed',
    stars: 5,
    image: templateImage('room-4', 'Double suite with a lounge area and a balcony'),
  },
  {
    title: 'Delux Family Rooms',
    price: 560,
    area: '1500 SQ.FT',
    beds: '2 King Bed',
    stars: 5,
    image: templateImage('room-2', 'Family room with two beds and a door to the garden'),
  },
  {
    title: 'Suprior Bed Rooms',
    price: 560,
    area: '1500 SQ.FT',
    beds: '2 King Bed',
    stars: 5,
    image: templateImage('room-1', 'Bedroom with a large bed facing a window over the lake'),
  },
];

/** Apartment listing card (docs/product.md#template-data: view label, status "Rent", area 58 sq ft, type Apartment). */
export interface Rental {
  title: string;
  view: string;
  status: 'Rent';
  area: string;
  type: 'Apartment';
  image: TemplateImage;
}

export const RENTALS: Rental[] = [
  {
    title: 'Old Town Studio',
    view: 'Courtyard view',
    status: 'Rent',
    area: '58 sq ft',
    type: 'Apartment',
    image: templateImage('room-5', 'Studio apartment with a bed and a kitchenette'),
  },
  {
    title: 'Riverside Two-Bedroom',
    view: 'River view',
    status: 'Rent',
    area: '58 sq ft',
    type: 'Apartment',
    image: templateImage('room-3', 'Apartment bedroom with two beds and a desk'),
  },
  {
    title: 'Skyline Penthouse',
    view: 'City view',
    status: 'Rent',
    area: '58 sq ft',
    type: 'Apartment',
    image: templateImage('room-6', 'Penthouse under a sloping roof with skylights'),
  },
];

export const ROOM_DETAIL_IMAGES: TemplateImage[] = [
  templateImage('room-detail-1', 'The bedroom: a wide bed, bedside lamps and a window over the lake'),
  templateImage('room-detail-2', 'The lounge corner of the room with an armchair and a low table'),
];

export const ROOM_AMENITIES = ['2 - 5 Persons', 'Free WiFi', 'Swimming Pools', 'Breakfast', '250 SQFT Rooms', 'Gym'];

export const DEFAULT_ROOM_TITLE = 'Delux Family Rooms';
