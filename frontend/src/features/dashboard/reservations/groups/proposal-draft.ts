import {
  receivedStaffMessage,
  validateGroupProposal,
  wordStaffMessage,
  type Evening,
  type GroupProposalValues,
  type GroupRequestView,
  type SetMenu,
} from '@ticino/shared';
import type { ReceivedCode } from '../../../../lib/api-client';

/** What the group is offered: one of the « Formules », or one of the evenings. */
export type ProposalKind = 'setMenu' | 'evening';

/** The « Proposer » form as typed: amounts as text, the menu chosen one way or the other. */
export interface ProposalDraft {
  date: string;
  time: string;
  kind: ProposalKind;
  setMenuId: string;
  eveningId: string;
  pricePerPerson: string;
  depositPerPerson: string;
  message: string;
}

export type ProposalField = keyof GroupProposalValues;

/** The form's messages, in French, by field: its own checks' and the server's. */
export type ProposalFormErrors = Partial<Record<ProposalField, string>>;

/** Every field in the order the form shows it: the first refused takes the focus. */
export const PROPOSAL_FIELDS_IN_FORM_ORDER: readonly ProposalField[] = [
  'date',
  'time',
  'setMenuId',
  'eveningId',
  'pricePerPerson',
  'depositPerPerson',
  'message',
];

/** « 95.5 » as staff type it: « 95.50 ». */
export const amountText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/**
 * The form as it opens: the last proposal sent, to change what the guest asked about; else the request's own day and
 * time, a set menu to choose, no deposit.
 */
export function proposalDraftFor(request: Pick<GroupRequestView, 'date' | 'time' | 'proposal'>): ProposalDraft {
  const { proposal } = request;
  if (!proposal) {
    return {
      date: request.date,
      time: request.time,
      kind: 'setMenu',
      setMenuId: '',
      eveningId: '',
      pricePerPerson: '',
      depositPerPerson: '0',
      message: '',
    };
  }
  return {
    date: proposal.date,
    time: proposal.time,
    kind: proposal.eveningId ? 'evening' : 'setMenu',
    setMenuId: proposal.setMenuId ?? '',
    eveningId: proposal.eveningId ?? '',
    pricePerPerson: amountText(proposal.pricePerPerson),
    depositPerPerson: amountText(proposal.depositPerPerson),
    message: proposal.message,
  };
}

/** A set menu chosen: its price per person to begin with. */
export function withSetMenu(draft: ProposalDraft, setMenu: Pick<SetMenu, 'id' | 'price'> | undefined): ProposalDraft {
  return { ...draft, setMenuId: setMenu?.id ?? '', ...(setMenu ? { pricePerPerson: amountText(setMenu.price) } : {}) };
}

/**
 * An evening chosen: its day, one of its arrival times (the one typed if it is one), its price and its deposit per
 * person, which the proposal must take or may keep.
 */
export function withEvening(
  draft: ProposalDraft,
  evening: Pick<Evening, 'id' | 'date' | 'times' | 'pricePerPerson' | 'depositPerPerson'> | undefined,
): ProposalDraft {
  if (!evening) return { ...draft, eveningId: '' };
  return {
    ...draft,
    eveningId: evening.id,
    date: evening.date,
    time: evening.times.includes(draft.time) ? draft.time : (evening.times[0] ?? draft.time),
    pricePerPerson: amountText(evening.pricePerPerson),
    depositPerPerson: amountText(evening.depositPerPerson),
  };
}

/**
 * Each message under the control that shows: « choisissez une formule ou une soirée » (the rules' `setMenuId`) goes
 * under the list of evenings when staff chose that way.
 */
function placed(errors: ProposalFormErrors, kind: ProposalKind): ProposalFormErrors {
  if (kind !== 'evening' || !errors.setMenuId) return errors;
  const { setMenuId, ...rest } = errors;
  return { ...rest, eveningId: rest.eveningId ?? setMenuId };
}

/** « 95,50 » as staff type it; empty stays unset (the rules say what is missing). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * The draft checked by the server's own rules (`validateGroupProposal`). Whether the owner's account takes a deposit
 * the dialog does not know: the server says so, under the deposit.
 */
export function checkProposalDraft(
  draft: ProposalDraft,
  now: Date,
): { values: GroupProposalValues; errors?: undefined } | { values?: undefined; errors: ProposalFormErrors } {
  const result = validateGroupProposal(
    {
      date: draft.date,
      time: draft.time,
      setMenuId: draft.kind === 'setMenu' ? draft.setMenuId : null,
      eveningId: draft.kind === 'evening' ? draft.eveningId : null,
      pricePerPerson: numberOf(draft.pricePerPerson),
      depositPerPerson: numberOf(draft.depositPerPerson) ?? 0,
      message: draft.message,
    },
    { now, paymentsReady: true },
  );
  if (result.ok) return { values: result.values };
  const errors: ProposalFormErrors = {};
  for (const field of PROPOSAL_FIELDS_IN_FORM_ORDER) {
    const problem = result.errors[field];
    if (problem) errors[field] = wordStaffMessage(problem);
  }
  return { errors: placed(errors, draft.kind) };
}

/**
 * The server's refusal of the form's fields (docs/product.md#messages-as-codes): each worded from its code, else as
 * the server worded it, under its control.
 */
export function proposalFormErrorsFrom(
  {
    fieldErrors,
    fieldCodes,
  }: { fieldErrors: Readonly<Record<string, string>>; fieldCodes: Readonly<Record<string, ReceivedCode>> },
  kind: ProposalKind,
): ProposalFormErrors {
  const errors: ProposalFormErrors = {};
  for (const field of PROPOSAL_FIELDS_IN_FORM_ORDER) {
    const coded = fieldCodes[field];
    const message = coded ? receivedStaffMessage(coded.code, coded.params) : null;
    const words = message ? wordStaffMessage(message) : fieldErrors[field];
    if (words) errors[field] = words;
  }
  return placed(errors, kind);
}
