import { CONTACT_LIMITS } from '../../../contact-limits';
import { apiMessagesFr } from './api-fr';
import { durationFr } from '../durations';
import { RESERVATION_LIMITS, RESERVATION_STATUS_LABELS, type ReservationStatus } from '../../../reservation-limits';

/**
 * The API's answers, by code (`<group>.<key>`, docs/product.md#messages-as-codes): the server words each in the
 * request's language, the pages word the codes they receive and the ones their own checks find. A sentence around
 * values takes them as one object, the `params` the answer carries beside the code.
 */
export const messagesFr = {
  reservation: {
    invalid: 'Veuillez corriger les champs du formulaire.',
    dateInvalid: 'Choisissez une date valide.',
    timeInvalid: 'Choisissez un horaire valide (HH:MM).',
    partyInvalid: 'Indiquez le nombre de personnes (un nombre entier, au moins 1).',
    partyTooLargeOnline: ({ max }: { max: number }) =>
      `En ligne, nous réservons jusqu’à ${max} personnes : pour un groupe, envoyez une demande de groupe.`,
    partyTooLargeStaff: `Au plus ${RESERVATION_LIMITS.staffMaxParty} personnes par réservation.`,
    nameRequired: 'Le nom est requis.',
    nameTooLong: `Le nom ne doit pas dépasser ${RESERVATION_LIMITS.nameMaxLength} caractères.`,
    /** A name sent online that carries a link or an address (docs/product.md#no-hoarding). */
    nameNotALink: 'Indiquez seulement votre nom.',
    emailRequired: "L'email est requis.",
    emailInvalid: "Format d'email invalide.",
    emailTooLong: `L'email ne doit pas dépasser ${RESERVATION_LIMITS.emailMaxLength} caractères.`,
    phoneRequired: 'Le téléphone est requis.',
    phoneInvalid: 'Numéro de téléphone invalide : chiffres, espaces et « + » seulement.',
    notesTooLong: `Les remarques ne doivent pas dépasser ${RESERVATION_LIMITS.notesMaxLength} caractères.`,
    languageInvalid: 'Langue inconnue : fr, it, en ou de.',
    sourceInvalid: 'Origine inconnue : online, phone ou walk_in.',
    statusInvalid: 'Statut inconnu.',
    messageTooLong: `Le message ne doit pas dépasser ${RESERVATION_LIMITS.staffMessageMaxLength} caractères.`,
    overCapacityInvalid: 'overCapacity vaut true ou false.',
    withoutTableInvalid: 'withoutTable vaut true ou false.',
    allergensInvalid: 'Choisissez les allergies dans la liste.',
    /** Allergies are health data (nLPD): kept only with the guest's consent, or staff's « Accord donné par téléphone ». */
    allergyConsent: "Cochez l'accord pour que nous gardions vos allergies.",
    allergiesWithdrawn: 'Vos allergies sont retirées de la réservation.',
    /** The waiting list (docs/product.md#waiting-list). */
    waitlistJoined: ({ time }: { time: string }) =>
      `Vous êtes sur la liste d’attente pour ${time} : nous vous écrivons dès qu’une table se libère.`,
    waitlistAlready: 'Vous êtes déjà sur la liste d’attente pour ce service.',
    waitlistNotFull: 'Cet horaire est libre : réservez-le directement.',
    offerExpired: 'Cette offre a expiré : la table a été proposée à la personne suivante.',
    offerGone: 'Cette offre n’est plus valable.',
    offerDeclined: 'C’est noté : la table est proposée à la personne suivante.',
    /** A group proposal's link once it can no longer be taken (docs/product.md#group-proposals). */
    proposalGone: 'Cette proposition n’est plus valable : appelez-nous pour convenir d’une autre date.',
    /** Evenings (docs/product.md#evenings). */
    eveningGone: 'Cette soirée n’est plus proposée en ligne.',
    eveningTimeInvalid: 'Choisissez l’une des heures d’arrivée de la soirée.',
    eveningPartyTooLarge: ({ max }: { max: number }) =>
      `En ligne, cette soirée se réserve jusqu’à ${max} personnes : pour plus, appelez-nous.`,
    eveningFull: 'Cette soirée est complète.',
    eveningService: ({ name }: { name: string }) =>
      `Ce service est celui de la soirée « ${name} » : réservez-la sur sa page.`,
    awaitingPayment: ({ amount, deadline }: { amount: string; deadline: string }) =>
      `Réservation enregistrée : elle est confirmée dès réception de l’acompte de CHF ${amount} (QR-facture jointe à l’e-mail), à payer d’ici au ${deadline}.`,
    tablesInvalid: 'Choisissez des tables de la liste, ou aucune (sans table).',
    nothingToChange: 'Indiquez ce qui change : statut, horaire ou nombre de personnes.',
    closedDay: 'Le restaurant est fermé ce jour-là.',
    pastDay: 'Cette date est passée.',
    beyondHorizon: ({ days }: { days: number }) =>
      `Les réservations en ligne sont ouvertes jusqu’à ${days} jours à l’avance.`,
    paused: 'Complet ce soir : nous ne prenons plus de réservation en ligne aujourd’hui. Appelez-nous.',
    walkInOnly: 'Sans réservation ce jour-là : venez directement, nous vous installons selon les places.',
    noTimeLeft: 'Plus aucun horaire n’est proposé en ligne ce jour-là : choisissez une autre date ou appelez-nous.',
    timeNotOffered: 'Cet horaire n’est pas proposé : choisissez l’un des horaires libres.',
    full: 'Complet à cet horaire : choisissez un autre horaire ou une autre date.',
    confirmed: 'Réservation confirmée.',
    requested: 'Demande envoyée : nous vous confirmons la réservation au plus vite.',
    pendingQuota:
      'Vous avez déjà deux demandes en attente aujourd’hui : nous vous répondons au plus vite, ou appelez-nous.',
    blocked: 'La réservation en ligne n’est pas possible pour vous : merci de nous appeler.',
    rateLimited: 'Trop de réservations envoyées. Veuillez réessayer dans quelques minutes.',
    /** Online bookings to come of one e-mail or phone at their limit (docs/product.md#no-hoarding). */
    tooManyFuture: ({ count, phone }: { count: number; phone: string }) =>
      `Vous avez déjà ${count} réservations à venir : merci de nous appeler au ${phone}.`,
    /** Online bookings made today from one client address at their limit. */
    tooManyFromAddress: ({ count, phone }: { count: number; phone: string }) =>
      `Vous avez déjà ${count} réservations aujourd'hui depuis cette connexion : merci de nous appeler au ${phone}.`,
    groupTimeInvalid: 'Choisissez une heure à venir, entre 07:00 et 23:30.',
    groupTooSmall: ({ max }: { max: number }) => `Pour ${max} personnes ou moins, réservez directement en ligne.`,
    groupDailyLimit: `Vous avez déjà envoyé ${RESERVATION_LIMITS.groupRequestsPerDay} demandes de groupe aujourd'hui : merci de nous appeler.`,
    notFound: 'Réservation introuvable.',
    transitionRefused: ({ from, to }: { from: ReservationStatus; to: ReservationStatus }) =>
      `Impossible de passer une réservation « ${RESERVATION_STATUS_LABELS[from]} » à « ${RESERVATION_STATUS_LABELS[to]} ».`,
    updated: 'Réservation mise à jour.',
    /** A guest's change that makes a confirmed booking larger than staff confirm on their own. */
    updatedToRequest: ({ count }: { count: number }) =>
      `Modification enregistrée : à ${count} personnes, votre réservation devient une demande, que nous confirmons au plus vite.`,
    cancelled: 'Réservation annulée.',
    /** `phone` empty when the restaurant has none on record. */
    pastCutoff: ({ minutes, phone }: { minutes: number; phone: string }) =>
      `Il est trop tard pour la modifier en ligne (jusqu’à ${durationFr(minutes)} avant) : merci de nous appeler${phone ? ` au ${phone}` : ''}.`,
    notChangeable: 'Cette réservation ne peut plus être modifiée.',
    /** A guest's link past its changes of time or size (docs/product.md#no-hoarding); cancelling stays possible. */
    tooManyChanges: ({ count, phone }: { count: number; phone: string }) =>
      `Vous avez déjà modifié cette réservation ${count} fois : merci de nous appeler au ${phone}.`,
    queryInvalid: 'Indiquez la date (AAAA-MM-JJ) et le nombre de personnes.',
    groupSent: 'Demande de groupe envoyée : nous vous répondons au plus vite.',
    guestsInvalid: `Indiquez le nombre d’invités (de 1 à ${RESERVATION_LIMITS.groupMaxGuests}).`,
    occasionTooLong: `L’occasion ne doit pas dépasser ${RESERVATION_LIMITS.groupOccasionMaxLength} caractères.`,
    budgetInvalid: `Le budget par personne est un montant en francs, de 0 à ${RESERVATION_LIMITS.groupBudgetMax}.`,
    privateRoomInvalid: 'Indiquez si vous souhaitez le salon privé (oui ou non).',
    groupMessageRequired: 'Le message est requis.',
    groupMessageTooLong: `Le message ne doit pas dépasser ${RESERVATION_LIMITS.groupMessageMaxLength} caractères.`,
    /** The booking page's form posted without JavaScript from elsewhere, or too long after it was shown. */
    foreignOrigin:
      'Ce formulaire ne peut être envoyé que depuis le site du restaurant : ouvrez la page « Réserver une table ».',
    expired: 'Le formulaire a expiré : vérifiez l’horaire choisi et envoyez-le à nouveau.',
    /** The same for the manage page's forms. */
    manageForeignOrigin:
      'Ce formulaire ne peut être envoyé que depuis le site du restaurant : ouvrez à nouveau le lien de votre réservation.',
    manageExpired: 'Le formulaire a expiré : vérifiez votre réservation et envoyez-le à nouveau.',
    /** An evening's form posted without JavaScript from elsewhere. */
    eveningForeignOrigin:
      'Ce formulaire ne peut être envoyé que depuis le site du restaurant : ouvrez à nouveau la page de la soirée.',
  },
  contact: {
    nameRequired: 'Le nom est requis.',
    nameTooLong: `Le nom ne doit pas dépasser ${CONTACT_LIMITS.nameMaxLength} caractères.`,
    emailRequired: "L'email est requis.",
    emailInvalid: "Format d'email invalide.",
    emailTooLong: `L'email ne doit pas dépasser ${CONTACT_LIMITS.emailMaxLength} caractères.`,
    subjectRequired: 'Le sujet est requis.',
    subjectTooLong: `Le sujet ne doit pas dépasser ${CONTACT_LIMITS.subjectMaxLength} caractères.`,
    messageRequired: 'Le message est requis.',
    messageTooLong: `Le message ne doit pas dépasser ${CONTACT_LIMITS.messageMaxLength} caractères.`,
    invalid: 'Veuillez corriger les champs du formulaire.',
    sent: 'Votre message a bien été envoyé !',
    rateLimited: 'Trop de messages envoyés. Veuillez réessayer dans quelques minutes.',
    dailyLimitReached:
      "Le formulaire a reçu trop de messages aujourd'hui. Veuillez réessayer demain ou nous téléphoner.",
    addressDailyLimitReached:
      "Vous avez déjà envoyé plusieurs messages aujourd'hui. Veuillez réessayer demain ou nous téléphoner.",
  },
  api: apiMessagesFr,
};
