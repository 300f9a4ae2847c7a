import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/server';
import mealMenu from '../../data/meal-menu.json';
import { renderTemplate } from '../../test-utils';

/** What vite emits: the restaurant's carte first, then the template's meals. */
const FOOD_MENU = [
  {
    id: 'carte-1',
    title: 'Fondue moitié-moitié',
    price: '32.00',
    description: 'Gruyère et vacherin',
    category: 'Nos Spécialités',
  },
  ...mealMenu.map((item, index) => ({ id: `meal-${index + 1}`, ...item })),
];

async function openMenu() {
  const user = userEvent.setup();
  renderTemplate('/home4/service_details');
  const menu = (await screen.findByRole('heading', { name: 'RESTAURANT FOOD MENU' }, { timeout: 8000 })).closest(
    'section',
  );
  if (!menu) throw new Error('menu section missing');
  return { user, menu };
}

describe('RESTAURANT FOOD MENU', () => {
  it('starts with the 16 meal items and never the restaurant carte', async () => {
    server.use(http.get('*/food.menu.json', () => HttpResponse.json(FOOD_MENU)));
    const { menu } = await openMenu();
    expect(await within(menu).findAllByRole('listitem')).toHaveLength(16);
    expect(within(menu).queryByText('Fondue moitié-moitié')).not.toBeInTheDocument();
    expect(within(menu).getByText('Buttermilk Pancakes')).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: /all/i })).not.toBeInTheDocument();
    expect(screen.getByText('7.00 AM to 10.30 AM')).toBeInTheDocument();
  });

  it('filters by the pressed meal button', async () => {
    server.use(http.get('*/food.menu.json', () => HttpResponse.json(FOOD_MENU)));
    const { user, menu } = await openMenu();
    await within(menu).findAllByRole('listitem');

    for (const meal of ['BREAKFAST', 'LUNCH', 'SUPPER', 'DINNER']) {
      await user.click(within(menu).getByRole('button', { name: meal }));
      expect(within(menu).getByRole('button', { name: meal })).toHaveAttribute('aria-pressed', 'true');
      const items = within(menu).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      for (const item of items) expect(item).toHaveAttribute('data-category', meal.toLowerCase());
    }
  });

  it('says so when the menu file cannot be loaded', async () => {
    server.use(http.get('*/food.menu.json', () => new HttpResponse(null, { status: 500 })));
    const { menu } = await openMenu();
    expect(await within(menu).findByText(/cannot be shown right now/)).toBeInTheDocument();
  });
});
