import { RESTAURANT_NAME } from '../../brand';
import { menuDe } from './menu/de';
import { galleryDe } from './gallery/de';
import { contactDe } from './contact/de';
import { bookingDe } from './booking/de';
import { bookingMailDe } from './booking-mail/de';
import { manageDe } from './manage/de';
import { proposalDe } from './proposal/de';
import { eveningDe } from './evening/de';
import { messagesDe } from './messages/de';
import { notFoundDe } from './not-found/de';
import { legalDe } from './legal/de';
import { hoursDe } from './hours/de';
import type { Dictionary } from '../dictionary';

/** The public site's texts in German, Swiss usage (no ß) (docs/product.md#languages). */
export const de: Dictionary = {
  layout: {
    skipLink: 'Zum Inhalt springen',
    mainNavigation: 'Hauptnavigation',
    about: 'Über uns',
    menu: 'Speisekarte',
    gallery: 'Galerie',
    contact: 'Kontakt',
    book: 'Tisch reservieren',
    menuButton: 'Menü',
    darkMode: 'Dunkelmodus',
    toLightMode: 'Zurück zum hellen Modus',
    toDarkMode: 'Zum Dunkelmodus wechseln',
    languages: 'Sprache der Website',
  },
  footer: {
    label: 'Fusszeile',
    findUs: 'So finden Sie uns',
    loadingContact: 'Adresse wird geladen…',
    nearStation: 'Beim Bahnhof Cornavin, Genf.',
    hours: 'Öffnungszeiten',
    loadingHours: 'Öffnungszeiten werden geladen…',
    hoursUnavailable: 'Öffnungszeiten momentan nicht verfügbar.',
    newsletter: 'Newsletter',
    newsletterText: 'Unsere aktuellen Empfehlungen und Anlässe, einmal im Monat.',
    emailLabel: 'Ihre E-Mail-Adresse',
    emailPlaceholder: 'E-Mail eingeben',
    subscribe: 'Abonnieren',
    rights: 'Alle Rechte vorbehalten.',
    fullMenu: 'Die ganze Speisekarte',
    legalNotice: 'Impressum',
    privacy: 'Datenschutz',
  },
  carousel: {
    slideLabel: '{{index}} von {{slidesLength}}',
    roleDescription: 'Karussell',
    item: 'Bild',
    heroLabel: 'Bilder des Restaurants',
  },
  actionBar: {
    label: 'Anrufen oder vorbeikommen',
    call: 'Anrufen',
    callNumber: (phone) => `${phone} anrufen`,
    directions: 'Route',
    directionsTo: (address) => `Route nach ${address}`,
  },
  menu: menuDe,
  gallery: galleryDe,
  contact: contactDe,
  booking: bookingDe,
  bookingMail: bookingMailDe,
  manage: manageDe,
  proposal: proposalDe,
  evening: eveningDe,
  /** The API's answers and the pages' own checks, by code. */
  messages: messagesDe,
  notFound: notFoundDe,
  legal: legalDe,
  hours: hoursDe,
  pages: {
    home: {
      title: `${RESTAURANT_NAME} — Schweizerisch-italienisches Restaurant in Genf`,
      description: `${RESTAURANT_NAME}: schweizerisch-italienische Marktküche, wenige Schritte vom Bahnhof Cornavin in Genf.`,
    },
    menu: {
      title: `Speisekarte — ${RESTAURANT_NAME}`,
      description: `Die Speisekarte der ${RESTAURANT_NAME} in Genf: Charbonnade, Fondues, Egli-Filets, frische Teigwaren und Tessiner Spezialitäten, Preise in CHF.`,
    },
    gallery: {
      title: `Galerie — ${RESTAURANT_NAME}`,
      description: `Gaststube, Küche und Gerichte der ${RESTAURANT_NAME}, schweizerisch-italienisches Restaurant beim Bahnhof Cornavin in Genf, in Bildern.`,
    },
    contact: {
      title: `Kontakt — ${RESTAURANT_NAME}`,
      description: `Telefon, E-Mail, Adresse und Anfahrt zur ${RESTAURANT_NAME}, schweizerisch-italienisches Restaurant beim Bahnhof Cornavin in Genf.`,
    },
    booking: {
      title: `Tisch reservieren — ${RESTAURANT_NAME}`,
      description: `Reservieren Sie Ihren Tisch online in der ${RESTAURANT_NAME}, schweizerisch-italienisches Restaurant beim Bahnhof Cornavin in Genf: freie Zeiten, sofortige Bestätigung.`,
    },
  },
  home: {
    heroEyebrow: 'Genf · Cornavin',
    fallbackTagline: 'Schweizerisch-italienische Marktküche, wenige Schritte vom Bahnhof Cornavin',
    discover: 'Mehr entdecken',
    previousImage: 'Vorheriges Bild',
    nextImage: 'Nächstes Bild',
    presentationTitle: 'Eine Tessiner Trattoria mitten in Genf',
    welcome: (days) => ` Wir empfangen Sie ${days}.`,
    presentation: (chefName) =>
      `Wenige Schritte vom Bahnhof Cornavin kocht unser Küchenchef${chefName ? ` ${chefName}` : ''} mit seiner Brigade täglich mit Produkten vom Markt, zwischen Tessiner Rezepten und grossen Schweizer Klassikern.`,
    specialitiesTitle: 'Unsere Spezialitäten',
    specialities: [
      'Charbonnade',
      'Fondues',
      'Raclette',
      'Entrecôte',
      'Egli-Filets',
      'Pizzas',
      'Teigwaren',
      'Wild in der Saison',
    ],
    privateRoomTitle: (seats) => `Ein privater Saal mit ${seats} Plätzen`,
    privateRoomText: (seats) =>
      `Unser Saal mit ${seats} Plätzen lässt sich ganz reservieren: für Abende unter Freunden, Geburtstage und Firmenanlässe, mit einem Menü nach Mass.`,
    bookingsPhone: 'Reservationen:',
    contactUs: 'Kontakt aufnehmen',
    cuisineEyebrow: 'Zwischen Tessin und Genfersee',
    cuisineTitle: 'Unsere Küche',
    swissItalianTitle: 'Schweizerisch-italienische Küche',
    swissItalianText:
      'Risotto, Polenta, frische Teigwaren und Pizzas aus dem Ofen neben Produkten aus dem Genfer Umland. Eine grosszügige Marktküche, begleitet von Weinen aus dem Tessin, dem Wallis und Italien.',
    charbonnadeTitle: 'Charbonnade, Fondue, ...',
    charbonnadeText:
      'An Winterabenden oder unter Freunden: Rindfleisch-Charbonnade mit hausgemachten Saucen, Fondue moitié-moitié, Raclette, Entrecôte, Egli-Filets und im Herbst Wild.',
    seeMenu: 'Zur Speisekarte',
    menuEyebrow: 'Vom Markt auf den Teller',
    menuTitle: 'Speisekarte',
    fullMenu: 'Die ganze Speisekarte',
    galleryEyebrow: 'In Bildern',
    galleryTitle: 'Unsere Galerie',
    previousPhoto: 'Vorheriges Foto',
    nextPhoto: 'Nächstes Foto',
    wholeGallery: 'Die ganze Galerie ansehen',
  },
  board: {
    heading: 'Heute auf der Tafel',
    intro: 'Die Tagesgerichte, zusätzlich zur Karte.',
  },
  setMenus: {
    heading: 'Menüs',
    intro: 'Ein Preis für die Mahlzeit, bei jedem Gang ein Gericht nach Wahl.',
    schedule: (days, when) => `serviert ${days} ${when}`,
    midday: 'mittags',
    evening: 'abends',
    hours: (from, to) => `von ${from.replace(':', '.')} bis ${to.replace(':', '.')} Uhr`,
    choice: 'nach Wahl',
    price: 'Preis des Menüs',
  },
};
