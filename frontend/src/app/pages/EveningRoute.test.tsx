import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NO_LAW_DETAILS, type PublicSetMenu } from '@ticino/shared';
import { ST_SILVESTRE, eveningsOk, restaurantOk } from '../../test/handlers/public-api';
import { APP_TEST_TIMEOUT, pageLoaded, renderApp } from '../../test/render';
import { server } from '../../test/server';

const NEW_YEAR_MENU: PublicSetMenu = {
  id: 'formule31',
  name: 'Menu du Nouvel An',
  price: 145,
  days: [],
  startsAt: '19:00',
  endsAt: '23:30',
  courses: [
    {
      name: 'Main course',
      dishes: [
        {
          id: 'p1',
          title: 'Beef fillet',
          price: 48,
          description: '',
          category: 'Nos Spécialités',
          availability: 'disponible',
          ...NO_LAW_DETAILS,
          photo: null,
        },
      ],
    },
  ],
  fallback: ['name'],
};

describe('an evening’s page in the app', { timeout: APP_TEST_TIMEOUT }, () => {
  it('speaks its address’s language, keeps the staff’s French marked, and shows the set menu it serves', async () => {
    let setMenusAsked: string | null = null;
    server.use(
      restaurantOk,
      eveningsOk([{ ...ST_SILVESTRE, setMenuId: 'formule31', menuText: '' }]),
      http.get('/api/public/set-menus', ({ request }) => {
        setMenusAsked = new URL(request.url).search;
        return HttpResponse.json({ success: true, data: [NEW_YEAR_MENU] });
      }),
    );
    renderApp('/en/evenings/menu-de-st-silvestre');
    await pageLoaded();
    const title = await screen.findByRole('heading', { level: 1, name: 'Menu de St. Silvestre' });
    expect(title).toHaveAttribute('lang', 'fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await waitFor(() => expect(document.title).toBe('Menu de St. Silvestre — Trattoria Ticino'));
    expect(screen.getByText('Thursday 31 December 2099')).toBeInTheDocument();
    const menu = screen.getByRole('region', { name: 'On the menu' });
    expect(await within(menu).findByText('Menu du Nouvel An')).toHaveAttribute('lang', 'fr');
    expect(within(menu).getByRole('group', { name: 'Main course' })).toHaveTextContent('Beef fillet');
    expect(setMenusAsked).toBe('?locale=en');
    // The booking form's own allergy fields, in English.
    expect(screen.getByRole('group', { name: 'Allergies or intolerances (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book for 2 people at 19:00' })).toBeEnabled();
    // The language switcher leads to the same evening in the other languages.
    const switcher = screen.getAllByRole('list', { name: 'Site language' })[0];
    expect(within(switcher).getByRole('link', { name: 'DE — Deutsch' })).toHaveAttribute(
      'href',
      '/de/abende/menu-de-st-silvestre',
    );
    expect(within(switcher).getByRole('link', { name: 'FR — Français' })).toHaveAttribute(
      'href',
      '/soirees/menu-de-st-silvestre',
    );
  });

  it('is the not-found page for an evening that is not listed', async () => {
    server.use(restaurantOk, eveningsOk());
    renderApp('/it/serate/cena-di-pasqua');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
