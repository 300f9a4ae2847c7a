import type { Core } from '@strapi/strapi';
import {
  genevaDay,
  groupProposalPath,
  groupProposalOpen,
  messageOf,
  normalizeTime,
  staffMessageOf,
  translationKey,
  validateGroupProposal,
  type BookingCreated,
  type DayText,
  type DepositView,
  type GroupProposalErrors,
  type GroupProposalInput,
  type GroupProposalPublicView,
  type GroupProposalState,
  type GroupProposalValues,
  type GroupProposalView,
  type Locale,
  type Message,
  type ReservationValues,
  type StaffMessage,
} from '@ticino/shared';
import type { Stored } from '../../../utils/stored';
import { siteService } from '../../../utils/services';
import { sitePublicUrl } from '../../../utils/public-url';
import { evenings } from '../../evening/services/evening';
import { depositDeadline, issueDeposit, DEPOSIT_FIELDS, DEPOSIT_UID, type StoredDeposit } from '../../payment/deposits';
import { depositSlip } from '../../payment/slip';
import { paymentSettings } from '../../payment-setting/services/payment-setting';
import { reservationSettings } from '../../reservation-setting/services/reservation-setting';
import { reservationNotices } from '../../reservation/services/notices';
import {
  newManageToken,
  newReference,
  reservations,
  tokenHash,
  tokenMatches,
  type OfferTaken,
} from '../../reservation/services/reservation';

const GROUP_REQUEST_UID = 'api::group-request.group-request';

/** A proposal as the request keeps it (its `proposal` JSON): what staff sent, and what it asked. */
export interface StoredProposal extends GroupProposalValues {
  sentAt: string;
  /** The staff member who sent it: the group's booking is theirs. */
  by: string;
  /** The set menu's or the evening's name in French, as it was when sent. */
  menuName: string;
  deadline: DayText;
  deposit: DepositView | null;
}

const FIELDS = [
  'guests',
  'name',
  'email',
  'phone',
  'language',
  'status',
  'proposal',
  'proposalTokenHash',
  'proposalReference',
  'reservationReference',
] as const;

type StoredRequest = Stored<typeof GROUP_REQUEST_UID, (typeof FIELDS)[number]> & { documentId: string };

/** What staff's proposal came to: sent (or only stored, without a mail server), or refused. */
export type ProposeOutcome =
  | { ok: true; mailed: boolean }
  | { ok: false; status: 400 | 404 | 409; message: StaffMessage; errors?: GroupProposalErrors };

/** What the guest's taking came to: the group's booking, or why not. */
export type TakeOutcome = { ok: true; created: BookingCreated } | { ok: false; status: 404 | 409; message: Message };

const proposalOf = (stored: Pick<StoredRequest, 'proposal'>): StoredProposal | null =>
  stored.proposal && typeof stored.proposal === 'object' ? (stored.proposal as unknown as StoredProposal) : null;

/** Where a request's proposal stands on `now`. */
function stateOf(stored: Pick<StoredRequest, 'status' | 'reservationReference'>, proposal: StoredProposal, now: Date) {
  if (stored.reservationReference) return 'accepted' satisfies GroupProposalState;
  return stored.status === 'proposed' && groupProposalOpen(proposal.deadline, now) ? 'open' : 'expired';
}

/** The proposal beside its request in the staff list; null before any. */
export function proposalView(
  stored: Pick<StoredRequest, 'status' | 'proposal' | 'reservationReference'>,
  now: Date,
): GroupProposalView | null {
  const proposal = proposalOf(stored);
  if (!proposal) return null;
  const { sentAt, menuName, deadline, deposit, ...values } = proposal;
  return {
    date: values.date,
    time: values.time,
    setMenuId: values.setMenuId,
    eveningId: values.eveningId,
    pricePerPerson: values.pricePerPerson,
    depositPerPerson: values.depositPerPerson,
    message: values.message,
    sentAt,
    menuName,
    deadline,
    deposit,
    state: stateOf(stored, proposal, now),
    reservationReference: stored.reservationReference ?? null,
  };
}

async function findRequest(strapi: Core.Strapi, id: string): Promise<StoredRequest | null> {
  if (!/^[a-z0-9]{1,64}$/.test(id)) return null;
  return (await strapi
    .documents(GROUP_REQUEST_UID)
    .findOne({ documentId: id, fields: [...FIELDS] })) as StoredRequest | null;
}

async function requestOfLink(strapi: Core.Strapi, id: string, token: string): Promise<StoredRequest | null> {
  const stored = await findRequest(strapi, id);
  return stored && proposalOf(stored) && tokenMatches(token, stored.proposalTokenHash) ? stored : null;
}

