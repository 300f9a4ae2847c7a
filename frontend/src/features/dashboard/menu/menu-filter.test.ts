import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, filterMenuItems, isFilterActive } from './menu-filter';
import { SAMPLE_ITEMS } from '../../../test/handlers/admin-api';

describe('filterMenuItems', () => {
  it('keeps everything and counts per category in menu order with no filter', () => {
    const result = filterMenuItems(SAMPLE_ITEMS, { search: '', category: ALL_CATEGORIES });
    expect(result.items).toEqual(SAMPLE_ITEMS);
    expect(result.byCategory).toEqual([
      { category: 'Nos Spécialités', count: 2 },
      { category: 'Nos Viandes', count: 1 },
      { category: 'Nos Poissons', count: 1 },
    ]);
  });

  it('matches a case-insensitive substring of the title or the description', () => {
    const titles = (search: string) =>
      filterMenuItems(SAMPLE_ITEMS, { search, category: ALL_CATEGORIES }).items.map((item) => item.title);
    expect(titles('ENTRECÔTE')).toEqual(['Entrecôte de bœuf']);
    expect(titles('vinaigre')).toEqual(['Raclette du Valais']);
    expect(titles('  perche ')).toEqual(['Filets de perche']);
    expect(titles('sushi')).toEqual([]);
  });

  it('ignores accents and ligatures as well (docs/product.md#menu-search-and-filters)', () => {
    const titles = (search: string) =>
      filterMenuItems(SAMPLE_ITEMS, { search, category: ALL_CATEGORIES }).items.map((item) => item.title);
    expect(titles('entrecote de boeuf')).toEqual(['Entrecôte de bœuf']);
    expect(titles('BŒUF')).toEqual(['Entrecôte de bœuf']);
    expect(titles('GRUYERE')).toEqual(['Fondue moitié-moitié']);
    expect(titles('citronne')).toEqual(['Filets de perche']);
  });

  it('combines the search with an exact category', () => {
    const result = filterMenuItems(SAMPLE_ITEMS, { search: 'pommes', category: 'Nos Spécialités' });
    expect(result.items.map((item) => item.id)).toEqual(['raclette']);
    expect(result.byCategory).toEqual([{ category: 'Nos Spécialités', count: 1 }]);
  });

  it('names "every category" Toutes, the default filter value of docs/product.md#menu-tab', () => {
    expect(ALL_CATEGORIES).toBe('Toutes');
  });

  it('calls a filter active when there is a search or a chosen category', () => {
    expect(isFilterActive({ search: ' ', category: ALL_CATEGORIES })).toBe(false);
    expect(isFilterActive({ search: 'x', category: ALL_CATEGORIES })).toBe(true);
    expect(isFilterActive({ search: '', category: 'Vins Blancs' })).toBe(true);
  });
});
