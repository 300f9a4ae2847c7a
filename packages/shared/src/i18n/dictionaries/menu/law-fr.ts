/**
 * The French names of what Swiss food law asks a menu to say, by the codes of law.ts: the French dictionary's, and
 * the French texts' the staff read (the dashboard's lists, the change journal, the menu file, the law's messages).
 * The other languages name the same codes in their own dictionaries (menu/<lang>.ts).
 */
export const lawNamesFr = {
  /** OIDAl annex 6; `symbol` is the short mark shown on the menu. */
  allergens: {
    gluten: { label: 'Céréales contenant du gluten', short: 'Gluten', symbol: 'Gl' },
    crustaces: { label: 'Crustacés', short: 'Crustacés', symbol: 'Cr' },
    oeufs: { label: 'Œufs', short: 'Œufs', symbol: 'Œ' },
    poissons: { label: 'Poissons', short: 'Poissons', symbol: 'Po' },
    arachides: { label: 'Arachides', short: 'Arachides', symbol: 'Ar' },
    soja: { label: 'Soja', short: 'Soja', symbol: 'So' },
    lait: { label: 'Lait (y c. lactose)', short: 'Lait', symbol: 'La' },
    'fruits-a-coque': { label: 'Fruits à coque', short: 'Fruits à coque', symbol: 'Fc' },
    celeri: { label: 'Céleri', short: 'Céleri', symbol: 'Cé' },
    moutarde: { label: 'Moutarde', short: 'Moutarde', symbol: 'Mo' },
    sesame: { label: 'Graines de sésame', short: 'Sésame', symbol: 'Sé' },
    sulfites: { label: 'Anhydride sulfureux et sulfites (> 10 mg/kg ou mg/l)', short: 'Sulfites', symbol: 'Su' },
    lupin: { label: 'Lupin', short: 'Lupin', symbol: 'Lu' },
    mollusques: { label: 'Mollusques', short: 'Mollusques', symbol: 'Mq' },
  },
  animals: {
    boeuf: 'Bœuf',
    veau: 'Veau',
    porc: 'Porc',
    agneau: 'Agneau',
    chevre: 'Chèvre',
    cheval: 'Cheval',
    volaille: 'Volaille',
    gibier: 'Gibier',
    poisson: 'Poisson',
    crustaces: 'Crustacés',
    mollusques: 'Mollusques',
  },
  productions: { elevage: 'élevage', sauvage: 'sauvage', 'sauvage-mer': 'sauvage, pêché en mer' },
  faoAreas: {
    18: 'Océan Arctique',
    21: 'Atlantique Nord-Ouest',
    27: 'Atlantique Nord-Est',
    31: 'Atlantique Centre-Ouest',
    34: 'Atlantique Centre-Est',
    37: 'Méditerranée et mer Noire',
    41: 'Atlantique Sud-Ouest',
    47: 'Atlantique Sud-Est',
    48: 'Atlantique Antarctique',
    51: 'Océan Indien Ouest',
    57: 'Océan Indien Est',
    58: 'Océan Indien Antarctique',
    61: 'Pacifique Nord-Ouest',
    67: 'Pacifique Nord-Est',
    71: 'Pacifique Centre-Ouest',
    77: 'Pacifique Centre-Est',
    81: 'Pacifique Sud-Ouest',
    87: 'Pacifique Sud-Est',
    88: 'Pacifique Antarctique',
  },
  /** Each mention's name in the form, and its wording on the menu. */
  mentions: {
    hormones: {
      label: 'Stimulateurs de performance hormonaux',
      wording: 'Peut avoir été produit avec des hormones comme stimulateurs de performance.',
    },
    antibiotiques: {
      label: 'Stimulateurs de performance non hormonaux',
      wording:
        "Peut avoir été produit avec des antibiotiques ou d'autres substances antimicrobiennes comme stimulateurs de performance.",
    },
    'oeufs-batterie': {
      label: 'Œufs de poules en batterie',
      wording: "Contient des œufs de poules élevées en batterie, mode d'élevage non admis en Suisse.",
    },
    'oies-gavees': { label: 'Foie gras ou magret d’oie', wording: 'Issu d’oies gavées.' },
    'canards-gaves': { label: 'Foie gras ou magret de canard', wording: 'Issu de canards gavés.' },
    'sans-anesthesie': {
      label: 'Méthode douloureuse sans anesthésie',
      wording: 'Peut avoir été obtenu par une méthode provoquant des douleurs, sans anesthésie.',
    },
  },
  diets: { vegetarien: 'Végétarien', vegane: 'Végane' },
  guestFilters: {
    'sans-gluten': 'Sans gluten',
    'sans-lactose': 'Sans lactose',
    'sans-fruits-a-coque': 'Sans fruits à coque',
    'sans-arachides': 'Sans arachides',
    'sans-oeufs': 'Sans œufs',
    vegetarien: 'Végétarien',
    vegane: 'Végane',
  },
};
