import { RESTAURANT_NAME } from '../../../brand';
import { FRENCH_MONTHS, WEEK_DAYS } from '../../../hours';

const persons = (count: number) => `${count} ${count === 1 ? 'personne' : 'personnes'}`;

/**
 * The booking page's texts (docs/product.md#languages). Parts that follow or precede a value keep their spaces, so
 * the French page renders as it always has.
 */
export const bookingFr = {
  intro: 'Choisissez le nombre de personnes, la date puis l’heure : les jours de fermeture sont grisés.',
  /** Followed by the restaurant's number, then a full stop. */
  question: 'Une question ? Appelez-nous au ',
  heading: 'Votre table',
  /** Above a refused form, before the list of what to fix. */
  fixSummary: 'Veuillez corriger :',
  partySize: 'Nombre de personnes',
  persons,
  groupOption: (max: number) => `Plus de ${max} personnes : demande de groupe`,
  /** Followed by the day. */
  timesOn: 'Horaires libres le ',
  searchingTimes: 'Recherche des horaires libres',
  date: 'Date',
  /** Between « Date » and the chosen day. */
  dateSeparator: ' : ',
  wantedDate: 'Date souhaitée',
  seeTimes: 'Voir les horaires libres',
  fields: {
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    notes: 'Remarques (facultatif)',
  },
  notesHint: 'Occasion, chaise haute… Des allergies écrites ici sont traitées comme celles cochées ci-dessus.',
  /** The guest's allergies (health data): the 14 groups' boxes, then the consent that lets the restaurant keep them. */
  allergies: {
    legend: 'Allergies ou intolérances (facultatif)',
    consent:
      'J’accepte que le restaurant garde ces allergies, et celles que j’écris dans les remarques, pour préparer mon repas sans danger\u00a0; elles ne figurent dans aucun e-mail et sont effacées avec ma réservation.',
  },
  trap: 'Site web',
  sending: 'Envoi en cours',
  bookFor: (party: number, time: string | null) => `Réserver pour ${persons(party)}${time ? ` à ${time}` : ''}`,
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  daysOf: (month: string) => `Jours de ${month}`,
  /** Monday first, as Swiss calendars are. */
  weekdays: WEEK_DAYS.map((name) => name.toLowerCase()) as unknown as readonly [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ],
  months: FRENCH_MONTHS as unknown as readonly [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ],
  /** « mardi 1 décembre 2026 ». */
  longDay: (weekday: string, day: number, month: string, year: string) => `${weekday} ${day} ${month} ${year}`,
  /** The group request form (parties above the online maximum, or the private room). */
  group: {
    heading: 'Demande de groupe',
    intro: 'Pour un groupe ou le salon privé, dites-nous ce que vous souhaitez : nous vous répondons au plus vite.',
    date: 'Date',
    time: 'Heure',
    guests: 'Nombre d’invités',
    occasion: 'Occasion (facultatif)',
    budget: 'Budget par personne en CHF (facultatif)',
    message: 'Message',
    privateRoom: 'Nous souhaitons le salon privé',
    send: 'Envoyer la demande',
    sent: 'Demande envoyée',
  },
  /** The answer to a booking; `reference` is followed by the reference. */
  done: {
    confirmed: 'Réservation confirmée',
    requested: 'Demande envoyée',
    /** What was booked: « samedi 5 décembre 2026 à 19:30, 4 personnes ». */
    summary: (day: string, time: string, people: string) => `${day} à ${time}, ${people}`,
    reference: 'Référence : ',
    calendar: 'Ajouter à mon agenda (.ics)',
    keepLink:
      'Gardez ce lien : il vous permet de voir, de modifier ou d’annuler votre réservation. Si aucun e-mail ne vous parvient, cette page en est la seule copie.',
    manage: 'Gérer ma réservation',
  },
  /** The waiting list for a full time (docs/product.md#waiting-list), under the day's times. */
  waitlist: {
    legend: 'Liste d’attente',
    intro:
      'Complet à l’heure voulue\u00a0? Inscrivez-vous sur la liste d’attente\u00a0: nous vous écrivons si une table se libère.',
    /** The select of the day's full times. */
    time: 'Heure souhaitée',
    choose: 'Choisir une heure',
    join: (time: string | null) => `M’inscrire sur la liste d’attente${time ? ` pour ${time}` : ''}`,
    /** The answer's heading, then what the party waits for. */
    joined: 'Vous êtes sur la liste d’attente',
  },
  /** The page of a waiting party's offer, reached through the link of its e-mail, in the party's language. */
  offer: {
    title: `Une table s’est libérée — ${RESTAURANT_NAME}`,
    heading: 'Une table s’est libérée',
    loading: 'Chargement de votre offre',
    heldUntil: (time: string) => `Nous vous la gardons jusqu’à ${time}.`,
    accept: 'Réserver cette table',
    decline: 'Je ne viens plus',
    declineQuestion: 'Laisser cette table\u00a0?',
    reallyDecline: 'Voulez-vous vraiment laisser cette table à la personne suivante\u00a0?',
    yesDecline: 'Oui, je ne viens plus',
    keep: 'Garder cette table',
  },
};
