import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MENU_CATEGORIES } from '@ticino/shared';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

function statValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function openStats(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Statistiques' }));
  await screen.findByText('Total des éléments');
}

describe('statistics tab', () => {
  it('shows the total, the 24 categories, the average price and the count per category', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await openStats(user);
    expect(statValue('Total des éléments')).toBe('4');
    expect(statValue('Catégories')).toBe('24');
    expect(statValue('Prix moyen')).toBe('CHF 34.63');
    const perCategory = screen.getByRole('region', { name: 'Éléments par catégorie' });
    const terms = within(perCategory).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([...MENU_CATEGORIES]);
    expect(terms[0].nextElementSibling).toHaveTextContent('2');
    expect(terms[3].nextElementSibling).toHaveTextContent('0');
  });

  it('shows CHF 0.00 as the average when the menu is empty', async () => {
    const user = userEvent.setup();
    await renderDashboard([]);
    await openStats(user);
    expect(statValue('Total des éléments')).toBe('0');
    expect(statValue('Catégories')).toBe('24');
    expect(statValue('Prix moyen')).toBe('CHF 0.00');
  });
});
