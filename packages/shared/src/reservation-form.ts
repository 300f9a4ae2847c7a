import type {
  BookingCreated,
  GroupRequestErrors,
  GuestReservationView,
  GroupRequestField,
  ReservationErrors,
  ReservationInput,
  ReservationSlot,
} from './reservation';
import type { DayText } from './service-day';
import type { Message } from './i18n/messages';

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
 * The forms' submit buttons: `intent=times` shows the day's free times, `intent=book` books, `intent=group` sends the
 * group request.
 */
export const BOOKING_FORM_INTENTS = ['times', 'book', 'group'] as const;
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
}

/** A group request as its form holds it: what was typed, and the private room's box. */
export type GroupFormText = Record<Exclude<GroupRequestField, 'privateRoom'>, string> & { privateRoom: boolean };

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
      errors: ReservationErrors;
      failure: Message | null;
      formToken: string;
    }
  | { step: 'done'; booking: BookingCreated; message: Message }
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
 * The guest's manage page without JavaScript (docs/product.md#booking-without-javascript): its forms post to the
 * page's own address, form-encoded. `intent=change` moves the booking (`time`, `partySize`), `intent=cancel-ask`
 * asks the guest to confirm, `intent=cancel` cancels.
 */
export const MANAGE_FORM_INTENTS = ['change', 'cancel-ask', 'cancel'] as const;
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
  };
}

const wholeOrText = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim() || undefined);

/** A group request's typed text as the API takes it: numbers typed as numbers, an empty budget as none. */
export function groupRequestFromText(values: GroupFormText) {
  return {
    ...values,
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
    privateRoom: field('privateRoom') === 'on',
  };
}
