import { lawNamesFr } from '../menu/law-fr';

type AnimalKey = keyof typeof lawNamesFr.animals;

const chf = (price: number) => `CHF ${price.toFixed(2)}`;

/** « pour 1 dl », « pour 1 dl et 2 dl », « pour 1 dl, 2 dl et 50 cl »; nothing for a dish without quantities. */
function forQuantities(quantities: readonly string[]): string {
  if (quantities.length === 0) return '';
  const last = quantities[quantities.length - 1];
  return quantities.length === 1 ? ` pour ${last}` : ` pour ${quantities.slice(0, -1).join(', ')} et ${last}`;
}

/** A weekly slot, as hours.ts's `OpeningSlot` (this file may not import it). */
interface SlotHours {
  day: string;
  opensAt: string;
  closesAt: string;
}
/** An exception open at two times (`YYYY-MM-DD`, `HH:MM`). */
interface OpenException {
  date: string;
  label: string;
  opensAt: string;
  closesAt: string;
}
/** « 31.12.2026 », as hours.ts's `swissDate` writes a date. */
const swissDate = (date: string) => date.split('-').reverse().join('.');
/** « Lundi · 11:30–14:30 », the slot's summary in /cms (hours.ts's `slotLabel`). */
const slotName = ({ day, opensAt, closesAt }: SlotHours) => `${day} · ${opensAt}–${closesAt}`;
/** « 24.12.2026 · Veille de Noël · 11:30–15:00 », the exception's summary in /cms (hours.ts's `exceptionLabel`). */
const exceptionName = ({ date, label, opensAt, closesAt }: OpenException) =>
  `${swissDate(date)} · ${label} · ${opensAt}–${closesAt}`;

/** A price a write would change: from `before` to `after`, in CHF. */
interface PriceChange {
  before: number;
  after: number;
}
/** The price of row `row` (from 1) of a drink's quantities, named `quantity`. */
interface QuantityPriceChange extends PriceChange {
  row: number;
  quantity: string;
}
/** The price guard's sentence, after its subject (docs/product.md#price-guard). */
const wouldPass = ({ before, after, factor }: PriceChange & { factor: number }) =>
  `passerait de ${chf(before)} à ${chf(after)}, soit au moins ${factor} fois ${after > before ? 'plus' : 'moins'} ` +
  "cher : vérifiez la virgule. Si c'est voulu, confirmez-le dans le tableau de bord /admin, ou enregistrez d'abord " +
  'un prix intermédiaire.';

/**
 * The staff's answers, by code (`<group>.<key>`, docs/product.md#messages-as-codes), in French only: the staff
 * routes and the dashboard speak French (docs/decisions.md#staff-messages-in-french). A sentence around values takes
 * them as one object, the `params` the answer carries beside the code; limits travel as values too, so this file
 * needs none of the modules that refuse with it.
 */
