import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NO_LAW_DETAILS, type PublicMenuItem } from '@ticino/shared';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, pageLoaded, renderApp } from '../../test/render';
import { RESTAURANT, restaurantOk } from '../../test/handlers/public-api';

/** Swiss food and price law on /la-carte (docs/product.md#swiss-food-and-price-law). */
const { allergensConfirmation: _staffOnly, ...LAW_NONE } = NO_LAW_DETAILS;
const NONE = { ...LAW_NONE, availability: 'disponible', photo: null } as const;
const LAW_MENU: PublicMenuItem[] = [
  {
    ...NONE,
    id: 'perche',
    title: 'Filets de perche',
    price: 42,
    description: 'Meunière.',
    category: 'Nos Poissons',
    allergens: ['gluten', 'poissons', 'lait'],
    origins: [{ animal: 'poisson', name: 'Perche', production: 'elevage', country: 'PL', faoArea: null }],
  },
  {
    ...NONE,
    id: 'risotto',
    title: 'Risotto aux cèpes',
    price: 32,
    description: 'Carnaroli.',
    category: 'Nos Pâtes',
    allergens: ['lait'],
    diets: ['vegetarien'],
  },
  {
    ...NONE,
    id: 'salade',
    title: 'Salade verte',
    price: 8,
    description: 'Vinaigrette.',
    category: 'Nos Entrées & Salades',
    allergens: ['moutarde'],
    diets: ['vegane'],
  },
  {
    ...NONE,
    id: 'gamay',
    title: 'Gamay de Genève',
    price: 42,
    description: 'Fruité.',
    category: 'Vins Rouges - Suisse',
    allergens: ['sulfites'],
    quantities: [
      { quantity: '75 cl', price: 42 },
      { quantity: '1 dl', price: 6 },
    ],
    wine: { producer: 'Domaine X', appellation: 'Genève AOC', grape: 'Gamay', vintage: 2023, genevan: true },
  },
];
const lawMenuOk = http.get('/api/public/menu', () => HttpResponse.json({ success: true, data: LAW_MENU }));

