import { describe, expect, it } from 'vitest';
import {
  bookedMessageOf,
  groupProposalLinkParts,
  groupProposalPath,
  messageOf,
  offerLinkParts,
  reservationManageParts,
  type BookingCreated,
} from '../src';

describe("a group proposal's link", () => {
  it('finds the request’s id and the token in the link, and nothing in any other address', () => {
    expect(groupProposalLinkParts(groupProposalPath('k2v8f0a9c3', 'AbC_d-9'))).toEqual({
      id: 'k2v8f0a9c3',
      token: 'AbC_d-9',
    });
    expect(groupProposalLinkParts('/reservation/groupe/k2v8f0a9c3/AbC_d-9/')).toEqual({
      id: 'k2v8f0a9c3',
      token: 'AbC_d-9',
    });
    for (const other of [
      '/reservation/groupe/k2v8f0a9c3',
      '/reservation/groupe/K2V8/token',
      '/reservation/groupe/k2v8/tok.en',
      '/reservation/groupe/k2v8/token/more',
      '/reservation/offre/k2v8/token',
      '/reservation/KQ7M-3XPA/token',
      '/en/reservation/groupe/k2v8/token',
    ]) {
      expect(groupProposalLinkParts(other)).toBeNull();
    }
  });

  it('is neither a manage link nor an offer link', () => {
    const path = groupProposalPath('k2v8f0a9c3', 'AbC_d-9');
    expect(reservationManageParts(path)).toBeNull();
    expect(offerLinkParts(path)).toBeNull();
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
