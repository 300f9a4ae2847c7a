import type {
  BookingCreated,
  GroupRequestErrors,
  GuestReservationView,
  GroupRequestField,
  ReservationErrors,
  ReservationInput,
  ReservationSlot,
} from './reservation';
import { genevaTimeAt, type DayText, type ZoneOffsets } from './service-day';
import type { Locale } from './i18n/locales';
import { messageOf, type Message } from './i18n/messages';
import type { WaitlistInput, WaitlistOfferView } from './waitlist';
import type { GroupProposalPublicView } from './group-proposal';
import { swissDate } from './hours';
import { francs } from './payments';

/**
 * The booking form without JavaScript (docs/product.md#booking-without-javascript): `/reserver` posts to itself,
 * form-encoded, in two steps — party and date, which show the free times, then the time and who comes — and the
 * server answers each with the page rendered for that step.
 */

/**
 * The French page the form lives on and posts to; the booking page of each language takes its own posts, and
 * answers them in its language (docs/product.md#booking-without-javascript).
 */
export const BOOKING_FORM_PATH = '/reserver';

/**
 * The forms' submit buttons: `intent=times` shows the day's free times, `intent=book` books, `intent=wait` puts the
 * party on the waiting list for a full time (`waitTime`, docs/product.md#waiting-list), `intent=group` sends the group
 * request.
 */
export const BOOKING_FORM_INTENTS = ['times', 'book', 'wait', 'group'] as const;
export type BookingFormIntent = (typeof BOOKING_FORM_INTENTS)[number];

/** The form token's field: signed by the server with the time it was given out, checked before a booking. */
export const BOOKING_FORM_TOKEN_FIELD = 'formToken';

/** How long a form token is taken: long enough to fill the form slowly, short enough that a copied one goes stale. */
export const BOOKING_FORM_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;