describe('/la-carte and the law', { timeout: APP_TEST_TIMEOUT }, () => {
  it('shows symbols named for screen readers, origins, quantities and the notices', async () => {
    server.use(restaurantOk, lawMenuOk);
    renderApp('/la-carte');
    await pageLoaded();
    const perch = (await screen.findByRole('heading', { name: 'Filets de perche' })).closest('li')!;
    const marks = within(perch).getByRole('list', { name: 'Allergènes et régime' });
    expect(marks).toHaveTextContent('Contient : Poissons');
    expect(within(perch).getByText(/^Origine/)).toHaveTextContent('Origine : Perche : élevage, Pologne');
    expect(screen.getByText('75 cl CHF 42.00')).toBeInTheDocument();
    expect(screen.getByText('Aussi servi : 1 dl — CHF 6.00')).toBeInTheDocument();
    expect(screen.getByText('Vin genevois')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Provenance de nos viandes et poissons' });
    expect(within(summary).getAllByRole('listitem')[0]).toHaveTextContent(/^Perche : élevage, Pologne$/);
    expect(within(summary).getByText(RESTAURANT.allergenNotice)).toBeInTheDocument();
    expect(within(summary).getByText(RESTAURANT.priceNotice)).toBeInTheDocument();
    expect(within(summary).getByText(RESTAURANT.breadOrigin)).toBeInTheDocument();
  });

  it('filters from a shared address, and keeps the choice in the address', async () => {
    server.use(restaurantOk, lawMenuOk);
    const user = userEvent.setup();
    renderApp('/la-carte?regime=vegetarien');
    await pageLoaded();
    await screen.findByRole('heading', { name: 'Risotto aux cèpes' });
    expect(screen.getByRole('button', { name: 'Végétarien' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Salade verte' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Filets de perche' })).not.toBeInTheDocument();
    expect(screen.getByText(/^2 éléments de la carte correspondent/)).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Sans lactose' }));
    expect(screen.queryByRole('heading', { name: 'Risotto aux cèpes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Salade verte' })).toBeInTheDocument();
  });

  it('speaks German on /de/speisekarte, leaving the staff’s French texts marked as French', async () => {
    server.use(restaurantOk, lawMenuOk);
    const user = userEvent.setup();
    renderApp('/de/speisekarte?regime=vegetarien');
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Speisekarte' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Risotto aux cèpes' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('heading', { name: 'Teigwaren' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Carnaroli.')).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('button', { name: 'Vegetarisch' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 Einträge der Speisekarte entsprechen diesen Filtern.')).toHaveAttribute(
      'role',
      'status',
    );

    await user.click(screen.getByRole('button', { name: 'Vegetarisch' }));
    const perch = screen.getByRole('heading', { name: 'Filets de perche' }).closest('li')!;
    expect(within(perch).getByRole('list', { name: 'Allergene und Ernährungsweise' })).toHaveTextContent(
      'Enthält: Fische',
    );
    const origin = within(perch).getByText(/^Herkunft:/);
    expect(origin).toHaveTextContent('Herkunft: Perche: Zucht, Polen');
    expect(within(origin).getByText('Perche')).toHaveAttribute('lang', 'fr');
    // The country is a code, named in the page's language.
    expect(within(origin).getByText('Polen')).not.toHaveAttribute('lang');
    expect(screen.getByText('Auch serviert: 1 dl — CHF 6.00')).toBeInTheDocument();
    expect(screen.getByText('Genfer Wein')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Herkunft unseres Fleisches und Fisches' });
    expect(within(summary).getByText(RESTAURANT.allergenNotice)).toHaveAttribute('lang', 'fr');
    expect(within(summary).getByText('Milch (inkl. Laktose)')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Kategorien der Speisekarte' })).toHaveTextContent(
      'Vorspeisen & Salate',
    );
  });

  it('shows on /en/menu the translations the API gives, marking French only the texts left untranslated', async () => {
    const asked: string[] = [];
    const english: Record<string, Partial<PublicMenuItem>> = {
      perche: {
        title: 'Perch fillets',
        origins: [
          { ...LAW_MENU[0].origins[0], name: 'Perch', country: 'CH' },
          // Typed as text before codes, and not recognised by the migration: shown as written, in French.
          { animal: 'boeuf', name: '', production: 'elevage', country: 'Atlantide' as 'CH', faoArea: null },
        ],
        fallback: ['description'],
      },
      risotto: { title: 'Porcini risotto', description: 'Carnaroli rice.', fallback: [] },
    };
    server.use(
      http.get('/api/public/restaurant', ({ request }) => {
        asked.push(new URL(request.url).search);
        const data = { ...RESTAURANT, allergenNotice: 'Ask us about allergens.', fallback: ['priceNotice'] };
        return HttpResponse.json({ success: true, data });
      }),
      http.get('/api/public/menu', ({ request }) => {
        asked.push(new URL(request.url).search);
        const data = LAW_MENU.map((item) => ({ ...item, fallback: ['title', 'description'], ...english[item.id] }));
        return HttpResponse.json({ success: true, data });
      }),
    );
    renderApp('/en/menu');
    await pageLoaded();
    expect(await screen.findByRole('heading', { name: 'Porcini risotto' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Carnaroli rice.')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'Salade verte' })).toHaveAttribute('lang', 'fr');
    const perch = screen.getByRole('heading', { name: 'Perch fillets' });
    expect(perch).not.toHaveAttribute('lang');
    const perchDish = perch.closest('li')!;
    expect(within(perchDish).getByText('Meunière.')).toHaveAttribute('lang', 'fr');
    const origins = within(perchDish).getByText(/^Origin:/);
    expect(origins).toHaveTextContent('Origin: Perch: farmed, Switzerland · Beef: Atlantide');
    expect(within(origins).getByText('Perch')).not.toHaveAttribute('lang');
    expect(within(origins).getByText('Switzerland')).not.toHaveAttribute('lang');
    expect(within(origins).getByText('Atlantide')).toHaveAttribute('lang', 'fr');
    const summary = screen.getByRole('region', { name: 'Where our meat and fish come from' });
    expect(within(summary).getAllByRole('listitem')[0]).toHaveTextContent(/^Perch: farmed, Switzerland$/);
    expect(within(summary).getByText('Ask us about allergens.')).not.toHaveAttribute('lang');
    expect(within(summary).getByText(RESTAURANT.priceNotice)).toHaveAttribute('lang', 'fr');
    expect(asked).toEqual(['?locale=en', '?locale=en']);
  });
});
