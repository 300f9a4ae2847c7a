import { RESTAURANT_NAME } from '../../brand';
import { menuEn } from './menu/en';
import { galleryEn } from './gallery/en';
import { contactEn } from './contact/en';
import { bookingEn } from './booking/en';
import { bookingMailEn } from './booking-mail/en';
import { manageEn } from './manage/en';
import { proposalEn } from './proposal/en';
import { eveningEn } from './evening/en';
import { messagesEn } from './messages/en';
import { notFoundEn } from './not-found/en';
import { legalEn } from './legal/en';
import { hoursEn } from './hours/en';
import type { Dictionary } from '../dictionary';

/** The public site's texts in English (docs/product.md#languages). */
export const en: Dictionary = {
  layout: {
    skipLink: 'Skip to content',
    mainNavigation: 'Main navigation',
    about: 'About us',
    menu: 'Menu',
    gallery: 'Gallery',
    contact: 'Contact',
    book: 'Book a table',
    menuButton: 'Menu',
    darkMode: 'Dark mode',
    toLightMode: 'Back to light mode',
    toDarkMode: 'Switch to dark mode',
    languages: 'Site language',
  },
  footer: {
    label: 'Footer',
    findUs: 'Find us',
    loadingContact: 'Loading our address…',
    nearStation: 'Near Cornavin station, Geneva.',
    hours: 'Opening hours',
    loadingHours: 'Loading opening hours…',
    hoursUnavailable: 'Opening hours unavailable for the moment.',
    newsletter: 'Newsletter',
    newsletterText: 'Our current suggestions and special evenings, once a month.',
    emailLabel: 'Your e-mail address',
    emailPlaceholder: 'Enter Email',
    subscribe: 'Subscribe',
    rights: 'All rights reserved.',
    fullMenu: 'Full menu',
    legalNotice: 'Legal notice',
    privacy: 'Privacy',
  },
  carousel: {
    slideLabel: '{{index}} of {{slidesLength}}',
    roleDescription: 'carousel',
    item: 'picture',
    heroLabel: 'Pictures of the restaurant',
  },
  actionBar: {
    label: 'Call or find us',
    call: 'Call',
    callNumber: (phone) => `Call ${phone}`,
    directions: 'Directions',
    directionsTo: (address) => `Directions to ${address}`,
  },
  menu: menuEn,
  gallery: galleryEn,
  contact: contactEn,
  booking: bookingEn,
  bookingMail: bookingMailEn,
  manage: manageEn,
  proposal: proposalEn,
  evening: eveningEn,
  /** The API's answers and the pages' own checks, by code. */
  messages: messagesEn,
  notFound: notFoundEn,
  legal: legalEn,
  hours: hoursEn,
  pages: {
    home: {
      title: `${RESTAURANT_NAME} — Swiss-Italian restaurant in Geneva`,
      description: `${RESTAURANT_NAME}: Swiss-Italian market cuisine a short walk from Cornavin station, Geneva.`,
    },
    menu: {
      title: `Menu — ${RESTAURANT_NAME}`,
      description: `The menu of ${RESTAURANT_NAME} in Geneva: charbonnade, fondues, perch fillets, fresh pasta and Ticino specialities, prices in CHF.`,
    },
    gallery: {
      title: `Gallery — ${RESTAURANT_NAME}`,
      description: `The dining room, the kitchen and the dishes of ${RESTAURANT_NAME}, Swiss-Italian restaurant near Cornavin station in Geneva, in pictures.`,
    },
    contact: {
      title: `Contact — ${RESTAURANT_NAME}`,
      description: `Phone, e-mail, address and directions to ${RESTAURANT_NAME}, Swiss-Italian restaurant near Cornavin station in Geneva.`,
    },
    booking: {
      title: `Book a table — ${RESTAURANT_NAME}`,
      description: `Book your table online at ${RESTAURANT_NAME}, Swiss-Italian restaurant near Cornavin station in Geneva: free times shown, instant confirmation.`,
    },
  },
  home: {
    heroEyebrow: 'Geneva · Cornavin',
    fallbackTagline: 'Swiss-Italian market cuisine, a short walk from Cornavin station',
    discover: 'Discover more',
    previousImage: 'Previous picture',
    nextImage: 'Next picture',
    presentationTitle: 'A Ticino trattoria in the heart of Geneva',
    welcome: (days) => ` We welcome you ${days}.`,
    presentation: (chefName) =>
      `A few steps from Cornavin station, our head chef${chefName ? ` ${chefName}` : ''} and his team cook the market's produce every day, between Ticino recipes and great Swiss classics.`,
    specialitiesTitle: 'Our house specialities',
    specialities: [
      'Charbonnade',
      'Fondues',
      'Raclette',
      'Entrecôte',
      'Perch fillets',
      'Pizzas',
      'Pasta',
      'Game in season',
    ],
    privateRoomTitle: (seats) => `A private room for ${seats} guests`,
    privateRoomText: (seats) =>
      `Available for private hire, our ${seats}-seat room welcomes your evenings with friends, birthdays and company events, with a menu prepared to order.`,
    bookingsPhone: 'Reservations:',
    contactUs: 'Contact us',
    cuisineEyebrow: 'Between Ticino and Lake Geneva',
    cuisineTitle: 'Our cuisine',
    swissItalianTitle: 'Swiss-Italian cuisine',
    swissItalianText:
      'Risotto, polenta, fresh pasta and pizzas from the oven sit alongside produce from the Geneva countryside. Generous market cuisine, with wines from Ticino, Valais and Italy.',
    charbonnadeTitle: 'Charbonnade, fondue, ...',
    charbonnadeText:
      'On winter evenings or with friends: beef charbonnade with our home-made sauces, moitié-moitié fondue, raclette, entrecôte, perch fillets and, in autumn, game.',
    seeMenu: 'See our menu',
    menuEyebrow: 'From market to plate',
    menuTitle: 'Menu',
    fullMenu: 'See the full menu',
    galleryEyebrow: 'In pictures',
    galleryTitle: 'Our gallery',
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
    wholeGallery: 'See the whole gallery',
  },
  board: {
    heading: "On today's board",
    intro: "Today's dishes, in addition to the menu.",
  },
  setMenus: {
    heading: 'Set menus',
    intro: 'One price for the meal, a dish of your choice at each course.',
    schedule: (days, when) => `served ${days} ${when}`,
    midday: 'at lunchtime',
    evening: 'in the evening',
    hours: (from, to) => `from ${from} to ${to}`,
    choice: 'your choice',
    price: 'Price of the set menu',
  },
};