/** The set menu's or the evening's French name, or why the proposal cannot name it. */
async function menuOf(
  strapi: Core.Strapi,
  values: GroupProposalValues,
): Promise<{ name: string } | { field: 'setMenuId' | 'eveningId' | 'date'; message: StaffMessage }> {
  if (values.eveningId) {
    const evening = await evenings(strapi).find(values.eveningId);
    if (!evening) return { field: 'eveningId', message: staffMessageOf('groupProposal.eveningUnknown') };
    if (evening.date !== values.date || !evening.times.includes(values.time))
      return { field: 'date', message: staffMessageOf('groupProposal.eveningDay') };
    return { name: evening.name };
  }
  const setMenu = (await siteService('api::set-menu.set-menu', strapi).list()).find(
    (each) => each.id === values.setMenuId,
  );
  return setMenu
    ? { name: setMenu.name }
    : { field: 'setMenuId', message: staffMessageOf('groupProposal.setMenuUnknown') };
}

/** The proposal's menu named in `locale`, when staff translated it; else in French. */
async function menuNameIn(strapi: Core.Strapi, proposal: StoredProposal, locale: Locale): Promise<string> {
  if (locale === 'fr') return proposal.menuName;
  const subject = proposal.eveningId ? 'soirée' : 'formule';
  const id = proposal.eveningId ?? proposal.setMenuId ?? '';
  const translations = await siteService('api::translation.translation', strapi).shown(subject);
  return translations.get(translationKey(subject, id, 'name', locale)) ?? proposal.menuName;
}

/** The deposit a proposal asked, by the booking reference it keeps. */
async function depositOf(strapi: Core.Strapi, reference: string): Promise<StoredDeposit | null> {
  return (await strapi.db.query(DEPOSIT_UID).findOne({
    select: ['documentId', ...DEPOSIT_FIELDS],
    where: { reservationReference: reference },
  })) as StoredDeposit | null;
}

/** The group's booking made of its proposal, by `how` (« acceptée » by the link, « payée » by the bank). */
async function take(
  strapi: Core.Strapi,
  stored: StoredRequest,
  proposal: StoredProposal,
  how: string,
  now: Date,
): Promise<TakeOutcome> {
  const reference = stored.proposalReference ?? '';
  const values: ReservationValues = {
    date: proposal.date,
    time: proposal.time,
    partySize: stored.guests,
    name: stored.name ?? '',
    email: stored.email || null,
    phone: stored.phone || null,
    notes: null,
    language: stored.language ?? 'fr',
    source: 'phone',
    // Staff proposed this day knowing its covers; the booking says when it went beyond them.
    overCapacity: true,
    // Staff seat a group themselves (« Tables »).
    tables: [],
    allergens: [],
    eventId: proposal.eveningId,
  };
  const taken: OfferTaken = {
    holdKey: `group:${stored.documentId}`,
    claim: async () => {
      const current = await findRequest(strapi, stored.documentId);
      return current?.status === 'proposed' && !current.reservationReference && current.proposalReference === reference;
    },
    taken: async (booked) => {
      await strapi.db.query(GROUP_REQUEST_UID).update({
        where: { documentId: stored.documentId },
        data: { status: 'confirmed', reservationReference: booked },
      });
    },
    agreed: {
      reference,
      deposit: proposal.deposit ? await depositOf(strapi, reference) : null,
      note: `proposition de groupe ${how}`,
    },
  };
  const outcome = await reservations(strapi).book(values, { kind: 'staff', username: proposal.by }, now, taken);
  if (!outcome.ok) return { ok: false, status: 409, message: messageOf('reservation.proposalGone') };
  const { reservation, manageUrl } = outcome;
  return { ok: true, created: await reservationNotices(strapi).bookingCreated(reservation, manageUrl) };
}

/**
 * Staff's proposal answering request `id`: checked, stored with a new booking reference and, with a deposit, its
 * payment reference; the request is « Proposition envoyée » and its guest gets the mail with the link (a new one:
 * an earlier proposal's link no longer opens) and the slip. Refused once the guest took a proposal.
 */
