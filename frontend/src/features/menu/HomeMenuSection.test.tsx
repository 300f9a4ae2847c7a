import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, renderApp } from '../../test/render';
import { MENU, foodFileDown, foodFileOk, menuDown, menuOk, restaurantOk } from '../../test/handlers/public-api';

function menuSection() {
  return document.getElementById('carte') as HTMLElement;
}

/** The app at `/`, once the home page (a lazily loaded route) is there. */
async function renderHome() {
  renderApp('/');
  await waitFor(() => expect(menuSection()).not.toBeNull());
}

const LOADING = 'Chargement de la carte…';

/** The live line that says what a category click showed. */
function categoryStatus() {
  return within(menuSection())
    .getAllByRole('status')
    .find((status) => !status.textContent?.includes(LOADING)) as HTMLElement;
}

function dishNames() {
  return within(menuSection())
    .queryAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);
}

describe('home page menu section', { timeout: APP_TEST_TIMEOUT }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a spinner, then the dishes of "Nos Spécialités" with their CHF prices', async () => {
    // The menu answers once the spinner has been seen: the home page itself arrives after a lazy load.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      restaurantOk,
      http.get('/api/public/menu', async () => {
        await answered;
        return HttpResponse.json({ success: true, data: MENU });
      }),
    );
    await renderHome();
    expect(within(menuSection()).getByText(LOADING).closest('[role="status"]')).not.toBeNull();
    answer();
    expect(await within(menuSection()).findByRole('heading', { name: 'Charbonnade de bœuf' })).toBeInTheDocument();
    expect(dishNames()).toEqual(['Charbonnade de bœuf', 'Fondue moitié-moitié']);
    expect(within(menuSection()).getByText('CHF 32.50')).toBeInTheDocument();
    expect(within(menuSection()).getByText('Gruyère et vacherin fribourgeois.')).toBeInTheDocument();
    expect(within(menuSection()).queryByText(LOADING)).not.toBeInTheDocument();
  });

  it('offers one button per category, the default one pressed, and filters on click', async () => {
    server.use(restaurantOk, menuOk);
    const user = userEvent.setup();
    await renderHome();
    await within(menuSection()).findByRole('heading', { name: 'Charbonnade de bœuf' });
    const pills = within(screen.getByRole('group', { name: 'Catégories de la carte' })).getAllByRole('button');
    expect(pills).toHaveLength(24);
    expect(pills[0]).toHaveTextContent('Nos Spécialités');
    expect(pills[0]).toHaveAttribute('aria-pressed', 'true');

    const pizzas = screen.getByRole('button', { name: 'Nos Pizzas' });
    await user.click(pizzas);
    expect(pizzas).toHaveAttribute('aria-pressed', 'true');
    expect(pills[0]).toHaveAttribute('aria-pressed', 'false');
    expect(dishNames()).toEqual(['Pizza Margherita']);
    expect(within(menuSection()).getByText('CHF 19.50')).toBeInTheDocument();
  });

  it('announces only the chosen category and its dish count, never the whole list', async () => {
    server.use(restaurantOk, menuOk);
    const user = userEvent.setup();
    await renderHome();
    const list = await within(menuSection()).findByRole('list', { name: 'Nos Spécialités' });
    expect(list.closest('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
    expect(categoryStatus()).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Nos Pizzas' }));
    expect(categoryStatus().textContent).toBe('Nos Pizzas\u00a0: 1 plat');
    await user.click(screen.getByRole('button', { name: 'Nos Spécialités' }));
    expect(categoryStatus().textContent).toBe('Nos Spécialités\u00a0: 2 plats');
    await user.click(screen.getByRole('button', { name: 'Nos Viandes' }));
    expect(categoryStatus().textContent).toBe('Nos Viandes\u00a0: aucun plat');
    expect(
      within(menuSection()).getByRole('list', { name: 'Nos Viandes' }).closest('[aria-live], [role="status"]'),
    ).toBeNull();
  });

  it('logs the failure and falls back to /food.menu.json, ignoring the template meals', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(restaurantOk, menuDown, foodFileOk);
    const user = userEvent.setup();
    await renderHome();
    expect(await within(menuSection()).findByRole('heading', { name: 'Raclette du Valais' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error loading menu items:', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Nos Poissons' }));
    expect(dishNames()).toEqual(['Filets de perche']);
    expect(screen.queryByText('Pancake Breakfast')).not.toBeInTheDocument();
  });

  it('shows an empty list without any message when the file fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(restaurantOk, menuDown, foodFileDown);
    await renderHome();
    const list = await within(menuSection()).findByRole('list', { name: 'Nos Spécialités' });
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await waitFor(() => expect(within(menuSection()).queryByText(LOADING)).not.toBeInTheDocument());
    expect(within(menuSection()).queryByText(/erreur|pas de plat/i)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
