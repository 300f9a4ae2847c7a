import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderRoutes } from '../../test/render';
import { menuOk } from '../../test/handlers/public-api';
import { MenuPage } from './MenuPage';

/** /la-carte alone, with its own menu cache, so the address the page writes can be read from the router. */
function renderMenuPage(path: string) {
  server.use(menuOk);
  return renderRoutes(
    [
      {
        path: '/la-carte',
        element: (
          <SWRConfig value={{ provider: () => new Map() }}>
            <MenuPage />
          </SWRConfig>
        ),
      },
    ],
    path,
  );
}

/** The dishes' names: the third-level headings of the menu's lists (the allergen legend has one of its own). */
function dishNames() {
  return screen
    .queryAllByRole('heading', { level: 3 })
    .filter((heading) => heading.closest('.dishes'))
    .map((heading) => heading.textContent);
}

/** The search's count, said to screen readers (the guest filters have their own). */
function searchStatus() {
  return within(screen.getByRole('search', { name: 'Plats de la carte' })).getByRole('status');
}

function indexLinks() {
  const index = screen.queryByRole('navigation', { name: 'Catégories de la carte' });
  return index ? within(index).getAllByRole('link') : [];
}

const STATUS_EMPTY = 'Aucun plat ne correspond à votre recherche';

describe('/la-carte dish search', () => {
  it('opens a shared address with its search applied, in any letter case, and offers only the categories found', async () => {
    renderMenuPage('/la-carte?q=MOITI%C3%89');
    const field = await screen.findByRole('searchbox', { name: 'Rechercher un plat' });
    expect(field).toHaveValue('MOITIÉ');
    expect(dishNames()).toEqual(['Fondue moitié-moitié']);
    expect(indexLinks().map((link) => link.textContent)).toEqual(['Nos Spécialités']);
    expect(searchStatus()).toHaveTextContent('1 plat correspond à votre recherche');
  });

  it('filters as the guest types, on the title or the description, and keeps the search in the address by replacement', async () => {
    const user = userEvent.setup();
    const { router } = renderMenuPage('/la-carte');
    const field = await screen.findByRole('searchbox', { name: 'Rechercher un plat' });
    expect(dishNames()).toHaveLength(5);
    expect(searchStatus()).toBeEmptyDOMElement();

    await user.type(field, 'bœuf');
    expect(dishNames()).toEqual(['Charbonnade de bœuf']);
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('bœuf')}`));
    expect(router.state.historyAction).toBe('REPLACE');

    await user.clear(field);
    await user.type(field, 'mascarpone');
    expect(dishNames()).toEqual(['Tiramisu maison']);
    expect(indexLinks().map((link) => link.textContent)).toEqual(['Nos Desserts']);
    expect(searchStatus()).toHaveTextContent('1 plat correspond à votre recherche');

    await user.clear(field);
    expect(dishNames()).toHaveLength(5);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing matches, then clears the search on request', async () => {
    const user = userEvent.setup();
    const { router } = renderMenuPage('/la-carte?q=choucroute');
    await screen.findByRole('searchbox', { name: 'Rechercher un plat' });
    expect(searchStatus()).toHaveTextContent(STATUS_EMPTY);
    expect(dishNames()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Catégories de la carte' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    const field = screen.getByRole('searchbox', { name: 'Rechercher un plat' });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(dishNames()).toHaveLength(5);
    expect(searchStatus()).toBeEmptyDOMElement();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('takes the search of a link followed to the page', async () => {
    const { router } = renderMenuPage('/la-carte?q=pizza');
    const field = await screen.findByRole('searchbox', { name: 'Rechercher un plat' });
    expect(dishNames()).toEqual(['Pizza Margherita']);
    await act(() => router.navigate('/la-carte?q=barolo'));
    expect(field).toHaveValue('barolo');
    expect(dishNames()).toEqual(['Barolo DOCG']);
    await act(() => router.navigate('/la-carte'));
    expect(field).toHaveValue('');
    expect(dishNames()).toHaveLength(5);
  });
});

describe('/la-carte category index', () => {
  it('marks the first category current, then the one tapped, and jumps to it without a new history entry', async () => {
    const user = userEvent.setup();
    const { router } = renderMenuPage('/la-carte');
    await screen.findByRole('heading', { name: 'Charbonnade de bœuf' });
    const links = indexLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      'Nos Spécialités',
      'Nos Pizzas',
      'Nos Desserts',
      'Vins Rouges - Italie',
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'location')).toEqual([links[0]]);

    await user.click(links[2]);
    expect(links[2]).toHaveAttribute('aria-current', 'location');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'Nos Desserts' })).toHaveFocus();
    expect(router.state.location.hash).toBe('');
    expect(router.state.historyAction).toBe('POP');
  });
});
