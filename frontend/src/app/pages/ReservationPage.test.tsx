import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { availabilityOk, menuOk, restaurantOk } from '../../test/handlers/public-api';
import { APP_TEST_TIMEOUT, pageLoaded, renderApp } from '../../test/render';
import { server } from '../../test/server';
import { refusal } from '../../test/messages';

describe('the reservation pages in the app', () => {
  it(
    'opens /reserver with its title, the restaurant’s number and the booking form',
    async () => {
      server.use(restaurantOk, menuOk, availabilityOk);
      renderApp('/reserver');
      await pageLoaded();
      expect(screen.getByRole('heading', { level: 1, name: 'Réserver une table' })).toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(await within(main).findByRole('link', { name: '+41 22 731 48 50' })).toHaveAttribute(
        'href',
        'tel:+41227314850',
      );
      expect(await screen.findByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Réserver une table — Trattoria Ticino'));
    },
    APP_TEST_TIMEOUT,
  );

  it(
    'shows the not-found page for a manage link whose token opens nothing',
    async () => {
      server.use(
        restaurantOk,
        http.get('/api/public/reservations/KQ7M-3XPA', () =>
          HttpResponse.json(refusal('reservation.notFound'), { status: 404 }),
        ),
      );
      renderApp('/reservation/KQ7M-3XPA/mauvais-jeton');
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page Not Found — Trattoria Ticino'));
    },
    APP_TEST_TIMEOUT,
  );
});
