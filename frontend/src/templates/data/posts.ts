import { templateImage, type TemplateImage } from './images';

/** Blog teaser (docs/product.md#template-data: author, date, category, title, excerpt, image). */
export interface Post {
  id: string;
  author: string;
  date: string;
  category: string;
  title: string;
  excerpt: string;
  image: TemplateImage;
}

export const POSTS: Post[] = [
  {
    id: 'slow-mornings',
    author: 'Clara Rossi',
    date: '12 March 2025',
    category: 'Interior',
    title: 'Designing rooms for slow mornings',
    excerpt: 'Why we moved the armchairs to the windows and what it changed for breakfast in bed.',
    image: templateImage('post-1', 'A sunlit bedroom corner with an armchair by the window'),
  },
  {
    id: 'linen-and-light',
    author: 'Marc Dubois',
    date: '28 February 2025',
    category: 'Interior',
    title: 'Linen, oak and a little light',
    excerpt: 'The three materials that make a hotel room feel calm, and the ones we left out.',
    image: templateImage('post-2', 'A bed with linen sheets beside an oak side table'),
  },
  {
    id: 'pool-season',
    author: 'Clara Rossi',
    date: '9 February 2025',
    category: 'Interior',
    title: 'Getting the pool ready for the season',
    excerpt: 'Tiles, loungers and towels: a look behind the scenes a month before opening.',
    image: templateImage('post-3', 'An outdoor pool with loungers and parasols'),
  },
  {
    id: 'city-weekend',
    author: 'Jonas Weber',
    date: '21 January 2025',
    category: 'Interior',
    title: 'A weekend in the city without a car',
    excerpt: 'Trams, boats and a bicycle from reception: our concierge shares a two-day plan.',
    image: templateImage('post-4', 'City rooftops at dusk with lit windows'),
  },
  {
    id: 'quiet-spa',
    author: 'Marc Dubois',
    date: '6 January 2025',
    category: 'Interior',
    title: 'The quiet hour at the spa',
    excerpt: 'Between seven and eight in the evening the steam room is yours. Here is why.',
    image: templateImage('post-5', 'A spa room with a stone basin and candles'),
  },
  {
    id: 'lobby-stories',
    author: 'Jonas Weber',
    date: '15 December 2024',
    category: 'Interior',
    title: 'Stories from the lobby',
    excerpt: 'Twenty years of lost keys, marriage proposals and one very polite dog.',
    image: templateImage('post-6', 'A hotel lobby with a reception desk and plants'),
  },
];

export const BLOG_CATEGORIES = [
  'Luxury Hotels',
  'Restaurants',
  'SPA Center',
  'Health Club',
  'Industrial',
  'Uncategories',
];

export const BLOG_TAGS = ['Hotel', 'Booking', 'Rooms', 'Spa', 'Travel', 'Family', 'City'];

export const DEFAULT_POST_TITLE = 'Designing rooms for slow mornings';

export interface Comment {
  name: string;
  date: string;
  text: string;
  avatar: TemplateImage;
}

export const COMMENTS: Comment[] = [
  {
    name: 'Helena Costa',
    date: '14 March 2025',
    text: 'We stayed in the lake room last spring and the armchair by the window was exactly where we spent our mornings.',
    avatar: templateImage('avatar-2', 'Illustrated portrait of Helena Costa'),
  },
  {
    name: 'Tom Becker',
    date: '15 March 2025',
    text: 'Lovely read. Any chance the reading lamps are for sale? Asking for my own bedroom.',
    avatar: templateImage('avatar-3', 'Illustrated portrait of Tom Becker'),
  },
];
