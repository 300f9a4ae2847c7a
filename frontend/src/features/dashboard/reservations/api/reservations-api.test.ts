import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { server } from '../../../../test/server';
import { isAdminKey } from '../../shared/admin-reads';
import {
  changeReservationSchedule,
  createStaffBooking,
  downloadKitchenSheet,
  reservationTimesKey,
  type StaffBooking,
} from './reservations-api';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

it("counts a booking's times to move to among the dashboard's reads", () => {
  expect(isAdminKey(reservationTimesKey('ABCD-EF23', 4))).toBe(true);
});

describe('guests’ allergies from the staff (docs/product.md#allergies)', () => {
  const BOOKING: StaffBooking = {
    source: 'phone',
    date: '2026-12-26',
    time: '19:00',
    partySize: 2,
    name: 'Rossi',
    phone: '',
    email: '',
    notes: '',
    allergies: { allergens: [], consent: false },
  };

  it('sends a booking’s allergies with the consent, and neither when there are none', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/reservations', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: { reference: 'ROSS-IAAA' } }, { status: 201 });
      }),
    );
    await createStaffBooking(BOOKING);
    await createStaffBooking({ ...BOOKING, allergies: { allergens: ['gluten', 'lait'], consent: true } });
    // Without the consent, the list goes alone: the server refuses it (`errors.allergyConsent`).
    await createStaffBooking({ ...BOOKING, allergies: { allergens: ['soja'], consent: false } });
    const required = { source: 'phone', date: '2026-12-26', time: '19:00', partySize: 2, name: 'Rossi' };
    expect(sent).toEqual([
      required,
      { ...required, allergens: ['gluten', 'lait'], allergyConsent: true },
      { ...required, allergens: ['soja'] },
    ]);
  });

  it('changes a booking’s allergies alone or with its time, and removes them without consent', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/reservations/:reference', async ({ params, request }) => {
        sent.push([params.reference, await request.json()]);
        return HttpResponse.json({ success: true, data: {} });
      }),
    );
    await changeReservationSchedule('ROSS-IAAA', { allergies: { allergens: ['oeufs'], consent: true } });
    await changeReservationSchedule('ROSS-IAAA', { time: '19:30', allergies: { allergens: [], consent: false } });
    await changeReservationSchedule('ROSS-IAAA', { partySize: 3 });
    expect(sent).toEqual([
      ['ROSS-IAAA', { allergens: ['oeufs'], allergyConsent: true }],
      ['ROSS-IAAA', { time: '19:30', allergens: [] }],
      ['ROSS-IAAA', { partySize: 3 }],
    ]);
  });

  it('reads the « Fiche allergies » of a service with the staff session and saves it under its name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const asked: string[] = [];
    server.use(
      http.get('/api/service/kitchen-sheet.pdf', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('date')} ${url.searchParams.get('service')}`);
        return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    await downloadKitchenSheet('2026-12-26', 'dinner');
    expect(asked).toEqual(['2026-12-26 dinner']);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('fiche-allergies-2026-12-26-dinner.pdf');
    server.use(http.get('/api/service/kitchen-sheet.pdf', () => new HttpResponse(null, { status: 503 })));
    await expect(downloadKitchenSheet('2026-12-26', 'lunch')).rejects.toBeInstanceOf(ApiError);
  });
});
