import { describe, expect, it } from 'vitest';
import {
  GROUP_PROPOSAL_LIMITS,
  bookedMessageOf,
  messageOf,
  offerLinkParts,
  reservationManageParts,
  type BookingCreated,
  groupProposalLinkParts,
  groupProposalOpen,
  groupProposalPath,
  staffMessageOf,
  validateGroupProposal,
  type GroupProposalInput,
} from '../src';

/** 2026-12-01, 10:00 in Geneva. */
const NOW = new Date('2026-12-01T09:00:00Z');

const PROPOSAL: GroupProposalInput = {
  date: '2026-12-12',
  time: '19:30:00.000',
  setMenuId: ' sm1 ',
  eveningId: '',
  pricePerPerson: 85.5,
  depositPerPerson: 30,
  message: ' Le salon est à vous dès 19 h.\nÀ bientôt ! ',
};

const rules = { now: NOW, paymentsReady: true };

const refusal = (changes: GroupProposalInput, paymentsReady = true) => {
  const result = validateGroupProposal({ ...PROPOSAL, ...changes }, { now: NOW, paymentsReady });
  if (result.ok) throw new Error('accepted');
  return result.errors;
};

describe('a proposal as staff send it (docs/product.md#group-proposals)', () => {
  it('is kept clean: the time as HH:MM, the ids and the message trimmed, the message’s lines kept', () => {
    expect(validateGroupProposal(PROPOSAL, rules)).toEqual({
      ok: true,
      values: {
        date: '2026-12-12',
        time: '19:30',
        setMenuId: 'sm1',
        eveningId: null,
        pricePerPerson: 85.5,
        depositPerPerson: 30,
        message: 'Le salon est à vous dès 19 h.\nÀ bientôt !',
      },
    });
  });

  it('takes an evening instead of a set menu, and no deposit when none is sent', () => {
    const result = validateGroupProposal(
      { ...PROPOSAL, setMenuId: null, eveningId: 'ev1', depositPerPerson: undefined, message: undefined },
      { now: NOW, paymentsReady: false },
    );
    expect(result).toMatchObject({
      ok: true,
      values: { setMenuId: null, eveningId: 'ev1', depositPerPerson: 0, message: '' },
    });
  });

  it('takes a day from today to a year ahead', () => {
    expect(validateGroupProposal({ ...PROPOSAL, date: '2026-12-01' }, rules).ok).toBe(true);
    expect(validateGroupProposal({ ...PROPOSAL, date: '2027-12-01' }, rules).ok).toBe(true);
    expect(refusal({ date: '2027-12-02' })).toEqual({
      date: staffMessageOf('groupProposal.dateTooFar', { days: GROUP_PROPOSAL_LIMITS.daysAhead }),
    });
    expect(refusal({ date: '2026-11-30' })).toEqual({ date: staffMessageOf('groupProposal.datePast') });
    expect(refusal({ date: '12.12.2026' })).toEqual({ date: staffMessageOf('groupProposal.dateRequired') });
    expect(refusal({ date: undefined })).toEqual({ date: staffMessageOf('groupProposal.dateRequired') });
  });

  it('refuses a time that is none', () => {
    expect(refusal({ time: '25:00' })).toEqual({ time: staffMessageOf('groupProposal.timeInvalid') });
    expect(refusal({ time: undefined })).toEqual({ time: staffMessageOf('groupProposal.timeInvalid') });
  });

  it('asks for exactly one of a set menu and an evening', () => {
    const menuOne = { setMenuId: staffMessageOf('groupProposal.menuOne') };
    expect(refusal({ setMenuId: 'sm1', eveningId: 'ev1' })).toEqual(menuOne);
    expect(refusal({ setMenuId: '  ', eveningId: null })).toEqual(menuOne);
  });

  it('takes a price above 0 up to the limit, in centimes at most', () => {
    const priceInvalid = { pricePerPerson: staffMessageOf('groupProposal.priceInvalid', { max: 10_000 }) };
    expect(validateGroupProposal({ ...PROPOSAL, pricePerPerson: 0.01, depositPerPerson: 0 }, rules).ok).toBe(true);
    expect(validateGroupProposal({ ...PROPOSAL, pricePerPerson: 10_000 }, rules).ok).toBe(true);
    for (const price of [0, 10_000.01, 85.555, '85', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refusal({ pricePerPerson: price, depositPerPerson: 0 }), String(price)).toEqual(priceInvalid);
    }
  });

  it('takes a deposit from 0 to the price, and above 0 only with the owner’s account', () => {
    const depositInvalid = { depositPerPerson: staffMessageOf('groupProposal.depositInvalid') };
    expect(validateGroupProposal({ ...PROPOSAL, depositPerPerson: 85.5 }, rules).ok).toBe(true);
    expect(validateGroupProposal({ ...PROPOSAL, depositPerPerson: 0 }, { now: NOW, paymentsReady: false }).ok).toBe(
      true,
    );
    expect(refusal({ depositPerPerson: 85.51 })).toEqual(depositInvalid);
    expect(refusal({ depositPerPerson: -1 })).toEqual(depositInvalid);
    expect(refusal({ depositPerPerson: 10.005 })).toEqual(depositInvalid);
    expect(refusal({}, false)).toEqual({
      depositPerPerson: staffMessageOf('groupProposal.depositWithoutAccount'),
    });
  });

  it('keeps the message within its length', () => {
    const max = GROUP_PROPOSAL_LIMITS.messageMaxLength;
    expect(validateGroupProposal({ ...PROPOSAL, message: 'x'.repeat(max) }, rules).ok).toBe(true);
    expect(refusal({ message: 'x'.repeat(max + 1) })).toEqual({
      message: staffMessageOf('groupProposal.messageTooLong', { max }),
    });
  });

  it('names every field refused at once', () => {
    const errors = refusal({ date: 'x', time: 'x', setMenuId: null, pricePerPerson: 0, message: 'x'.repeat(1001) });
    expect(Object.keys(errors)).toEqual(['date', 'time', 'setMenuId', 'pricePerPerson', 'message']);
  });
});

