import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GuestReservationView } from '@ticino/shared';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, pageLoaded, renderApp } from '../../test/render';

const BOOKING: GuestReservationView = {
  reference: 'KQ7M-3XPA',
  status: 'confirmed',
  date: '2026-12-07',
  time: '12:00',
  partySize: 2,
  name: 'Ruth Miller',
  email: 'ruth@example.com',
  phone: '+44 20 7946 0000',
  notes: null,
  allergens: [],
  language: 'en',
  changeable: true,
  eventId: null,
  evening: null,
  deposit: null,
};

/** The API as it answers the booking's link: the booking, and its cancellation in the booking's language. */
function serveBooking(booking: GuestReservationView) {
  server.use(
    http.get('/api/public/reservations/KQ7M-3XPA', () => HttpResponse.json({ success: true, data: booking })),
    http.delete('/api/public/reservations/KQ7M-3XPA', () =>
      HttpResponse.json({
        success: true,
        message: 'Booking cancelled.',
        data: { ...booking, status: 'cancelled', changeable: false },
      }),
    ),
  );
}

describe("a guest's manage page in the language they booked in", () => {
  it(
    'shows a booking made in English in English, the site around it included',
    async () => {
      serveBooking(BOOKING);
      const user = userEvent.setup();
      renderApp('/reservation/KQ7M-3XPA/jeton-secret');
      await pageLoaded();
      expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
      await waitFor(() => expect(document.documentElement.lang).toBe('en'));
      await waitFor(() => expect(document.title).toMatch(/^Your booking — /));
      const facts = document.querySelector('.booking-manage__facts')!;
      expect(facts).toHaveTextContent('StatusConfirmed');
      expect(facts).toHaveTextContent('Monday 7 December 2026');
      expect(screen.getByRole('option', { name: '2 people' })).toBeInTheDocument();
      expect(screen.queryByText(/Votre réservation|Annuler la réservation/)).toBeNull();
      const navigation = screen.getAllByRole('navigation')[0];
      // The site's own links lead to its English pages.
      expect(within(navigation).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/en/gallery');

      await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
      expect(screen.getByText('Do you really want to cancel your booking?')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Booking cancelled.');
      expect(facts).toHaveTextContent('StatusCancelled');
    },
    APP_TEST_TIMEOUT,
  );

  it(
    'keeps a booking made in French in French',
    async () => {
      serveBooking({ ...BOOKING, language: 'fr' });
      renderApp('/reservation/KQ7M-3XPA/jeton-secret');
      await pageLoaded();
      expect(await screen.findByRole('heading', { level: 1, name: 'Votre réservation' })).toBeInTheDocument();
      expect(await screen.findByText('Confirmée')).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('fr');
    },
    APP_TEST_TIMEOUT,
  );
});
