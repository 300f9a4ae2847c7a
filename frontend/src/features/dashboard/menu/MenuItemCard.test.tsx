import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_LAW_DETAILS, type MenuItem } from '@ticino/shared';
import { AVAILABLE_UNDATED } from '../../../test/handlers/admin-api';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

const dessert = (id: string, title: string, position: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  title,
  price: 12,
  description: 'Maison',
  category: 'Nos Desserts',
  ...AVAILABLE_UNDATED,
  ...NO_LAW_DETAILS,
  position,
  photo: null,
  ...extra,
});

const DESSERTS: MenuItem[] = [
  dessert('tiramisu', 'Tiramisù', 0),
  dessert('panna', 'Panna cotta', 1),
  dessert('sorbet', 'Sorbet colonel', 2, { availability: 'masqué' }),
  dessert('buche', 'Bûche de Noël', 3, { availableFrom: '2026-12-20', availableUntil: '2026-12-26' }),
  dessert('rois', 'Gâteau des Rois', 4, { availableFrom: '2020-01-06', availableUntil: '2020-01-06' }),
];

const titlesInOrder = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('availability on a dashboard card (docs/product.md#availability)', () => {
  it('marks a dish « Épuisé » in one tap, until the next service day, and back', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard(DESSERTS);
    const translationReads = api.calls.filter((call) => call === 'translations').length;
    const toggle = screen.getByRole('button', { name: 'Épuisé : Tiramisù', pressed: false });
    await user.click(toggle);
    expect(api.calls).toContain('availability tiramisu épuisé');
    const card = screen.getByRole('article', { name: 'Tiramisù' });
    await within(card).findByText("Épuisé jusqu'au 24.11.2026 à 5 h");
    // The list is read again, not the translations' grid: no French text changed.
    expect(api.calls.filter((call) => call === 'translations')).toHaveLength(translationReads);
    expect(screen.getByRole('button', { name: 'Épuisé : Tiramisù', pressed: true })).toBeInTheDocument();
    // No form opened.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: "Épuisé jusqu'à nouvel ordre : Tiramisù" }));
    expect(api.calls).toContain('availability tiramisu épuisé !');
    await within(card).findByText("Épuisé jusqu'à nouvel ordre");

    await user.click(screen.getByRole('button', { name: 'Épuisé : Tiramisù', pressed: true }));
    expect(api.calls).toContain('availability tiramisu disponible');
    await waitFor(() => expect(within(card).queryByText(/Épuisé jusqu/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Épuisé : Tiramisù', pressed: false })).toBeInTheDocument();
  });

  it('marks hidden and dated items', async () => {
    await renderDashboard(DESSERTS);
    expect(
      within(screen.getByRole('article', { name: 'Sorbet colonel' })).getByText('Masqué : absent de la carte publique'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Bûche de Noël' })).getByText('Programmé du 20.12.2026 au 26.12.2026'),
    ).toBeInTheDocument();
    expect(await within(screen.getByRole('article', { name: 'Gâteau des Rois' })).findByText('Terminé')).toBeVisible();
  });
});

describe('order within a category (docs/product.md#order-within-a-category)', () => {
  it('offers « Monter » and « Descendre » only with one category chosen and no search', async () => {
    const user = userEvent.setup();
    await renderDashboard(DESSERTS);
    expect(screen.queryByRole('button', { name: 'Monter Panna cotta' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filtrer par catégorie'), 'Nos Desserts');
    expect(screen.getByRole('button', { name: 'Monter Panna cotta' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Monter Tiramisù' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre Gâteau des Rois' })).toBeDisabled();
    await user.type(screen.getByRole('searchbox'), 'panna');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Monter Panna cotta' })).not.toBeInTheDocument());
  });

  it('moves a dish by keyboard, keeps the focus on the moved button and says where it went', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard(DESSERTS);
    await user.selectOptions(screen.getByLabelText('Filtrer par catégorie'), 'Nos Desserts');

    screen.getByRole('button', { name: 'Monter Panna cotta' }).focus();
    await user.keyboard('{Enter}');
    expect(titlesInOrder()).toEqual(['Panna cotta', 'Tiramisù', 'Sorbet colonel', 'Bûche de Noël', 'Gâteau des Rois']);
    expect(screen.getByText('« Panna cotta » déplacé en position 1 sur 5')).toBeInTheDocument();
    // At the top « Monter » is disabled: the focus goes to « Descendre » of the same dish.
    expect(screen.getByRole('button', { name: 'Descendre Panna cotta' })).toHaveFocus();
    await waitFor(() => expect(api.calls).toContain('order panna,tiramisu,sorbet,buche,rois'));

    screen.getByRole('button', { name: 'Descendre Tiramisù' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Descendre Tiramisù' })).toHaveFocus();
    expect(titlesInOrder()).toEqual(['Panna cotta', 'Sorbet colonel', 'Tiramisù', 'Bûche de Noël', 'Gâteau des Rois']);
    await waitFor(() => expect(api.calls).toContain('order panna,sorbet,tiramisu,buche,rois'));
    expect(screen.getByText('« Tiramisù » déplacé en position 3 sur 5')).toBeInTheDocument();
    // The list read again keeps the order the server stored.
    await waitFor(() => expect(api.calls.filter((call) => call === 'list').length).toBeGreaterThan(2));
    expect(titlesInOrder()).toEqual(['Panna cotta', 'Sorbet colonel', 'Tiramisù', 'Bûche de Noël', 'Gâteau des Rois']);
  });
});
