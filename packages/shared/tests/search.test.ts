import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, menuSearch } from '../src';

const dish = (title: string, description = '') => ({ title, description });

describe('a forgiving search (docs/product.md#menu-search-and-filters)', () => {
  it('ignores case and accents both ways', () => {
    expect(matchesSearch(dish('Risotto aux cèpes'), 'CÈPES')).toBe(true);
    expect(matchesSearch(dish('Risotto aux cèpes'), 'CEPES')).toBe(true);
    expect(matchesSearch(dish('Panna cotta', 'Crème vanillée'), 'creme vanillee')).toBe(true);
    expect(matchesSearch(dish('Tarte aux pommes', 'creme fraiche'), 'CRÈME FRAÎCHE')).toBe(true);
    expect(matchesSearch(dish('Pâtes'), 'pates')).toBe(true);
    expect(matchesSearch(dish('Ürner Käse'), 'urner kase')).toBe(true);
  });

  it('spells ligatures out, whichever side has them', () => {
    expect(matchesSearch(dish('Filet de bœuf'), 'boeuf')).toBe(true);
    expect(matchesSearch(dish('Filet de BŒUF'), 'bœuf')).toBe(true);
    expect(matchesSearch(dish('Filet de boeuf'), 'bœuf')).toBe(true);
    expect(matchesSearch(dish('Salade', 'Cæsar'), 'caesar')).toBe(true);
    expect(matchesSearch(dish('Salade', 'Caesar'), 'CÆSAR')).toBe(true);
    expect(matchesSearch(dish('Weißwurst'), 'weisswurst')).toBe(true);
  });

  it('still needs the letters to be there', () => {
    expect(matchesSearch(dish('Filet de bœuf'), 'boef')).toBe(false);
    expect(matchesSearch(dish('Risotto aux cèpes'), 'cepe s')).toBe(false);
    expect(matchesSearch(dish('Crème', 'brûlée'), 'creme brulee')).toBe(false);
  });

  it('folds to plain lower-case letters', () => {
    expect(foldForSearch('Œufs BRÛLÉS à l’ÆGIR ﬁn')).toBe('oeufs brules a l’aegir fin');
    expect(foldForSearch('')).toBe('');
  });
});

describe('menuSearch, the test for a whole list', () => {
  it('finds a translated dish by its French name too, not by another dish’s', () => {
    const perch = { ...dish('Perch fillets', 'Golden in butter.'), frenchTitle: 'Filets de perche' };
    expect(menuSearch('FILETS DE PERCHE')(perch)).toBe(true);
    expect(menuSearch('golden')(perch)).toBe(true);
    expect(menuSearch('féra')(perch)).toBe(false);
    expect(menuSearch('filets')(dish('Perch fillets'))).toBe(false);
  });

  const list = [dish('Filet de bœuf'), dish('Crème brûlée', 'Vanille'), dish('Tiramisù')];

  it('keeps the items that match, whatever the case, accents and ligatures', () => {
    expect(list.filter(menuSearch('BOEUF')).map((item) => item.title)).toEqual(['Filet de bœuf']);
    expect(list.filter(menuSearch('vanille')).map((item) => item.title)).toEqual(['Crème brûlée']);
    expect(list.filter(menuSearch('tiramisu')).map((item) => item.title)).toEqual(['Tiramisù']);
  });

  it('keeps everything for a blank search', () => {
    expect(list.filter(menuSearch(' \t'))).toEqual(list);
  });
});