describe("a proposal's link", () => {
  it('is read back from its path, and no other path', () => {
    const path = groupProposalPath('abc123', 'tok_en-1');
    expect(path).toBe('/reservation/groupe/abc123/tok_en-1');
    expect(groupProposalLinkParts(path)).toEqual({ id: 'abc123', token: 'tok_en-1' });
    expect(groupProposalLinkParts(`${path}/`)).toEqual({ id: 'abc123', token: 'tok_en-1' });
    for (const other of [
      '/reservation/groupe/abc123',
      '/reservation/groupe/ABC/tok',
      '/reservation/offre/abc123/tok',
      `/x${path}`,
      `${path}/more`,
      '/reservation/groupe/abc123/tok en',
    ]) {
      expect(groupProposalLinkParts(other), other).toBeNull();
    }
  });

  it('is neither a manage link nor an offer link', () => {
    const path = groupProposalPath('k2v8f0a9c3', 'AbC_d-9');
    expect(reservationManageParts(path)).toBeNull();
    expect(offerLinkParts(path)).toBeNull();
  });
  it('is open until the end of its last day in Geneva', () => {
    expect(groupProposalOpen('2026-12-01', new Date('2026-12-01T22:59:00Z'))).toBe(true);
    expect(groupProposalOpen('2026-12-01', new Date('2026-12-01T23:00:00Z'))).toBe(false);
    expect(groupProposalOpen('2026-12-02', NOW)).toBe(true);
  });
});

describe("a booking's answer", () => {
  const booking = (status: BookingCreated['status'], deposit: BookingCreated['deposit']) => ({ status, deposit });

  it('says confirmed, requested, or held until its deposit arrives', () => {
    expect(bookedMessageOf(booking('confirmed', null))).toEqual(messageOf('reservation.confirmed'));
    expect(bookedMessageOf(booking('requested', null))).toEqual(messageOf('reservation.requested'));
    const deposit = {
      amount: 420,
      reference: { type: 'QRR' as const, reference: '0'.repeat(27) },
      deadline: '2026-12-08',
    };
    expect(bookedMessageOf(booking('awaiting_payment', deposit))).toEqual(
      messageOf('reservation.awaitingPayment', { amount: '420.00', deadline: '08.12.2026' }),
    );
  });
});
