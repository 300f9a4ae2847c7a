import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../src/middlewares/request-log';

/** The request log never holds a token that opens a booking (docs/product.md#table-reservations). */
describe('the request log', () => {
  it.each([
    ['/reservation/ABCD-EF23/s3cr3t-token', '/reservation/ABCD-EF23/…'],
    ['/Reservation/ABCD-EF23/s3cr3t-token', '/reservation/ABCD-EF23/…'],
    ['/RESERVATION/abcd-ef23/s3cr3t-token/', '/reservation/abcd-ef23/…'],
    ['/reservation/ABCD-EF23/s3cr3t-token/extra', '/reservation/ABCD-EF23/…'],
    ['/reservation/ABCD-EF23/s3cr3t.token!', '/reservation/ABCD-EF23/…'],
    ['/reservation/ABCD-EF23/s3cr3t-token?lang=en', '/reservation/ABCD-EF23/…'],
    ['/%72eservation/ABCD-EF23/s3cr3t-token', '/reservation/ABCD-EF23/…'],
    ['/reservation//s3cr3t-token', '/reservation/…'],
    ['/reservation/s3cr3t-token', '/reservation/…'],
    ['/reservation/%E0%A4%A/s3cr3t', '/reservation/…'],
  ])('masks %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
    expect(loggedUrl(url)).not.toContain('s3cr3t');
  });

  it('writes any other address as it is', () => {
    for (const url of ['/reserver', '/api/public/reservations/ABCD-EF23', '/la-carte?regime=vegane', '/reservations'])
      expect(loggedUrl(url)).toBe(url);
  });
});
