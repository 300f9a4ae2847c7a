import { durationText } from '../../reservation-limits';

/**
 * A delay in minutes as each language writes it in a sentence (« jusqu’à 2 h avant », « up to 2 hours before »): the
 * messages and the e-mails of one language word it alike.
 */
export const durationFr = durationText;

export const durationEn = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

export const durationDe = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} Stunde${minutes === 60 ? '' : 'n'}` : `${minutes} Minuten`;

export const durationIt = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} or${minutes === 60 ? 'a' : 'e'}` : `${minutes} minuti`;
