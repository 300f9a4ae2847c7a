import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PublicSetMenu } from '@ticino/shared';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, pageLoaded, renderApp } from '../../test/render';
import { MENU, menuOk, restaurantOk } from '../../test/handlers/public-api';

const dish = (id: string) => MENU.find((item) => item.id === id)!;

const LUNCH: PublicSetMenu = {
  id: 'midi',
  name: 'Formule midi',
  price: 26.5,
  days: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'],
  startsAt: '11:30',
  endsAt: '14:00',
  courses: [
    { name: 'Plat', dishes: [dish('p1'), dish('s1')] },
    { name: 'Dessert', dishes: [dish('d1')] },
  ],
};

const setMenusOk = http.get('/api/public/set-menus', () => HttpResponse.json({ success: true, data: [LUNCH] }));

describe('the set menus on the menu page (docs/product.md#set-menus)', { timeout: APP_TEST_TIMEOUT }, () => {
  it('shows each set menu with its price, when it is served, and the dishes of each course', async () => {
    server.use(restaurantOk, menuOk, setMenusOk);
    renderApp('/la-carte');
    await pageLoaded();
    const section = await screen.findByRole('region', { name: 'Formules' });
    const lunch = within(section).getByRole('article', { name: 'Formule midi' });
    expect(lunch).toHaveTextContent('CHF 26.50');
    expect(within(lunch).getByText('servie du lundi au vendredi à midi')).toBeInTheDocument();
    const main = within(lunch).getByRole('group', { name: 'Plat · au choix' });
    expect(
      within(main)
        .getAllByRole('heading', { level: 5 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pizza Margherita', 'Charbonnade de bœuf']);
    // No price per dish: the set menu's is the price.
    expect(within(main).queryByText(/CHF/)).not.toBeInTheDocument();
    expect(within(lunch).getByRole('group', { name: 'Dessert · au choix' })).toHaveTextContent('Tiramisu maison');
  });

  it('says when it is served in the page language', async () => {
    server.use(restaurantOk, menuOk, setMenusOk);
    renderApp('/en/menu');
    await pageLoaded();
    const section = await screen.findByRole('region', { name: 'Set menus' });
    expect(within(section).getByText('served Monday to Friday at lunchtime')).toBeInTheDocument();
  });
});
