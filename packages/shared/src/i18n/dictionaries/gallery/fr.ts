/**
 * The gallery page's texts (docs/product.md#languages), the photos' descriptions in the order of their files
 * (/images/galerie/1.JPG first): the French list is `as const`, so every language describes as many photos.
 */
export const galleryFr = {
  breadcrumb: "Fil d'Ariane",
  home: 'Accueil',
  current: 'Galerie',
  title: 'Notre galerie',
  gridLabel: 'Photos de la trattoria',
  enlarge: (n: number, total: number, alt: string) => `Agrandir l'image ${n} sur ${total} : ${alt}`,
  teaserLabel: 'Aperçu de la galerie',
  lightbox: {
    previous: 'Image précédente',
    next: 'Image suivante',
    close: 'Fermer',
    enterFullscreen: 'Plein écran',
    exitFullscreen: 'Quitter le plein écran',
    lightbox: 'Visionneuse de la galerie',
    carousel: 'carrousel',
    slide: 'image',
    photoGallery: 'Galerie photo',
    counter: '{index} sur {total}',
  },
  photos: [
    'La salle du restaurant, tables nappées de blanc sous des suspensions dorées',
    'Un caquelon de fondue moitié-moitié fumant, avec des cubes de pain sur des piques',
    'Une demi-meule de raclette fondante sous le grill, servie avec des pommes de terre',
    'Le four à bois ouvert, une pizza margherita prête à être enfournée',
    'Une assiette de tagliatelles fraîches au basilic et au parmesan',
    'Des filets de perche du Léman dorés au beurre, citron et frites',
    'La cave à vins, des rangées de bouteilles suisses et italiennes',
    'La salle privée de 32 places dressée pour un anniversaire',
    'La terrasse ombragée avec ses parasols et ses tables pour deux',
    'Le quartier de Cornavin au crépuscule, la gare éclairée',
    "Le jet d'eau sur le lac Léman par une fin d'après-midi",
    "Châtaignes grillées et civet de chevreuil, la chasse d'automne",
    'Un tiramisu, une panna cotta aux fruits rouges et un espresso',
    'La charbonnade : un gril de table avec des lamelles de bœuf et des sauces',
    'Une entrecôte grillée, beurre maison et légumes du marché',
    'Une planche d’antipasti tessinois : salami, coppa, fromages et olives',
    'Deux verres de merlot du Tessin levés pour trinquer',
  ] as const,
};
