import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, pageLoaded, renderApp } from '../../test/render';
import {
  CHARBONNADE_PHOTO,
  MENU,
  foodFileDown,
  foodFileOk,
  menuDown,
  menuOk,
  restaurantOk,
} from '../../test/handlers/public-api';

function categoryHeadings() {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Catégories' && text !== 'Provenance de nos viandes et poissons');
}

describe('/la-carte', { timeout: APP_TEST_TIMEOUT }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every non-empty category in the fixed order, with an index and CHF prices', async () => {
    server.use(restaurantOk, menuOk);
    renderApp('/la-carte');
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'La carte' })).toBeInTheDocument();
    // The printed menu is a plain link to its PDF (docs/product.md#printed-menu).
    expect(screen.getByRole('link', { name: 'Imprimer la carte' })).toHaveAttribute('href', '/carte.pdf');
    await screen.findByRole('heading', { name: 'Charbonnade de bœuf' });
    expect(categoryHeadings()).toEqual(['Nos Spécialités', 'Nos Pizzas', 'Nos Desserts', 'Vins Rouges - Italie']);

    const index = screen.getByRole('navigation', { name: 'Catégories de la carte' });
    const links = within(index).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(categoryHeadings());
    expect(links[3]).toHaveAttribute('href', '#categorie-vins-rouges-italie');
    expect(document.getElementById('categorie-vins-rouges-italie')).toHaveTextContent('Vins Rouges - Italie');

    const specialities = screen.getByRole('region', { name: 'Nos Spécialités' });
    expect(within(specialities).getAllByRole('listitem')).toHaveLength(2);
    expect(within(specialities).getByText('CHF 32.50')).toBeInTheDocument();
    expect(within(specialities).getByText('CHF 52.00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nos Viandes' })).not.toBeInTheDocument();
  });

  it("shows a dish's photo in responsive sizes, loaded lazily, and nothing for dishes without one", async () => {
    server.use(restaurantOk, menuOk);
    renderApp('/la-carte');
    await screen.findByRole('heading', { name: 'Charbonnade de bœuf' });
    const photos = within(screen.getByRole('main')).getAllByRole('img');
    expect(photos).toHaveLength(1);
    const [photo] = photos;
    expect(photo).toHaveAccessibleName(CHARBONNADE_PHOTO.alt);
    expect(photo).toHaveAttribute(
      'srcset',
      '/uploads/thumbnail_charbonnade_1a2b.jpg 234w, /uploads/small_charbonnade_1a2b.jpg 500w, ' +
        '/uploads/medium_charbonnade_1a2b.jpg 750w, /uploads/charbonnade_1a2b.jpg 1600w',
    );
    expect(photo).toHaveAttribute('src', '/uploads/small_charbonnade_1a2b.jpg');
    expect(photo).toHaveAttribute('sizes', '(min-width: 768px) 160px, (min-width: 360px) 96px, calc(100vw - 2rem)');
    expect(photo).toHaveAttribute('width', '1600');
    expect(photo).toHaveAttribute('height', '1067');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(photo.closest('li')).toHaveTextContent('Charbonnade de bœuf');
  });

  it('uses the static file when the API is down, without the template meals', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(restaurantOk, menuDown, foodFileOk);
    renderApp('/la-carte');
    await screen.findByRole('heading', { name: 'Raclette du Valais' });
    expect(categoryHeadings()).toEqual(['Nos Spécialités', 'Nos Poissons']);
    expect(screen.queryByText('Pancake Breakfast')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error loading menu items:', expect.anything());
  });

  it('says the menu is unavailable when both sources fail, and loads it again on "Réessayer"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let apiUp = false;
    let releaseRetry: () => void = () => {};
    const retryAnswered = new Promise<void>((resolve) => {
      releaseRetry = resolve;
    });
    server.use(
      restaurantOk,
      foodFileDown,
      http.get('/api/public/menu', async () => {
        if (!apiUp) return HttpResponse.json({ success: false, message: 'Indisponible' }, { status: 500 });
        await retryAnswered;
        return HttpResponse.json({ success: true, data: MENU });
      }),
    );
    const user = userEvent.setup();
    renderApp('/la-carte');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('La carte est momentanément indisponible.');
    expect(screen.queryByRole('navigation', { name: 'Catégories de la carte' })).not.toBeInTheDocument();

    apiUp = true;
    const retry = within(notice).getByRole('button', { name: 'Réessayer' });
    await user.click(retry);
    // The notice stays while the menu is asked for again, so focus stays on the button.
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toHaveFocus();

    releaseRetry();
    expect(await screen.findByRole('heading', { name: 'Charbonnade de bœuf' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Catégories' })).toHaveFocus();
  });

  it('shows the notice again when the new attempt fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    server.use(
      restaurantOk,
      foodFileDown,
      http.get('/api/public/menu', () => {
        attempts += 1;
        return HttpResponse.json({ success: false, message: 'Indisponible' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/la-carte');
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(attempts).toBe(2));
    const retry = screen.getByRole('button', { name: 'Réessayer' });
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('alert')).toHaveTextContent('La carte est momentanément indisponible.');
  });
});
