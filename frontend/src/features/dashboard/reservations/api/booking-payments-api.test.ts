import { expect, it } from 'vitest';
import { isAdminKey } from '../../shared/admin-reads';
import { reservationCreditsKey } from './booking-payments-api';

it("counts a booking's payments among the dashboard's reads", () => {
  expect(isAdminKey(reservationCreditsKey('EVE1-AAAA'))).toBe(true);
});
