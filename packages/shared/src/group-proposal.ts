import { normalizeTime } from './hours';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import type { Locale } from './i18n/locales';
import { isWhole } from './menu';
import type { DepositView } from './payments';
import type { BookingCreated, Validation } from './reservation';
import { addDaysToDayText, genevaDay, isDayText, type DayText } from './service-day';
import { cleanText } from './text';

/**
 * Staff's answer to a group request (docs/product.md#group-proposals): a day and time, a set menu or an evening, a
 * price and a deposit per person. The guest reads it in the request's language, pays its deposit by QR-bill and takes
 * it through a private link, or by paying; either makes the group's booking.
 */

export const GROUP_PROPOSAL_LIMITS = {
  priceMax: 10_000,
  messageMaxLength: 1000,
  /** How far ahead staff may propose, as a group request may ask. */
  daysAhead: 365,
} as const;

export interface GroupProposalValues {
  date: DayText;
  /** `HH:MM`; with an evening, one of its arrival times. */
  time: string;
  /** The set menu served (a Formule's documentId); null when the group comes to an evening. */
  setMenuId: string | null;
  /** The evening the group comes to (its documentId); null with a set menu. */
  eveningId: string | null;
  /** CHF per person. */
  pricePerPerson: number;
  /** CHF per person paid ahead by QR-bill; 0 for none. */
  depositPerPerson: number;
  /** Staff's words to the guest, shown as written. */
  message: string;
}

export type GroupProposalInput = Partial<Record<keyof GroupProposalValues, unknown>>;
export type GroupProposalErrors = Partial<Record<keyof GroupProposalValues, StaffMessage>>;

/** Where a proposal stands: to take, taken (the booking made), or no longer open (its last day past, or replaced). */
export const GROUP_PROPOSAL_STATES = ['open', 'accepted', 'expired'] as const;
export type GroupProposalState = (typeof GROUP_PROPOSAL_STATES)[number];

/** A proposal as staff see it beside its request. */
export interface GroupProposalView extends GroupProposalValues {
  sentAt: string;
  /** The set menu's or the evening's name, in French. */
  menuName: string;
  /** The last day to take it (and to pay its deposit). */
  deadline: DayText;
  /** The deposit asked of the whole group, with its payment reference; null without one. */
  deposit: DepositView | null;
  state: GroupProposalState;
  /** The group's booking, once the guest took the proposal or paid its deposit. */
  reservationReference: string | null;
}

/** A proposal as its private link shows it (`GET /api/public/group-proposals/{id}`), in the request's language. */
export interface GroupProposalPublicView {
  id: string;
  name: string;
  language: Locale;
  guests: number;
  date: DayText;
  time: string;
  /** The set menu's or the evening's name, in the guest's language when staff translated it. */
  menuName: string;
  pricePerPerson: number;
  depositPerPerson: number;
  deposit: DepositView | null;
  deadline: DayText;
  message: string;
  state: GroupProposalState;
}

/** `POST /api/public/group-proposals/{id}/accept`'s answer, and the page's once the guest took the proposal. */
export type GroupProposalAccepted = BookingCreated;

/** The proposal's page: `/reservation/groupe/{id}/{token}`, in the language the request was sent in. */
export const groupProposalPath = (id: string, token: string) =>
  `/reservation/groupe/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

const GROUP_PROPOSAL_PATH = /^\/reservation\/groupe\/([a-z0-9]{1,64})\/([\w-]{1,128})\/?$/;

/** The request's id and the token of a proposal's page address, or null for any other address. */
export function groupProposalLinkParts(pathname: string): { id: string; token: string } | null {
  const match = GROUP_PROPOSAL_PATH.exec(pathname);
  return match ? { id: match[1], token: match[2] } : null;
}

/** Whether a proposal can still be taken on `now`: its last day not past. */
export const groupProposalOpen = (deadline: DayText, now: Date): boolean => genevaDay(now) <= deadline;

function francsWithin(raw: unknown, min: number, max: number): number | null {
  return typeof raw === 'number' && Number.isFinite(raw) && raw >= min && raw <= max && isWhole(raw * 100) ? raw : null;
}

/**
 * A proposal as staff send it (`POST /api/group-requests/{id}/proposal`): a day from today to a year ahead, a time, a
 * set menu or an evening (exactly one), a price, a deposit within the price and only with the owner's account
 * (`paymentsReady`), since the QR-bill is paid to it. Whether the set menu or the evening exists, and the evening's
 * day and times, the CMS checks.
 */
export function validateGroupProposal(
  input: GroupProposalInput,
  { now, paymentsReady }: { now: Date; paymentsReady: boolean },
): Validation<GroupProposalValues, GroupProposalErrors> {
  const errors: GroupProposalErrors = {};
  const today = genevaDay(now);
  const date = isDayText(input.date) ? input.date : '';
  if (!date) errors.date = staffMessageOf('groupProposal.dateRequired');
  else if (date < today) errors.date = staffMessageOf('groupProposal.datePast');
  else if (date > addDaysToDayText(today, GROUP_PROPOSAL_LIMITS.daysAhead))
    errors.date = staffMessageOf('groupProposal.dateTooFar', { days: GROUP_PROPOSAL_LIMITS.daysAhead });
  const time = normalizeTime(input.time);
  if (time === null) errors.time = staffMessageOf('groupProposal.timeInvalid');
  const setMenuId = cleanText(input.setMenuId) || null;
  const eveningId = cleanText(input.eveningId) || null;
  if ((setMenuId === null) === (eveningId === null)) errors.setMenuId = staffMessageOf('groupProposal.menuOne');
  const price = francsWithin(input.pricePerPerson, 0.01, GROUP_PROPOSAL_LIMITS.priceMax);
  if (price === null)
    errors.pricePerPerson = staffMessageOf('groupProposal.priceInvalid', { max: GROUP_PROPOSAL_LIMITS.priceMax });
  const deposit = francsWithin(input.depositPerPerson ?? 0, 0, price ?? GROUP_PROPOSAL_LIMITS.priceMax);
  if (deposit === null) errors.depositPerPerson = staffMessageOf('groupProposal.depositInvalid');
  else if (deposit > 0 && !paymentsReady)
    errors.depositPerPerson = staffMessageOf('groupProposal.depositWithoutAccount');
  const message = cleanText(input.message, { multiline: true });
  if (message.length > GROUP_PROPOSAL_LIMITS.messageMaxLength)
    errors.message = staffMessageOf('groupProposal.messageTooLong', { max: GROUP_PROPOSAL_LIMITS.messageMaxLength });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      date,
      time: time ?? '',
      setMenuId,
      eveningId,
      pricePerPerson: price ?? 0,
      depositPerPerson: deposit ?? 0,
      message,
    },
  };
}