export const staffMessagesFr = {
  law: {
    allergensInvalid: 'Choisissez les allergènes dans la liste des 14 groupes',
    tracesInvalid: 'Choisissez les traces dans la liste des 14 groupes',
    dietsInvalid: 'Régime inconnu : végétarien ou végane',
    mentionsInvalid: 'Mention inconnue',
    originsInvalid: 'Les origines sont invalides',
    originsTooMany: ({ max }: { max: number }) => `Pas plus de ${max} origines par plat`,
    originAnimal: ({ row }: { row: number }) => `Origine ${row} : choisissez l'animal`,
    originProduction: ({ row }: { row: number }) => `Origine ${row} : indiquez élevage ou sauvage`,
    originSeaOnlyAquatic: ({ row }: { row: number }) =>
      `Origine ${row} : seuls les poissons et fruits de mer sont pêchés en mer`,
    originCountry: ({ row }: { row: number }) => `Origine ${row} : le pays est requis`,
    originCountryUnknown: ({ row }: { row: number }) => `Origine ${row} : pays inconnu, choisissez-le dans la liste`,
    originFaoArea: ({ row }: { row: number }) =>
      `Origine ${row} : la zone de pêche FAO est requise pour un poisson de mer sauvage`,
    originTooLong: ({ row, max }: { row: number; max: number }) =>
      `Origine ${row} : ${max} caractères au plus par texte`,
    /** An animal this dish cannot hold: meat in « Nos Poissons », fish in « Nos Viandes », fish without its allergen. */
    originMismatch: ({ animal }: { animal: AnimalKey }) =>
      `L'origine « ${lawNamesFr.animals[animal]} » ne correspond pas à ce plat.`,
    /** A dish of meat or fish without its origin: « À vérifier » lists it, the board refuses it. */
    originMissing: 'Origine de la viande ou du poisson non déclarée',
    originCountryToChoose: 'Pays d’origine à choisir dans la liste',
    quantitiesInvalid: 'Les quantités sont invalides',
    quantitiesTooMany: ({ max }: { max: number }) => `Pas plus de ${max} quantités par boisson`,
    quantityText: ({ row }: { row: number }) => `Quantité ${row} : indiquez un volume, ex. 1 dl, 50 cl ou 75 cl`,
    quantityPrice: ({ row }: { row: number }) =>
      `Quantité ${row} : le prix doit être un nombre positif de deux décimales au plus`,
    quantityRequired:
      'Indiquez la quantité servie pour ce prix (ex. 1 dl, 75 cl) : la loi l’exige pour les boissons, sauf boissons chaudes, cocktails et boissons à base d’eau ou de glace',
    drinkWithoutQuantity: 'Boisson sans quantité : indiquez-la avec son prix (« 1 dl », « 50 cl »)',
    allergensNeverConfirmed: 'Allergènes jamais confirmés',
    wineInvalid: 'Les détails du vin sont invalides',
    wineTooLong: ({ max }: { max: number }) => `Détails du vin : ${max} caractères au plus par texte`,
    wineVintage: ({ min, max }: { min: number; max: number }) =>
      `Le millésime doit être une année entre ${min} et ${max}`,
    wineOnlyForWines: 'Les détails du vin ne vont qu’aux vins',
    quantitiesOnlyForDrinks: 'Les quantités ne vont qu’aux boissons et aux vins',
    exemptionOnlyForDrinks: 'Seules les boissons se servent sans quantité',
    priceFromQuantity:
      'Le prix d’une boisson servie par quantités est celui de sa première quantité : changez-le dans « Quantités et prix »',
    confirmationInvalid: 'La confirmation des allergènes est invalide',
  },
  menuItem: {
    titleRequired: 'Le titre est requis',
    titleTooLong: ({ max }: { max: number }) => `Le titre ne doit pas dépasser ${max} caractères`,
    priceRequired: 'Le prix est requis',
    /** Not a number, or not above zero. */
    priceNotPositive: 'Le prix doit être un nombre positif',
    priceTooHigh: ({ max }: { max: number }) => `Le prix ne doit pas dépasser ${max} CHF`,
    priceTooPrecise: 'Le prix ne peut avoir que deux décimales',
    descriptionRequired: 'La description est requise',
    descriptionTooLong: ({ max }: { max: number }) => `La description ne doit pas dépasser ${max} caractères`,
    categoryRequired: 'La catégorie est requise',
    categoryUnknown: "Cette catégorie n'existe pas",
    availabilityUnknown: "Cette disponibilité n'existe pas (disponible, épuisé ou masqué)",
    soldOutOnInvalid: "La journée d'épuisement n'est pas une date valide",
    availableFromInvalid: "Le premier jour n'est pas une date valide",
    availableUntilInvalid: "Le dernier jour n'est pas une date valide",
    availableUntilBeforeFrom: 'Le dernier jour ne peut pas précéder le premier jour',
    boardUntilInvalid: "Le dernier jour à l'ardoise n'est pas une date valide",
    quantityExemptionUnknown: "Ce type de boisson n'existe pas",
    // The photo's type, size and pixels are refused with the guests' api.photo* codes, the upload route's own.
    photoMissing: 'Choisissez une photo.',
    photoTooMany: 'Envoyez une seule photo à la fois.',
    photoAltRequired: 'Décrivez la photo en quelques mots (texte alternatif).',
    photoAltTooLong: ({ max }: { max: number }) => `Le texte alternatif ne doit pas dépasser ${max} caractères.`,
  },
  board: {
    allergensAsked: 'Vérifiez les allergènes du plat, puis cochez « J’ai vérifié les allergènes de ce plat ».',
  },
  setMenu: {
    invalid: 'La formule est incomplète ou invalide : corrigez les champs signalés.',
    nameRequired: 'Le nom de la formule est requis',
    nameTooLong: ({ max }: { max: number }) => `Le nom de la formule ne doit pas dépasser ${max} caractères`,
    daysRequired: 'Choisissez au moins un jour où la formule est servie',
    dayUnknown: "Un des jours choisis n'existe pas",
    startsAtRequired: "Indiquez l'heure de début du service (HH:MM)",
    endsAtRequired: "Indiquez l'heure de fin du service (HH:MM)",
    sameTimes: "L'heure de fin doit différer de l'heure de début",
    coursesRequired: 'Ajoutez au moins un service (par exemple « Entrée » et « Plat »)',
    tooManyCourses: ({ max }: { max: number }) => `Une formule a au plus ${max} services`,
    courseNameRequired: ({ course }: { course: number }) =>
      `Service n° ${course} : indiquez son nom (par exemple « Plat »)`,
    courseNameTooLong: ({ course, max }: { course: number; max: number }) =>
      `Service n° ${course} : le nom ne doit pas dépasser ${max} caractères`,
    courseDishesRequired: ({ course }: { course: number }) => `Service n° ${course} : choisissez au moins un plat`,
    courseDishesTooMany: ({ course, max }: { course: number; max: number }) =>
      `Service n° ${course} : proposez au plus ${max} plats`,
    courseDishUnknown: ({ course }: { course: number }) => `Service n° ${course} : un des plats choisis n'existe pas`,
    notFound: "Cette formule n'existe pas",
    created: 'Formule créée',
    updated: 'Formule enregistrée',
    deleted: 'Formule supprimée',
  },
  tables: {
    invalid: 'Les données de la table sont invalides',
    labelRequired: 'Le nom de la table est requis (par exemple « 1 » ou « Terrasse 3 »)',
    labelTooLong: ({ max }: { max: number }) => `Le nom de la table ne peut pas dépasser ${max} caractères`,
    labelTaken: 'Une autre table porte déjà ce nom',
    notFound: 'Table introuvable',
    created: 'Table ajoutée',
    updated: 'Table enregistrée',
    areasSaved: 'Salles enregistrées',
    deleted: 'Table supprimée',
    menuPathInvalid:
      'La page doit être une adresse de ce site commençant par « / », par exemple « /la-carte » (pas un autre site)',
    menuPathSaved: 'Page des codes QR enregistrée',
    perPageInvalid: 'Choisissez 1, 4 ou 12 codes par page',
    seatsInvalid: ({ min, max }: { min: number; max: number }) =>
      `Le nombre de places doit être un nombre entier de ${min} à ${max}`,
    areaUnknown: ({ areas }: { areas: string }) => `Choisissez la salle parmi : ${areas}`,
    combinableInvalid: 'Les tables à joindre doivent être d’autres tables de la liste',
    onlineBookableInvalid: 'Indiquez si la table se réserve en ligne (true ou false)',
    areasInvalid: ({ max, maxLength }: { max: number; maxLength: number }) =>
      `Indiquez de 1 à ${max} salles, chacune de 1 à ${maxLength} caractères, sans doublon`,
    areaInUse: ({ area, count }: { area: string; count: number }) =>
      `La salle « ${area} » a encore ${count} table(s) : déplacez-les d’abord.`,
    settingsEmpty:
      'Indiquez la page des codes QR (menuPath), l’attribution des tables (assignTables) ou les salles (areas)',
    assignTablesInvalid: 'Indiquez si les tables s’attribuent aux réservations (true ou false)',
    heldByBookings: ({ count }: { count: number }) => `Cette table est attribuée à ${count} réservation(s) à venir.`,
    assignTablesOn: 'Les tables s’attribuent désormais à chaque réservation',
    assignTablesOnUnseated: ({ count }: { count: number }) =>
      `Les tables s’attribuent désormais à chaque réservation ; ${count} réservation(s) à venir restent sans table`,
    assignTablesOff: 'Les réservations ne reçoivent plus de table',
  },
  reservationTables: {
    invalid: 'Le déplacement est invalide',
    tablesInvalid: ({ max }: { max: number }) =>
      `Choisissez de 0 à ${max} tables de la liste (aucune : « sans table »)`,
    tableUnknown: 'Une des tables choisies n’existe plus : rechargez.',
    versionInvalid: 'Envoyez la version de la réservation que vous avez sous les yeux (version)',
    shareTablesInvalid: 'Indiquez si la table peut être partagée (true ou false)',
    moveAlone: 'Déplacez la réservation seule, sans changer en même temps son statut, son heure ou ses personnes',
    stale: 'La réservation a changé entre-temps : rechargez.',
    tableTaken: ({ label, name, time }: { label: string; name: string; time: string }) =>
      `La table ${label} est déjà attribuée à ${name} à ${time}.`,
    noTableFree: ({ count, time }: { count: number; time: string }) =>
      `Aucune table libre ne convient à ${count} personne(s) à ${time} : choisissez « sans table » ou une autre heure.`,
    moved: 'Tables enregistrées',
  },
  serviceView: {
    invalid: 'Le service demandé est invalide',
    dateInvalid: 'Indiquez la date au format AAAA-MM-JJ (date)',
    serviceInvalid: 'Indiquez le service : lunch (midi) ou dinner (soir) (service)',
  },
  reservationStatus: {
    notLateYet: "Le client n'est pas encore en retard.",
  },
  menuCsv: {
    empty: 'Le fichier est vide.',
    tooManyRows: ({ max }: { max: number }) => `Le fichier compte plus de ${max} lignes.`,
    unknownColumn: ({ line, name }: { line: number; name: string }) =>
      `Ligne ${line} : la colonne « ${name} » est inconnue.`,
    repeatedColumn: ({ line, name }: { line: number; name: string }) =>
      `Ligne ${line} : la colonne « ${name} » figure deux fois.`,
    missingColumn: ({ line, name }: { line: number; name: string }) => `Ligne ${line} : la colonne « ${name} » manque.`,
    cellCount: ({ line, found, expected }: { line: number; found: number; expected: number }) =>
      `Ligne ${line} : ${found} cellule(s) au lieu de ${expected}.`,
    unclosedQuote: ({ line }: { line: number }) => `Ligne ${line} : un guillemet ouvert n'est jamais fermé.`,
    /** A cell refused by its field's own rule, `message` being that rule's words. */
    field: ({ line, message }: { line: number; message: string }) =>
      `Ligne ${line} : ${message.charAt(0).toLowerCase()}${message.slice(1)}.`,
    repeatedId: ({ line, id, first }: { line: number; id: string; first: number }) =>
      `Ligne ${line} : l'identifiant « ${id} » figure déjà à la ligne ${first}.`,
    unknownId: ({ line, id }: { line: number; id: string }) =>
      `Ligne ${line} : aucun plat du menu n'a l'identifiant « ${id} ».`,
    priceJump: ({ line, before, after, factor }: { line: number; before: number; after: number; factor: number }) =>
      `Ligne ${line} : le prix passerait de ${chf(before)} à ${chf(after)}, soit au moins ` +
      `${factor} fois ${after > before ? 'plus' : 'moins'} cher : vérifiez la virgule (un tel changement se ` +
      `confirme dans le formulaire du plat).`,
    priceByQuantity: ({
      line,
      title,
      quantity,
      price,
    }: {
      line: number;
      title: string;
      quantity: string;
      price: number;
    }) =>
      `Ligne ${line} : le prix de « ${title} » est celui de sa première quantité (${quantity} ${chf(price)}) : ` +
      `changez les prix par quantité dans le formulaire du plat.`,
  },
  menuImport: {
    fileMissing: 'Le fichier est requis.',
    modeInvalid: 'Le mode doit être « preview » (aperçu) ou « apply » (appliquer).',
    fileRefused: "Le fichier contient des erreurs : rien n'a été importé.",
    pricesRefused: "Le changement de prix est impossible : rien n'a été modifié.",
    stale: "Le menu a changé depuis l'aperçu : vérifiez le nouvel aperçu avant de confirmer.",
    imported: ({ added, changed, removed }: { added: number; changed: number; removed: number }) =>
      `Import terminé : ${added} ajouté(s), ${changed} modifié(s), ${removed} supprimé(s).`,
    repriced: ({ count }: { count: number }) => `Prix mis à jour : ${count} plat(s) modifié(s).`,
  },
  bulkPrice: {
    percentInvalid: ({ min, max }: { min: number; max: number }) =>
      `Le pourcentage doit être un nombre entre ${min} et ${max}, différent de zéro, avec au plus deux décimales.`,
    stepInvalid: "L'arrondi doit être de 0.05, 0.10, 0.50 ou 1.00 CHF.",
    tooLow: ({ title, quantities }: { title: string; quantities: readonly string[] }) =>
      `Le prix de « ${title} »${forQuantities(quantities)} tomberait à zéro.`,
    tooHigh: ({ title, quantities, max }: { title: string; quantities: readonly string[]; max: number }) =>
      `Le prix de « ${title} »${forQuantities(quantities)} dépasserait ${max} CHF.`,
    noItems: "Cette catégorie n'a aucun plat.",
  },
  menuChanges: {
    /** The answer (409) to an unconfirmed price jump; the price's own message is in `errors.price`. */
    priceJumpUnconfirmed: 'Ce changement de prix doit être confirmé',
    /** `errors.price`: the item's price would be multiplied or divided by `factor` or more. */
    priceJump: ({ before, after, factor }: PriceChange & { factor: number }) =>
      `Le prix ${wouldPass({ before, after, factor })}`,
    /** `errors.quantities`: one sentence per price by quantity, the first row to fix first. */
    quantityPriceJumps: ({ jumps, factor }: { jumps: readonly QuantityPriceChange[]; factor: number }) =>
      jumps
        .map(
          ({ row, quantity, before, after }) =>
            `Quantité ${row} : le prix de « ${quantity} » ${wouldPass({ before, after, factor })}`,
        )
        .join(' '),
    readOnly:
      "Le journal des modifications du menu ne se modifie pas : il garde chaque changement tel qu'il a été fait. " +
      'Il ne peut être que consulté.',
  },
  printedMenu: {
    unknownSection: ({ section, sections }: { section: string; sections: string }) =>
      `Partie de la carte inconnue : « ${section} ». Parties imprimables : ${sections}.`,
  },
  inbox: {
    notFound: 'Message introuvable',
    pageInvalid: 'La page doit être un nombre entier supérieur ou égal à 1',
    pageSizeInvalid: ({ max }: { max: number }) => `La taille de page doit être un nombre entier de 1 à ${max}`,
    filterInvalid: 'Le filtre doit être « all » ou « unhandled »',
    queryInvalid: 'Les paramètres de la liste sont invalides',
    updateInvalid: 'Les données du message sont invalides',
    updateEmpty: 'Indiquez « read » ou « handled »',
    flagInvalid: 'La valeur doit être true ou false',
    updated: 'Message mis à jour',
    deleted: 'Message supprimé',
  },
  translation: {
    subjectUnknown: 'Choisissez un plat, une formule ou le restaurant.',
    subjectIdRequired: 'Indiquez le plat ou la formule à traduire.',
    languageUnknown: 'Choisissez une langue : en, de ou it.',
    fieldUnknown: "Ce texte n'existe pas (ou plus) en français : rechargez la page.",
    subjectNotFound: 'Ce plat ou cette formule n’existe plus : rechargez la page.',
    tooLong: ({ max }: { max: number }) => `La traduction ne peut dépasser ${max} caractères.`,
    validateNotBoolean: 'Indiquez si la traduction est validée (vrai ou faux).',
    emptyValidation: 'Écrivez une traduction avant de la valider.',
    saved: 'Traduction enregistrée',
    validated: 'Traduction validée',
    removed: 'Traduction supprimée : le texte s’affiche en français',
  },
  hours: {
    /** A write of the restaurant's facts refused by these rules, each problem then named on its list. */
    invalid: "Les horaires d'ouverture ne sont pas valides : corrigez les créneaux ou les exceptions signalés.",
    // A slot is named by its day and its place in the list (from 1), an exception by its date (`YYYY-MM-DD`).
    slotDayMissing: ({ slot }: { slot: number }) => `Créneau n° ${slot} : choisissez le jour.`,
    slotTimesMissing: ({ day, slot }: { day: string; slot: number }) =>
      `${day}, créneau n° ${slot} : indiquez l'heure d'ouverture et l'heure de fermeture (HH:MM).`,
    slotSameTimes: ({ day, slot }: { day: string; slot: number }) =>
      `${day}, créneau n° ${slot} : l'heure de fermeture doit différer de l'heure d'ouverture.`,
    slotsOverlap: ({ first, second }: { first: SlotHours; second: SlotHours }) =>
      `${slotName(first)} chevauche ${slotName(second)} : corrigez l'un des deux créneaux.`,
    exceptionDateInvalid: ({ exception }: { exception: number }) =>
      `Exception n° ${exception} : indiquez une date valide.`,
    exceptionLabelMissing: ({ date }: { date: string }) =>
      `Exception du ${swissDate(date)} : indiquez un libellé, par exemple « Jeûne genevois ».`,
    exceptionLabelTooLong: ({ date, max }: { date: string; max: number }) =>
      `Exception du ${swissDate(date)} : le libellé ne doit pas dépasser ${max} caractères.`,
    exceptionClosedWithTimes: ({ date }: { date: string }) =>
      `Exception du ${swissDate(date)} : fermé toute la journée : laissez les heures vides.`,
    exceptionTimesMissing: ({ date }: { date: string }) =>
      `Exception du ${swissDate(date)} : cochez « Fermé » ou indiquez l'heure d'ouverture et l'heure de fermeture (HH:MM).`,
    exceptionSameTimes: ({ date }: { date: string }) =>
      `Exception du ${swissDate(date)} : l'heure de fermeture doit différer de l'heure d'ouverture.`,
    exceptionsOverlap: ({ first, second }: { first: OpenException; second: OpenException }) =>
      `${exceptionName(first)} chevauche ${exceptionName(second)} : corrigez l'une des deux exceptions.`,
    closureWithOther: ({ date }: { date: string }) =>
      `Le ${swissDate(date)} a deux exceptions dont une fermeture : gardez-en une seule.`,
  },
  groupRequest: {
    notFound: 'Demande de groupe introuvable.',
    statusInvalid: 'Indiquez la réponse : confirmed (confirmée) ou declined (refusée).',
    updated: 'Demande de groupe mise à jour.',
  },
  /** Staff's proposal answering a group request (docs/product.md#group-proposals). */
  groupProposal: {
    invalid: 'La proposition est invalide.',
    dateRequired: 'Indiquez la date proposée (AAAA-MM-JJ).',
    datePast: 'Cette date est passée.',
    dateTooFar: ({ days }: { days: number }) => `Au plus ${days} jours à l’avance.`,
    timeInvalid: 'Heure au format HH:MM.',
    menuOne: 'Choisissez une formule ou une soirée, l’une des deux.',
    setMenuUnknown: 'Cette formule n’existe plus.',
    eveningUnknown: 'Cette soirée n’existe plus.',
    eveningDay: 'Proposez le jour de la soirée, à l’une de ses heures d’arrivée.',
    priceInvalid: ({ max }: { max: number }) =>
      `Prix par personne en CHF, plus de 0 et au plus ${max}, deux décimales au plus.`,
    depositInvalid: 'Acompte par personne en CHF, de 0 au prix par personne, deux décimales au plus.',
    depositWithoutAccount:
      'Pas d’acompte sans compte : renseignez l’IBAN dans les réglages de paiement, ou indiquez 0.',
    messageTooLong: ({ max }: { max: number }) => `Au plus ${max} caractères.`,
    withoutEmail: 'Cette demande n’a pas d’adresse e-mail : appelez le client.',
    alreadyTaken: ({ reference }: { reference: string }) =>
      `Le client a déjà accepté une proposition : voyez la réservation ${reference}.`,
    sent: ({ email }: { email: string }) => `Proposition envoyée à ${email}.`,
    notSent: 'Proposition enregistrée, mais l’e-mail n’a pas pu partir : le serveur d’envoi n’est pas configuré.',
  },
  staffAccount: {
    /** A staff login's password typed in /cms, shorter than ADMIN_PASSWORD's rule. */
    passwordTooShort: ({ min }: { min: number }) => `Le mot de passe doit compter au moins ${min} caractères.`,
  },
  /** The payment settings (docs/product.md#payment-settings). */
  payments: {
    invalid: 'Les réglages de paiement sont invalides.',
    ibanCountry: 'Seul un IBAN suisse ou liechtensteinois (CH ou LI) reçoit des paiements par QR-facture.',
    ibanInvalid: 'Cet IBAN n’est pas valable : vérifiez-le sur le relevé de la banque (21 caractères, CH ou LI).',
    addressRequired: 'Requis avec un IBAN : la QR-facture imprime le nom et l’adresse du bénéficiaire.',
    tooLong: ({ max }: { max: number }) => `Au plus ${max} caractères sur la QR-facture.`,
    countryInvalid: 'Pays du bénéficiaire : CH ou LI.',
    vatNumberInvalid: 'Numéro TVA au format « CHE-123.456.789 TVA » (ou MWST, IVA).',
    vatRateInvalid: 'Taux de TVA en pour cent, plus de 0 et au plus 100, deux décimales au plus.',
    vatBoth: 'Indiquez le numéro TVA et le taux ensemble, ou aucun des deux.',
    saved: 'Réglages de paiement enregistrés.',
  },
  /** The evenings (docs/product.md#evenings). */
  evening: {
    invalid: 'La soirée est invalide.',
    nameRequired: 'Indiquez le nom de la soirée.',
    tooLong: ({ max }: { max: number }) => `Au plus ${max} caractères.`,
    slugInvalid: ({ max }: { max: number }) =>
      `Adresse de la page : lettres minuscules sans accents, chiffres et traits d’union, au plus ${max} caractères.`,
    slugTaken: 'Une autre soirée a déjà cette adresse de page.',
    dateRequired: 'Indiquez la date de la soirée (AAAA-MM-JJ).',
    datePast: 'Cette date est passée.',
    timesRequired: 'Indiquez au moins une heure d’arrivée.',
    timeInvalid: 'Heure d’arrivée au format HH:MM.',
    tooManyTimes: ({ max }: { max: number }) => `Au plus ${max} heures d’arrivée.`,
    timesOneService: 'Les heures d’arrivée d’une soirée sont toutes au midi ou toutes au soir (dès 16:00).',
    menuOne: 'Choisissez une formule ou écrivez le menu, l’un des deux.',
    setMenuUnknown: 'Cette formule n’existe plus.',
    priceInvalid: ({ max }: { max: number }) =>
      `Prix par personne en CHF, plus de 0 et au plus ${max}, deux décimales au plus.`,
    depositInvalid: 'Acompte par personne en CHF, de 0 au prix par personne, deux décimales au plus.',
    depositWithoutAccount:
      'Pas d’acompte sans compte : renseignez l’IBAN dans les réglages de paiement, ou indiquez 0.',
    capacityInvalid: ({ max }: { max: number }) => `Couverts de la soirée : un nombre entier de 1 à ${max}.`,
    maxPartyInvalid: 'Plus grande table en ligne : un nombre entier de 1 aux couverts de la soirée.',
    publishedInvalid: 'Indiquez published : true pour publier la soirée, false pour la garder en brouillon.',
    notFound: 'Soirée introuvable.',
    hasBookings: 'Cette soirée a des réservations : dépubliez-la plutôt que de la supprimer.',
    saved: 'Soirée enregistrée.',
    deleted: 'Soirée supprimée.',
  },
  /** The bank's file of credits (docs/product.md#bank-file). */
  bankFile: {
    unreadable: ({ reason }: { reason: string }) => `Fichier bancaire illisible : ${reason}.`,
    notCamt: 'ce n’est pas un avis camt.054 ni un relevé camt.053 (XML ISO 20022)',
    version: ({ version }: { version: string }) =>
      `version ${version} non prise en charge (camt.054.001.04 ou .08, camt.053.001.04 ou .08)`,
    doctype: 'une déclaration DOCTYPE n’est pas acceptée',
    zip: 'archive ZIP illisible ou trop grande',
    emptyZip: 'l’archive ne contient aucun fichier XML',
    unsupportedType: 'Envoyez le fichier de la banque : XML camt.054 ou camt.053, ou un ZIP de ces fichiers.',
    tooLarge: ({ max }: { max: number }) => `Fichier trop volumineux : ${max} Mo au plus.`,
    oneFile: 'Un seul fichier par envoi.',
    queryInvalid: 'Indiquez le mois (month=AAAA-MM) ou la réservation (reservation=référence).',
    imported: ({ count }: { count: number }) =>
      count === 1 ? '1 nouveau crédit importé.' : `${count} nouveaux crédits importés.`,
  },
  /** A payment or refund written by hand in a booking's payments (docs/product.md#bank-file). */
  paymentEntry: {
    invalid: 'Paiement non enregistré : corrigez les champs signalés.',
    kindInvalid: 'Choisissez « Paiement reçu » ou « Remboursement ».',
    amountInvalid: ({ max }: { max: number }) => `Montant en CHF, plus de 0 et au plus ${max}, deux décimales au plus.`,
    dateInvalid: 'Date au format AAAA-MM-JJ, aujourd’hui ou avant.',
    reservationNotFound: 'Réservation introuvable.',
    noDeposit: 'Cette réservation n’a pas d’acompte : il n’y a rien à y enregistrer.',
    refundTooLarge: ({ max }: { max: string }) => `Remboursement au plus de ce qui a été payé : CHF ${max}.`,
    received: 'Paiement enregistré.',
    receivedConfirmed: 'Paiement enregistré : réservation confirmée.',
    refunded: 'Remboursement enregistré.',
  },
  reservationPause: {
    pausedInvalid: 'Indiquez paused : true pour suspendre les réservations en ligne ce soir, false pour les reprendre.',
    paused: 'Réservations en ligne suspendues pour ce soir.',
    resumed: 'Réservations en ligne ouvertes ce soir.',
  },
} as const;
