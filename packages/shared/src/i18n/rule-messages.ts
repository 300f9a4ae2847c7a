import { API_MESSAGES } from '../api';
import { RESERVATION_MESSAGES as RULES } from '../reservation';

/** A rule's message: a sentence, or a sentence around one number (a limit, a number of days) and the restaurant's phone. */
export type RulePhrasing = string | ((value: number, phone: string) => string);

/** A number no rule's sentence holds otherwise: where it shows, the rule's number stands. */
const PLACEHOLDER = 987_654_321;
/** Likewise for the restaurant's phone number. */
const PHONE_PLACEHOLDER = '\u0000phone\u0000';

/** The number (and phone) a message holds where `phrasing` puts them; null when the message is not that sentence. */
function valuesIn(message: string, phrasing: (value: number, phone: string) => string) {
  const escaped = phrasing(PLACEHOLDER, PHONE_PLACEHOLDER).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = escaped.replace(String(PLACEHOLDER), '(?<value>\\d+)').replace(PHONE_PLACEHOLDER, '(?<phone>.+)');
  const groups = new RegExp(`^${pattern}$`).exec(message)?.groups;
  return groups?.value === undefined ? null : { value: Number(groups.value), phone: groups.phone ?? '' };
}

/**
 * A rule's message, which the server writes in French (the rules keep one wording: docs/product.md#languages), in
 * another language: the sentence of `translated` under the same key, with the same number and phone. Null when the message is
 * none of `french`'s sentences: the page then shows it as written, marked French.
 */
export function translatedRuleMessage<Key extends string>(
  message: string,
  french: Readonly<Record<Key, RulePhrasing>>,
  translated: Readonly<Record<Key, RulePhrasing>>,
): string | null {
  for (const key of Object.keys(french) as Key[]) {
    const source = french[key];
    const target = translated[key];
    if (typeof source === 'string' || typeof target === 'string') {
      if (source === message && typeof target === 'string') return target;
      continue;
    }
    const values = valuesIn(message, source);
    if (values !== null) return target(values.value, values.phone);
  }
  return null;
}

/**
 * The rules' messages a guest may read on the booking page, as the server writes them (`RESERVATION_MESSAGES`): the
 * French dictionary's `booking.rules`; the other languages translate each under its key (`translatedRuleMessage`). A
 * page in another language reads them here, without the whole French dictionary.
 */
export const BOOKING_RULE_MESSAGES = {
  invalid: RULES.invalid,
  dateInvalid: RULES.dateInvalid,
  timeInvalid: RULES.timeInvalid,
  partyInvalid: RULES.partyInvalid,
  partyTooLargeOnline: (max: number) => RULES.partyTooLargeOnline(max),
  nameRequired: RULES.nameRequired,
  nameTooLong: RULES.nameTooLong,
  nameNotALink: RULES.nameNotALink,
  emailRequired: RULES.emailRequired,
  emailInvalid: RULES.emailInvalid,
  emailTooLong: RULES.emailTooLong,
  phoneRequired: RULES.phoneRequired,
  phoneInvalid: RULES.phoneInvalid,
  notesTooLong: RULES.notesTooLong,
  closedDay: RULES.closedDay,
  pastDay: RULES.pastDay,
  beyondHorizon: (days: number) => RULES.beyondHorizon(days),
  paused: RULES.paused,
  walkInOnly: RULES.walkInOnly,
  noTimeLeft: RULES.noTimeLeft,
  timeNotOffered: RULES.timeNotOffered,
  full: RULES.full,
  confirmed: RULES.confirmed,
  requested: RULES.requested,
  pendingQuota: RULES.pendingQuota,
  blocked: RULES.blocked,
  rateLimited: RULES.rateLimited,
  tooManyFuture: (count: number, phone: string) => RULES.tooManyFuture(count, phone),
  tooManyFromAddress: (count: number, phone: string) => RULES.tooManyFromAddress(count, phone),
  groupDailyLimit: RULES.groupDailyLimit,
  groupTimeInvalid: RULES.groupTimeInvalid,
  groupTooSmall: (max: number) => RULES.groupTooSmall(max),
  groupSent: RULES.groupSent,
  guestsInvalid: RULES.guestsInvalid,
  occasionTooLong: RULES.occasionTooLong,
  budgetInvalid: RULES.budgetInvalid,
  privateRoomInvalid: RULES.privateRoomInvalid,
  groupMessageRequired: RULES.groupMessageRequired,
  groupMessageTooLong: RULES.groupMessageTooLong,
  /** A failure the server did not explain (or no answer at all): the page's own words for it. */
  serverError: API_MESSAGES.serverError,
};
