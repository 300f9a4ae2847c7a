import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NO_LAW_DETAILS, type PublicMenuItem } from '@ticino/shared';
import { CountryNamesContext, type CountryNames } from '../../hooks/useCountryNames';
import { DishLawDetails } from './DishLawDetails';

const { allergensConfirmation: _staffOnly, ...LAW_NONE } = NO_LAW_DETAILS;
const PERCH: PublicMenuItem = {
  ...LAW_NONE,
  availability: 'disponible',
  photo: null,
  id: 'perche',
  title: 'Filets de perche',
  price: 42,
  description: 'Meunière.',
  category: 'Nos Poissons',
  origins: [{ animal: 'poisson', name: 'Perche', production: 'elevage', country: 'PL', faoArea: null }],
};

const onPage = (address: string, names: CountryNames | null) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <CountryNamesContext.Provider value={names}>
        <DishLawDetails item={PERCH} />
      </CountryNamesContext.Provider>
    </MemoryRouter>,
  );

describe('a country of origin (docs/decisions.md: Intl stays out of the page’s start)', () => {
  it('takes the name the server gave with the page, in the page’s language', () => {
    // A name no engine gives, to tell where it comes from.
    onPage('/de/speisekarte', { locale: 'de', names: { PL: 'Polen (Server)' } });
    expect(screen.getByText('Polen (Server)')).toBeInTheDocument();
  });

  it('names it itself in another language than the server’s, or without names from the server', () => {
    onPage('/de/speisekarte', { locale: 'fr', names: { PL: 'Pologne (Server)' } });
    expect(screen.getByText('Polen')).toBeInTheDocument();
    onPage('/en/menu', null);
    expect(screen.getByText('Poland')).toBeInTheDocument();
  });
});
