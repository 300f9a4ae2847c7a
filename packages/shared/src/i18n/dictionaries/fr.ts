import { swissTime } from '../../hours';
import { RESTAURANT_NAME } from '../../brand';
import { menuFr } from './menu/fr';
import { galleryFr } from './gallery/fr';
import { contactFr } from './contact/fr';
import { bookingFr } from './booking/fr';
import { bookingMailFr } from './booking-mail/fr';
import { manageFr } from './manage/fr';
import { proposalFr } from './proposal/fr';
import { eveningFr } from './evening/fr';
import { messagesFr } from './messages/fr';
import { notFoundFr } from './not-found/fr';
import { legalFr } from './legal/fr';
import { hoursFr } from './hours/fr';

/**
 * The public site's texts in French, the source language (docs/product.md#languages): the other dictionaries take
 * its shape (`Dictionary`). Texts the owner edits in /cms are not here.
 */
export const fr = {
  layout: {
    skipLink: 'Aller au contenu',
    mainNavigation: 'Navigation principale',
    about: 'A propos de nous',
    menu: 'La carte',
    gallery: 'Galerie',
    contact: 'Contact',
    book: 'Réserver une table',
    menuButton: 'Menu',
    darkMode: 'Mode sombre',
    toLightMode: 'Revenir au mode clair',
    toDarkMode: 'Passer au mode sombre',
    languages: 'Langue du site',
  },
  footer: {
    label: 'Pied de page',
    findUs: 'Nous trouver',
    loadingContact: 'Chargement des coordonnées…',
    nearStation: 'Près de la gare Cornavin, Genève.',
    hours: 'Horaires',
    loadingHours: 'Chargement des horaires…',
    hoursUnavailable: 'Horaires momentanément indisponibles.',
    newsletter: 'Newsletter',
    newsletterText: 'Nos suggestions du moment et nos soirées, une fois par mois.',
    emailLabel: 'Votre adresse e-mail',
    emailPlaceholder: 'Enter Email',
    subscribe: "S'inscrire",
    rights: 'Tous droits réservés.',
    fullMenu: 'La carte complète',
    legalNotice: 'Mentions légales',
    privacy: 'Protection des données',
  },
  /** Swiper's screen-reader texts; `{{index}}` and `{{slidesLength}}` are Swiper's own blanks. */
  carousel: {
    slideLabel: '{{index}} sur {{slidesLength}}',
    roleDescription: 'carrousel',
    item: 'image',
    heroLabel: 'Images du restaurant',
  },
  actionBar: {
    label: 'Appeler ou venir',
    call: 'Appeler',
    callNumber: (phone: string) => `Appeler le ${phone}`,
    directions: 'Itinéraire',
    directionsTo: (address: string) => `Itinéraire vers ${address}`,
  },
  menu: menuFr,
  gallery: galleryFr,
  contact: contactFr,
  booking: bookingFr,
  bookingMail: bookingMailFr,
  manage: manageFr,
  proposal: proposalFr,
  evening: eveningFr,
  /** The API's answers and the pages' own checks, by code. */
  messages: messagesFr,
  notFound: notFoundFr,
  legal: legalFr,
  hours: hoursFr,
  pages: {
    home: {
      title: `${RESTAURANT_NAME} — Restaurant suisse-italien à Genève`,
      description: `${RESTAURANT_NAME} : cuisine suisse-italienne de marché à deux pas de la gare Cornavin, Genève.`,
    },
    menu: {
      title: `La carte — ${RESTAURANT_NAME}`,
      description: `La carte de la ${RESTAURANT_NAME} à Genève : charbonnades, fondues, filets de perche, pâtes fraîches et spécialités tessinoises, prix en CHF.`,
    },
    gallery: {
      title: `Galerie — ${RESTAURANT_NAME}`,
      description: `La salle, la cuisine et les plats de la ${RESTAURANT_NAME}, restaurant suisse-italien près de la gare Cornavin à Genève, en images.`,
    },
    contact: {
      title: `Contact — ${RESTAURANT_NAME}`,
      description: `Téléphone, e-mail, adresse et plan d'accès de la ${RESTAURANT_NAME}, restaurant suisse-italien près de la gare Cornavin à Genève.`,
    },
    booking: {
      title: `Réserver une table — ${RESTAURANT_NAME}`,
      description: `Réservez votre table en ligne à la ${RESTAURANT_NAME}, restaurant suisse-italien près de la gare Cornavin à Genève : horaires libres, confirmation immédiate.`,
    },
  },
  home: {
    heroEyebrow: 'Genève · Cornavin',
    fallbackTagline: 'Cuisine de marché suisse-italienne, à deux pas de la gare Cornavin',
    discover: 'Découvrir plus',
    previousImage: 'Image précédente',
    nextImage: 'Image suivante',
    presentationTitle: 'Une trattoria tessinoise au cœur de Genève',
    /** After the presentation: when the restaurant serves (« du lundi au samedi »). */
    welcome: (days: string) => ` Nous vous accueillons ${days}.`,
    presentation: (chefName: string | null) =>
      `À quelques pas de la gare Cornavin, notre chef cuisinier${chefName ? ` ${chefName}` : ''} et sa brigade cuisinent chaque jour les produits du marché, entre recettes du Tessin et grands classiques suisses.`,
    specialitiesTitle: 'Nos spécialités maison',
    specialities: [
      'Charbonnade',
      'Fondues',
      'Raclette',
      'Entrecôte',
      'Filets de perche',
      'Pizzas',
      'Pâtes',
      'Chasse en saison',
    ],
    privateRoomTitle: (seats: number) => `Une salle privée de ${seats} places`,
    privateRoomText: (seats: number) =>
      `Entièrement privatisable, notre salle de ${seats} places accueille vos sorties entre amis, vos anniversaires et vos événements d'entreprise, avec un menu préparé sur mesure.`,
    bookingsPhone: 'Réservations\u00a0:',
    contactUs: 'Nous contacter',
    cuisineEyebrow: 'Entre Tessin et Léman',
    cuisineTitle: 'Notre cuisine',
    swissItalianTitle: 'Cuisine suisse-italienne',
    swissItalianText:
      "Risotto, polenta, pâtes fraîches et pizzas sorties du four côtoient les produits du terroir genevois. Une cuisine de marché généreuse, accompagnée de vins du Tessin, du Valais et d'Italie.",
    charbonnadeTitle: 'Charbonnade, fondue, ...',
    charbonnadeText:
      "Les soirs d'hiver comme entre amis\u00a0: charbonnade de bœuf et ses sauces maison, fondue moitié-moitié, raclette, entrecôte, filets de perche et, en automne, la chasse.",
    seeMenu: 'Voir notre carte',
    menuEyebrow: "Du marché à l'assiette",
    menuTitle: 'La carte',
    fullMenu: 'Voir la carte complète',
    galleryEyebrow: 'En images',
    galleryTitle: 'Notre galerie',
    previousPhoto: 'Photo précédente',
    nextPhoto: 'Photo suivante',
    wholeGallery: 'Voir toute la galerie',
  },
  board: {
    heading: "Aujourd'hui à l'ardoise",
    intro: 'Les plats du jour, en plus de la carte.',
  },
  setMenus: {
    heading: 'Formules',
    intro: 'Un prix pour le repas, un plat au choix à chaque service.',
    /** « servie du lundi au vendredi à midi » (docs/product.md#set-menus). */
    schedule: (days: string, when: string) => `servie ${days} ${when}`,
    midday: 'à midi',
    evening: 'le soir',
    hours: (from: string, to: string) => `de ${swissTime(from)} à ${swissTime(to)}`,
    choice: 'au choix',
    price: 'Prix de la formule',
  },
};
