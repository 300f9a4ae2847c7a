import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@ticino/shared';
import { PageLocaleContext } from '../../hooks/useLocale';
import { ST_SILVESTRE } from '../../test/handlers/public-api';
import { EveningList } from './EveningList';

const VALENTIN = {
  ...ST_SILVESTRE,
  id: 'soiree14',
  name: 'Saint-Valentin',
  slug: 'saint-valentin',
  date: '2100-02-14',
};

function renderList(locale: Locale, evenings = [ST_SILVESTRE, VALENTIN]) {
  return render(
    <MemoryRouter>
      <PageLocaleContext.Provider value={locale}>
        <EveningList evenings={evenings} />
      </PageLocaleContext.Provider>
    </MemoryRouter>,
  );
}

describe('the home page’s evenings', () => {
  it('lists each evening with its date and price, its name leading to its page', () => {
    renderList('fr');
    const section = screen.getByRole('region', { name: 'Nos soirées' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]).getByRole('link', { name: 'Menu de St. Silvestre' });
    expect(link).toHaveAttribute('href', '/soirees/menu-de-st-silvestre');
    expect(link).not.toHaveAttribute('lang');
    expect(items[0]).toHaveTextContent('jeudi 31 décembre 2099');
    expect(items[0]).toHaveTextContent('CHF 145.00 par personne');
    expect(within(items[1]).getByRole('link', { name: 'Saint-Valentin' })).toHaveAttribute(
      'href',
      '/soirees/saint-valentin',
    );
  });

  it('leads to the page in its own language, the names marked as French', () => {
    renderList('it');
    const link = screen.getByRole('link', { name: 'Menu de St. Silvestre' });
    expect(link).toHaveAttribute('href', '/it/serate/menu-de-st-silvestre');
    expect(link).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('region', { name: 'Le nostre serate' })).toHaveTextContent('CHF 145.00 a persona');
  });

  it('names an evening as staff translated it, not marked French, the one left untranslated marked so', () => {
    const translated = { ...ST_SILVESTRE, name: 'New Year dinner', fallback: ['description'] };
    renderList('en', [translated, { ...VALENTIN, fallback: ['name'] }]);
    expect(screen.getByRole('link', { name: 'New Year dinner' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Saint-Valentin' })).toHaveAttribute('lang', 'fr');
  });

  it('shows nothing without an evening', () => {
    const { container } = renderList('fr', []);
    expect(container).toBeEmptyDOMElement();
  });
});
