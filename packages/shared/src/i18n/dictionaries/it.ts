import { RESTAURANT_NAME } from '../../brand';
import { menuIt } from './menu/it';
import { galleryIt } from './gallery/it';
import { contactIt } from './contact/it';
import { bookingIt } from './booking/it';
import { bookingMailIt } from './booking-mail/it';
import { manageIt } from './manage/it';
import { proposalIt } from './proposal/it';
import { eveningIt } from './evening/it';
import { messagesIt } from './messages/it';
import { notFoundIt } from './not-found/it';
import { legalIt } from './legal/it';
import { hoursIt } from './hours/it';
import type { Dictionary } from '../dictionary';

/** The public site's texts in Italian, Swiss usage (docs/product.md#languages). */
export const it: Dictionary = {
  layout: {
    skipLink: 'Vai al contenuto',
    mainNavigation: 'Navigazione principale',
    about: 'Chi siamo',
    menu: 'Il menu',
    gallery: 'Galleria',
    contact: 'Contatti',
    book: 'Prenota un tavolo',
    menuButton: 'Menu',
    darkMode: 'Modalità scura',
    toLightMode: 'Torna alla modalità chiara',
    toDarkMode: 'Passa alla modalità scura',
    languages: 'Lingua del sito',
  },
  footer: {
    label: 'Piè di pagina',
    findUs: 'Dove siamo',
    loadingContact: 'Caricamento dell’indirizzo…',
    nearStation: 'Vicino alla stazione di Cornavin, Ginevra.',
    hours: 'Orari',
    loadingHours: 'Caricamento degli orari…',
    hoursUnavailable: 'Orari momentaneamente non disponibili.',
    newsletter: 'Newsletter',
    newsletterText: 'I nostri suggerimenti del momento e le nostre serate, una volta al mese.',
    emailLabel: 'Il suo indirizzo e-mail',
    emailPlaceholder: 'Inserisca l’e-mail',
    subscribe: 'Iscriversi',
    rights: 'Tutti i diritti riservati.',
    fullMenu: 'Il menu completo',
    legalNotice: 'Note legali',
    privacy: 'Protezione dei dati',
  },
  carousel: {
    slideLabel: '{{index}} di {{slidesLength}}',
    roleDescription: 'carosello',
    item: 'immagine',
    heroLabel: 'Immagini del ristorante',
  },
  actionBar: {
    label: 'Chiamare o venire',
    call: 'Chiamare',
    callNumber: (phone) => `Chiamare il ${phone}`,
    directions: 'Itinerario',
    directionsTo: (address) => `Itinerario verso ${address}`,
  },
  menu: menuIt,
  gallery: galleryIt,
  contact: contactIt,
  booking: bookingIt,
  bookingMail: bookingMailIt,
  manage: manageIt,
  proposal: proposalIt,
  evening: eveningIt,
  /** The API's answers and the pages' own checks, by code. */
  messages: messagesIt,
  notFound: notFoundIt,
  legal: legalIt,
  hours: hoursIt,
  pages: {
    home: {
      title: `${RESTAURANT_NAME} — Ristorante italo-svizzero a Ginevra`,
      description: `${RESTAURANT_NAME}: cucina di mercato italo-svizzera a due passi dalla stazione di Cornavin, Ginevra.`,
    },
    menu: {
      title: `Il menu — ${RESTAURANT_NAME}`,
      description: `Il menu della ${RESTAURANT_NAME} a Ginevra: charbonnade, fondute, filetti di pesce persico, pasta fresca e specialità ticinesi, prezzi in CHF.`,
    },
    gallery: {
      title: `Galleria — ${RESTAURANT_NAME}`,
      description: `La sala, la cucina e i piatti della ${RESTAURANT_NAME}, ristorante italo-svizzero vicino alla stazione di Cornavin a Ginevra, in immagini.`,
    },
    contact: {
      title: `Contatti — ${RESTAURANT_NAME}`,
      description: `Telefono, e-mail, indirizzo e come arrivare alla ${RESTAURANT_NAME}, ristorante italo-svizzero vicino alla stazione di Cornavin a Ginevra.`,
    },
    booking: {
      title: `Prenota un tavolo — ${RESTAURANT_NAME}`,
      description: `Prenoti il suo tavolo online alla ${RESTAURANT_NAME}, ristorante italo-svizzero vicino alla stazione di Cornavin a Ginevra: orari liberi, conferma immediata.`,
    },
  },
  home: {
    heroEyebrow: 'Ginevra · Cornavin',
    fallbackTagline: 'Cucina di mercato italo-svizzera, a due passi dalla stazione di Cornavin',
    discover: 'Scoprire di più',
    previousImage: 'Immagine precedente',
    nextImage: 'Immagine successiva',
    presentationTitle: 'Una trattoria ticinese nel cuore di Ginevra',
    welcome: (days) => ` La accogliamo ${days}.`,
    presentation: (chefName) =>
      `A pochi passi dalla stazione di Cornavin, il nostro chef${chefName ? ` ${chefName}` : ''} e la sua brigata cucinano ogni giorno i prodotti del mercato, tra ricette ticinesi e grandi classici svizzeri.`,
    specialitiesTitle: 'Le nostre specialità',
    specialities: [
      'Charbonnade',
      'Fondute',
      'Raclette',
      'Entrecôte',
      'Filetti di pesce persico',
      'Pizze',
      'Pasta',
      'Selvaggina in stagione',
    ],
    privateRoomTitle: (seats) => `Una sala privata da ${seats} posti`,
    privateRoomText: (seats) =>
      `Riservabile per intero, la nostra sala da ${seats} posti accoglie le sue serate tra amici, i compleanni e gli eventi aziendali, con un menu preparato su misura.`,
    bookingsPhone: 'Prenotazioni:',
    contactUs: 'Ci contatti',
    cuisineEyebrow: 'Tra Ticino e Lemano',
    cuisineTitle: 'La nostra cucina',
    swissItalianTitle: 'Cucina italo-svizzera',
    swissItalianText:
      'Risotto, polenta, pasta fresca e pizze appena sfornate accanto ai prodotti del territorio ginevrino. Una cucina di mercato generosa, accompagnata da vini del Ticino, del Vallese e d’Italia.',
    charbonnadeTitle: 'Charbonnade, fonduta, ...',
    charbonnadeText:
      'Nelle sere d’inverno o tra amici: charbonnade di manzo con le salse della casa, fonduta moitié-moitié, raclette, entrecôte, filetti di pesce persico e, in autunno, la selvaggina.',
    seeMenu: 'Vedere il nostro menu',
    menuEyebrow: 'Dal mercato al piatto',
    menuTitle: 'Il menu',
    fullMenu: 'Vedere il menu completo',
    galleryEyebrow: 'In immagini',
    galleryTitle: 'La nostra galleria',
    previousPhoto: 'Foto precedente',
    nextPhoto: 'Foto successiva',
    wholeGallery: 'Vedere tutta la galleria',
  },
  board: {
    heading: 'Oggi sulla lavagna',
    intro: 'I piatti del giorno, oltre alla carta.',
  },
  setMenus: {
    heading: 'Menu fissi',
    intro: 'Un prezzo per il pasto, un piatto a scelta per ogni portata.',
    schedule: (days, when) => `servito ${days} ${when}`,
    midday: 'a pranzo',
    evening: 'a cena',
    hours: (from, to) => `dalle ${from} alle ${to}`,
    choice: 'a scelta',
    price: 'Prezzo del menu fisso',
  },
};
