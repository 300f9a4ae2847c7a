import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

describe('« À vérifier » (docs/product.md#review-tab)', () => {
  it('lists in « À vérifier » what each item lacks, in French (docs/product.md#review-tab)', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'À vérifier' }));
    const review = await screen.findByRole('tabpanel', { name: 'À vérifier' });
    const entrecote = within(review).getByText('Entrecôte de bœuf', { selector: 'strong' }).closest('li')!;
    expect(
      within(entrecote)
        .getAllByRole('listitem')
        .map((reason) => reason.textContent),
    ).toEqual(['Origine de la viande ou du poisson non déclarée', 'Allergènes jamais confirmés']);
  });
});
