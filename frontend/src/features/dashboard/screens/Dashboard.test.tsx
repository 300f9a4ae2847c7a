import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

describe('dashboard header and tabs', () => {
  it('switches tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    // « Soirées » reads its evenings and the payment settings when it is chosen.
    await renderDashboard(undefined, () =>
      server.use(
        http.get('/api/evenings', () => HttpResponse.json({ success: true, data: [] })),
        http.get('/api/payment-settings', () => HttpResponse.json({ success: true, data: { iban: null } })),
      ),
    );
    const menuTab = screen.getByRole('tab', { name: 'Gestion du Menu' });
    const boardTab = screen.getByRole('tab', { name: 'Ardoise' });
    const setMenusTab = screen.getByRole('tab', { name: 'Formules' });
    const reservationsTab = screen.getByRole('tab', { name: 'Réservations' });
    const tablesTab = screen.getByRole('tab', { name: 'Tables' });
    const statsTab = screen.getByRole('tab', { name: 'Statistiques' });
    const messagesTab = screen.getByRole('tab', { name: 'Messages' });
    const reviewTab = screen.getByRole('tab', { name: 'À vérifier' });
    const translationsTab = screen.getByRole('tab', { name: 'Traductions' });
    expect(screen.getByRole('tabpanel', { name: 'Gestion du Menu' })).toBeInTheDocument();
    expect(statsTab).toHaveAttribute('tabindex', '-1');

    menuTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(boardTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(setMenusTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Soirées' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(reservationsTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Service' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tablesTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(statsTab).toHaveFocus();
    expect(statsTab).toHaveAttribute('aria-selected', 'true');
    const statsPanel = screen.getByRole('tabpanel', { name: 'Statistiques' });
    expect(await within(statsPanel).findByText('Total des éléments')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(messagesTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(reviewTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(translationsTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(menuTab).toHaveFocus();
    await user.keyboard('{End}');
    expect(translationsTab).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(reviewTab).toHaveFocus();
    await user.keyboard('{Home}');
    expect(menuTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Gestion du Menu' })).toBeInTheDocument());
  });

  it('prints the allergen matrix from the header in one click, and only when asked (docs/product.md#review-tab)', async () => {
    const user = userEvent.setup();
    const printedMatrixAlone: boolean[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printedMatrixAlone.push(document.body.classList.contains('printing-allergen-matrix'));
    });
    await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Imprimer la matrice des allergènes' }));
    const review = await screen.findByRole('tabpanel', { name: 'À vérifier' });
    expect(within(review).getByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(printedMatrixAlone).toEqual([true]));

    await user.click(screen.getByRole('tab', { name: 'Gestion du Menu' }));
    await user.click(screen.getByRole('tab', { name: 'À vérifier' }));
    expect(await screen.findByRole('tabpanel', { name: 'À vérifier' })).toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
