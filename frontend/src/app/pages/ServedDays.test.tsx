import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OpeningSlot, RestaurantInfo } from '@ticino/shared';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, pageLoaded, renderApp } from '../../test/render';
import { RESTAURANT, menuOk } from '../../test/handlers/public-api';

const WEEKDAYS_AND_SATURDAY: OpeningSlot[] = (
  ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'] as const
).map((day) => ({ day, opensAt: '18:30', closesAt: '23:00' }));

function restaurantWith(openingHours: OpeningSlot[]) {
  const restaurant: RestaurantInfo = { ...RESTAURANT, openingHours };
  server.use(
    http.get('/api/public/restaurant', () => HttpResponse.json({ success: true, data: restaurant })),
    menuOk,
  );
}

describe('the days served, from the CMS’s slots', { timeout: APP_TEST_TIMEOUT }, () => {
  it('on the home page: « du lundi au samedi », then « tous les jours » once Sunday has a slot', async () => {
    restaurantWith(WEEKDAYS_AND_SATURDAY);
    const { unmount } = renderApp('/');
    const presentation = () => document.getElementById('presentation') as HTMLElement;
    expect(await screen.findByText(/Nous vous accueillons du lundi au samedi\./)).toBeInTheDocument();
    unmount();

    restaurantWith([...WEEKDAYS_AND_SATURDAY, { day: 'Dimanche', opensAt: '11:30', closesAt: '14:30' }]);
    renderApp('/');
    expect(await screen.findByText(/Nous vous accueillons tous les jours\./)).toBeInTheDocument();
    expect(presentation()).not.toHaveTextContent('du lundi au samedi');
  });

  it('on the German and Italian home pages, in their words', async () => {
    restaurantWith(WEEKDAYS_AND_SATURDAY);
    const { unmount } = renderApp('/de');
    expect(await screen.findByText(/Wir empfangen Sie von Montag bis Samstag\./)).toBeInTheDocument();
    unmount();
    renderApp('/it');
    expect(await screen.findByText(/La accogliamo dal lunedì al sabato\./)).toBeInTheDocument();
  });

  it('on /la-carte: « servis du mardi au dimanche »', async () => {
    restaurantWith(
      (['Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const).map((day) => ({
        day,
        opensAt: '11:30',
        closesAt: '14:30',
      })),
    );
    renderApp('/la-carte');
    await pageLoaded();
    expect(
      await screen.findByText(
        'Plats, vins et boissons, servis du mardi au dimanche. Prix en francs suisses, TVA comprise.',
      ),
    ).toBeInTheDocument();
  });
});