/** What the guest typed, sent back in the page when it is shown again, so nothing typed is lost. */
export interface BookingFormValues {
  time: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** The allergy boxes ticked, as sent (docs/product.md#allergies). */
  allergens: string[];
  allergyConsent: boolean;
  /** The full time chosen for the waiting list, as sent. */
  waitTime: string;
}

/** A group request as its form holds it: what was typed, and the private room's box. */
export type GroupFormText = Record<Exclude<GroupRequestField, 'privateRoom' | 'language'>, string> & {
  privateRoom: boolean;
};

/** The page the server renders for a posted form. */
export type BookingFormAnswer =
  /** Party or date refused: the first step again, with why. */
  | { step: 'date'; partySize: number; date: string; errors: ReservationErrors; failure: Message }
  /** The day's free times and the guest's details, to send with `intent=book`. */
  | {
      step: 'times';
      partySize: number;
      date: DayText;
      slots: ReservationSlot[];
      /** Why the day offers no time (closed, paused, full…). */
      notice: Message | null;
      values: BookingFormValues;
      /** The refused post was the waiting list's (`intent=wait`): an error of `time` is its waiting time's. */
      waiting?: boolean;
      errors: ReservationErrors;
      failure: Message | null;
      formToken: string;
    }
  | { step: 'done'; booking: BookingCreated; message: Message }
  /** On the waiting list (docs/product.md#waiting-list): for what, and the server's message. */
  | { step: 'waiting'; date: DayText; time: string; partySize: number; message: Message }
  /** The group request's form: first shown, or again with why it was refused. */
  | {
      step: 'group';
      values: GroupFormText;
      errors: GroupRequestErrors;
      failure: Message | null;
      formToken: string;
    }
  | { step: 'group-sent'; message: Message };

/**
 * The answer to an evening's booking form posted without JavaScript (docs/product.md#evenings): the form posts the
 * same fields as the booking page's (time, party, who comes, the form token) to the evening's own address, which
 * renders the evening again with the refusal beside its fields and what was typed, or with the booking made.
 */
export type EveningFormAnswer =
  | {
      step: 'refused';
      /** The party as posted, shown again in its select. */
      partySize: string;
      values: BookingFormValues;
      errors: ReservationErrors;
      failure: Message;
    }
  | { step: 'booked'; booking: BookingCreated; message: Message };

/**
 * The guest's manage page without JavaScript (docs/product.md#booking-without-javascript): its forms post to the
 * page's own address, form-encoded. `intent=change` moves the booking (`time`, `partySize`), `intent=cancel-ask`
 * asks the guest to confirm, `intent=cancel` cancels, `intent=withdraw-allergies` takes back the guest's allergies.
 */
export const MANAGE_FORM_INTENTS = ['change', 'cancel-ask', 'cancel', 'withdraw-allergies'] as const;
export type ManageFormIntent = (typeof MANAGE_FORM_INTENTS)[number];

/** The manage page as the server renders it: the booking, and after a posted form, its outcome. */
export interface ManageFormAnswer {
  booking: GuestReservationView;
  /** What the change form offers: the booking's own time and the day's free times for its party, in order. */
  times: string[];
  maxPartyOnline: number;
  /** Signed for this booking alone (see BOOKING_FORM_TOKEN_FIELD). */
  formToken: string;
  /** The guest pressed « Annuler la réservation »: the page asks them to confirm. */
  confirmingCancel: boolean;
  /** What was done (« Réservation annulée. »). */
  message: Message | null;
  /** Why a posted form was refused. */
  failure: Message | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A posted field's text; anything but one text value (a repeated or nested field) reads as empty. */
export function formText(fields: Record<string, unknown>, name: string): string {
  return text(fields[name]);
}

/** A repeated field's values (ticked boxes): one comes as a text, several as a list; anything else reads as none. */
export function formList(fields: Record<string, unknown>, name: string): string[] {
  const value = fields[name];
  const values: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.every((item) => typeof item === 'string') ? values : [];
}

/** A box ticked: the browser sends it as `on`, and leaves it out when not ticked. */
const ticked = (fields: Record<string, unknown>, name: string) => formText(fields, name) === 'on';

/** The party size as the select sends it: a whole number in digits, else the text as it came (refused later). */
function partySizeOf(value: string): number | string {
  return /^\d{1,3}$/.test(value) ? Number(value) : value;
}

/** A posted form read as the API's input: the same checks then apply to both. */
export function bookingInputFromForm(fields: Record<string, unknown>): ReservationInput {
  return {
    date: formText(fields, 'date'),
    time: formText(fields, 'time'),
    partySize: partySizeOf(formText(fields, 'partySize')),
    name: formText(fields, 'name'),
    email: formText(fields, 'email'),
    phone: formText(fields, 'phone'),
    notes: formText(fields, 'notes'),
    allergens: formList(fields, 'allergens'),
    allergyConsent: ticked(fields, 'allergyConsent'),
    website: formText(fields, 'website'),
  };
}

/** The guest's typed values, to show again. */
export function bookingFormValues(fields: Record<string, unknown>): BookingFormValues {
  return {
    time: formText(fields, 'time'),
    name: formText(fields, 'name'),
    email: formText(fields, 'email'),
    phone: formText(fields, 'phone'),
    notes: formText(fields, 'notes'),
    allergens: formList(fields, 'allergens'),
    allergyConsent: ticked(fields, 'allergyConsent'),
    waitTime: formText(fields, 'waitTime'),
  };
}

/**
 * A posted `intent=wait` read as `POST /api/waitlist` takes it: the full time chosen (`waitTime`), the party, the day
 * and who waits, with the hidden anti-spam field. The page's language is the caller's to add.
 */
export function waitlistInputFromForm(fields: Record<string, unknown>): WaitlistInput {
  return {
    date: formText(fields, 'date'),
    time: formText(fields, 'waitTime'),
    partySize: partySizeOf(formText(fields, 'partySize')),
    name: formText(fields, 'name'),
    email: formText(fields, 'email'),
    phone: formText(fields, 'phone'),
    website: formText(fields, 'website'),
  };
}

const wholeOrText = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim() || undefined);

/**
 * A group request's typed text as the API takes it, sent from a page in `language`: numbers typed as numbers, an empty
 * budget as none.
 */
export function groupRequestFromText(values: GroupFormText, language: Locale) {
  return {
    ...values,
    language,
    guests: wholeOrText(values.guests),
    budgetPerPerson: values.budgetPerPerson.trim() === '' ? null : wholeOrText(values.budgetPerPerson),
  };
}

/** A posted group request's fields; the private room's box is sent as `privateRoom=on` when ticked. */
export function groupFormText(fields: Record<string, unknown>): GroupFormText {
  const field = (name: string) => formText(fields, name);
  return {
    date: field('date'),
    time: field('time'),
    guests: field('guests'),
    occasion: field('occasion'),
    budgetPerPerson: field('budgetPerPerson'),
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    message: field('message'),
    privateRoom: ticked(fields, 'privateRoom'),
  };
}

/**
 * A waiting party's offer page without JavaScript (docs/product.md#booking-without-javascript): its forms post to the
 * page's own address, form-encoded. `intent=accept` takes the table, `intent=decline-ask` asks the guest to confirm,
 * `intent=decline` lets it go to the next party.
 */
export const OFFER_FORM_INTENTS = ['accept', 'decline-ask', 'decline'] as const;
export type OfferFormIntent = (typeof OFFER_FORM_INTENTS)[number];

/** The offer page as the server renders it: the offer, and after a posted form, its outcome. */
export interface OfferFormAnswer {
  offer: WaitlistOfferView;
  /** Signed for this offer alone (see BOOKING_FORM_TOKEN_FIELD). */
  formToken: string;
  /** The guest pressed « Je ne viens plus »: the page asks them to confirm. */
  confirmingDecline: boolean;
  /** What was done (« C’est noté : la table est proposée à la personne suivante. »). */
  message: Message | null;
  /** Why a posted form was refused. */
  failure: Message | null;
  /** The booking the offer became, taken on this page: shown as a booking's answer is. */
  booked: { booking: BookingCreated; message: Message } | null;
}

/** An offer's link, `/reservation/offre/<id>/<token>` (see `waitlistOfferPath`). */
const OFFER_LINK_PATH = /^\/reservation\/offre\/([a-z0-9]{1,64})\/([\w-]{1,128})\/?$/;

/**
 * The id and token of an offer link's path, or null for any other path. Like a manage link, not a `sitePath`: the
 * page is private, and the server answers 404 when the token opens no offer.
 */
export function offerLinkParts(pathname: string): { id: string; token: string } | null {
  const match = OFFER_LINK_PATH.exec(pathname);
  return match ? { id: match[1], token: match[2] } : null;
}

/**
 * A group proposal's page without JavaScript (docs/product.md#group-proposals): its one form posts to the page's own
 * address, form-encoded; `intent=accept` takes the proposal.
 */
export const GROUP_PROPOSAL_FORM_INTENTS = ['accept'] as const;
export type GroupProposalFormIntent = (typeof GROUP_PROPOSAL_FORM_INTENTS)[number];

/** A group proposal's page as the server renders it: the proposal, and after a posted form, its outcome. */
export interface GroupProposalFormAnswer {
  proposal: GroupProposalPublicView;
  /** Signed for this proposal alone (see BOOKING_FORM_TOKEN_FIELD). */
  formToken: string;
  /** Why a posted form was refused. */
  failure: Message | null;
  /** The group's booking, taken on this page: shown as a booking's answer is. */
  booked: { booking: BookingCreated; message: Message } | null;
}

/**
 * What a booking's answer says: confirmed, a request for staff, or held until its deposit arrives (« … confirmée dès
 * réception de l’acompte de CHF 420.00… »), as `POST /api/reservations` words it.
 */
export function bookedMessageOf({ status, deposit }: Pick<BookingCreated, 'status' | 'deposit'>): Message {
  if (status === 'awaiting_payment' && deposit) {
    const amount = francs(Math.round(deposit.amount * 100));
    return messageOf('reservation.awaitingPayment', { amount, deadline: swissDate(deposit.deadline) });
  }
  return messageOf(status === 'requested' ? 'reservation.requested' : 'reservation.confirmed');
}

/** Whether the offer may still be taken at `now`: offered, and its hold not run out. */
export function offerOpen(offer: Pick<WaitlistOfferView, 'status' | 'offerExpiresAt'>, now: Date): boolean {
  if (offer.status !== 'offered' || offer.offerExpiresAt === null) return false;
  return Date.parse(offer.offerExpiresAt) > now.getTime();
}

/**
 * Why an offer can no longer be taken, as its page says it: run out (« Cette offre a expiré… », also an offer whose
 * hold ended before the waiting list's job marked it), else gone (taken, let go, or not offered); null while it holds.
 */
export function offerClosedMessage(
  offer: Pick<WaitlistOfferView, 'status' | 'offerExpiresAt'>,
  now: Date,
): Message | null {
  if (offerOpen(offer, now)) return null;
  if (offer.status === 'offered' || offer.status === 'expired') return messageOf('reservation.offerExpired');
  return messageOf('reservation.offerGone');
}

/** Until when the offer holds, on Geneva's clock (`HH:MM`); null when it holds nothing. */
export function offerHeldUntil(
  offer: Pick<WaitlistOfferView, 'offerExpiresAt'>,
  offsets?: ZoneOffsets | null,
): string | null {
  if (offer.offerExpiresAt === null) return null;
  const instant = Date.parse(offer.offerExpiresAt);
  if (Number.isNaN(instant)) return null;
  const { hours, minutes } = genevaTimeAt(instant, offsets);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