async function propose(
  strapi: Core.Strapi,
  id: string,
  input: GroupProposalInput,
  by: string,
  now: Date,
): Promise<ProposeOutcome> {
  const stored = await findRequest(strapi, id);
  if (!stored) return { ok: false, status: 404, message: staffMessageOf('groupRequest.notFound') };
  if (stored.reservationReference) {
    const reference = stored.reservationReference;
    return { ok: false, status: 409, message: staffMessageOf('groupProposal.alreadyTaken', { reference }) };
  }
  if (!stored.email) return { ok: false, status: 409, message: staffMessageOf('groupProposal.withoutEmail') };
  const settings = await paymentSettings(strapi).find();
  const checked = validateGroupProposal(input, { now, paymentsReady: Boolean(settings.iban) });
  const invalid = staffMessageOf('groupProposal.invalid');
  if (!checked.ok) return { ok: false, status: 400, message: invalid, errors: checked.errors };
  const values = checked.values;
  const menu = await menuOf(strapi, values);
  if ('field' in menu) return { ok: false, status: 400, message: invalid, errors: { [menu.field]: menu.message } };

  const { paymentDeadlineDaysBefore } = await reservationSettings(strapi).find();
  const deadline = depositDeadline(values.date, paymentDeadlineDaysBefore, now);
  const reference = newReference();
  const depositCentimes = Math.round(values.depositPerPerson * 100) * stored.guests;
  const asked =
    settings.iban && depositCentimes > 0
      ? await issueDeposit(
          strapi,
          settings.iban,
          { reservationReference: reference, amountCentimes: depositCentimes, eveningName: menu.name },
          { eveningDate: values.date, daysBefore: paymentDeadlineDaysBefore },
          now,
        )
      : null;
  const deposit: DepositView | null = asked
    ? {
        amount: asked.amountCentimes / 100,
        reference: { type: asked.referenceType, reference: asked.paymentReference },
        deadline: String(asked.deadline),
      }
    : null;
  const proposal: StoredProposal = {
    ...values,
    sentAt: now.toISOString(),
    by,
    menuName: menu.name,
    deadline,
    deposit,
  };
  const token = newManageToken();
  await strapi.documents(GROUP_REQUEST_UID).update({
    documentId: id,
    data: {
      status: 'proposed',
      // Strapi types a JSON attribute as a JSON value, which no interface is: written as the value it is.
      proposal: proposal as never,
      proposalTokenHash: tokenHash(token),
      proposalReference: reference,
    },
  });
  const language = stored.language ?? 'fr';
  const menuName = await menuNameIn(strapi, proposal, language);
  const slip = deposit ? await depositSlip(strapi, { reference, language, deposit, title: menuName }) : null;
  const mailed = await reservationNotices(strapi).proposed(
    {
      date: values.date,
      time: values.time,
      partySize: stored.guests,
      name: stored.name ?? '',
      email: stored.email,
      language,
    },
    {
      reference,
      menuName,
      pricePerPerson: values.pricePerPerson,
      deposit: deposit?.amount ?? 0,
      deadline: proposal.deadline,
      message: values.message,
      url: `${sitePublicUrl()}${groupProposalPath(id, token)}`,
      slip,
    },
  );
  return { ok: true, mailed };
}

/**
 * Staff's proposals to group requests and the guest's taking of them (docs/product.md#group-proposals): each proposal
 * keeps a booking reference for the group and, with a deposit, the payment reference its slip names; the group's booking
 * is made with them when the guest takes it by its link, or pays.
 */
const proposalService = ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    propose: (id: string, input: GroupProposalInput, by: string, now: Date) => propose(strapi, id, input, by, now),

    /** The proposal as its link shows it, in the request's language; null for a wrong link. */
    async publicView(id: string, token: string, now: Date): Promise<GroupProposalPublicView | null> {
      const stored = await requestOfLink(strapi, id, token);
      const proposal = stored && proposalOf(stored);
      if (!stored || !proposal) return null;
      const language = stored.language ?? 'fr';
      return {
        id: stored.documentId,
        name: stored.name ?? '',
        language,
        guests: stored.guests,
        date: proposal.date,
        time: normalizeTime(proposal.time) ?? proposal.time,
        menuName: await menuNameIn(strapi, proposal, language),
        pricePerPerson: proposal.pricePerPerson,
        depositPerPerson: proposal.depositPerPerson,
        deposit: proposal.deposit,
        deadline: proposal.deadline,
        message: proposal.message,
        state: stateOf(stored, proposal, now),
      };
    },

    /** The language a proposal's answers speak: the request's, once the link is right. */
    async languageOf(id: string, token: string): Promise<Locale | null> {
      return (await requestOfLink(strapi, id, token))?.language ?? null;
    },

    /** The guest takes the proposal by its link: the group's booking, with its mail, while the proposal is open. */
    async accept(id: string, token: string, now: Date): Promise<TakeOutcome> {
      const stored = await requestOfLink(strapi, id, token);
      const proposal = stored && proposalOf(stored);
      if (!stored || !proposal) return { ok: false, status: 404, message: messageOf('reservation.proposalGone') };
      if (stateOf(stored, proposal, now) !== 'open')
        return { ok: false, status: 409, message: messageOf('reservation.proposalGone') };
      return take(strapi, stored, proposal, 'acceptée', now);
    },

    /**
     * A payment to the deposit of a proposal not yet taken takes it (the mail says paying accepts), as long as the
     * group's day has not passed: whether a booking now stands for `reservationReference`.
     */
    async takeByPayment(reservationReference: string, now: Date): Promise<boolean> {
      const [stored] = (await strapi.documents(GROUP_REQUEST_UID).findMany({
        filters: { proposalReference: reservationReference, status: 'proposed' },
        fields: [...FIELDS],
        limit: 1,
      })) as StoredRequest[];
      const proposal = stored && proposalOf(stored);
      if (!stored || !proposal || stored.reservationReference || proposal.date < genevaDay(now)) return false;
      return (await take(strapi, stored, proposal, 'payée', now)).ok;
    },
  };
};

export default proposalService;

export const groupProposals = (app: Core.Strapi = strapi) => siteService('api::group-request.proposal', app);
