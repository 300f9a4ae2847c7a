import { describe, expect, it } from 'vitest';
import type { TranslationGridField, TranslationGridRow } from '@ticino/shared';
import {
  filterTranslationRows,
  groupTranslationRows,
  lineKey,
  translationsTabLabel,
  withSavedField,
} from './translation-grid';

const validated = { text: 'Text', state: 'validée', shown: 'Text' } as const;
const missing = { text: '', state: 'manquante', shown: null } as const;

function field(name: string, de: TranslationGridField['cells']['de']): TranslationGridField {
  return { field: name, label: name, french: 'Texte', maxLength: 100, cells: { en: validated, de, it: validated } };
}

const ROWS: TranslationGridRow[] = [
  {
    subject: 'plat',
    subjectId: 'a',
    name: 'Bœuf braisé',
    category: 'Nos Viandes',
    fields: [field('title', validated), field('description', missing)],
  },
  { subject: 'formule', subjectId: 'b', name: 'Formule midi', fields: [field('name', validated)] },
  {
    subject: 'soirée',
    subjectId: 'c',
    name: 'Menu de St. Silvestre',
    fields: [field('name', validated), field('cancellationTerms', missing)],
  },
  { subject: 'restaurant', subjectId: 'restaurant', name: 'Restaurant', fields: [field('tagline', missing)] },
];

describe('the translations grid as the tab reads it (docs/product.md#translations)', () => {
  it('names the counts in the label, in the singular for one, leaving out what is at 0', () => {
    expect(translationsTabLabel(undefined)).toBe('Traductions');
    expect(translationsTabLabel({ missing: 0, toReview: 0 })).toBe('Traductions');
    expect(translationsTabLabel({ missing: 1, toReview: 0 })).toBe('Traductions (1 manquante)');
    expect(translationsTabLabel({ missing: 0, toReview: 1 })).toBe('Traductions (1 à revoir)');
    expect(translationsTabLabel({ missing: 3, toReview: 2 })).toBe('Traductions (3 manquantes · 2 à revoir)');
  });

  it('keeps the texts in the chosen state, the name searched as the menu search does, and the lines kept', () => {
    const onlyMissing = filterTranslationRows(ROWS, { state: 'manquante', search: '' });
    expect(onlyMissing.map((row) => [row.name, row.fields.map((kept) => kept.field)])).toEqual([
      ['Bœuf braisé', ['description']],
      ['Menu de St. Silvestre', ['cancellationTerms']],
      ['Restaurant', ['tagline']],
    ]);
    expect(filterTranslationRows(ROWS, { state: 'à revoir', search: '' })).toEqual([]);
    expect(filterTranslationRows(ROWS, { state: 'toutes', search: 'BOEUF' }).map((row) => row.name)).toEqual([
      'Bœuf braisé',
    ]);
    const kept = new Set([lineKey(ROWS[0], 'title')]);
    expect(filterTranslationRows(ROWS, { state: 'manquante', search: 'boeuf' }, kept)[0].fields).toHaveLength(2);
  });

  it('groups dishes by category, then the set menus, the evenings and the restaurant, each with its counts', () => {
    expect(groupTranslationRows(ROWS).map(({ title, counts }) => [title, counts])).toEqual([
      ['Nos Viandes', { missing: 1, toReview: 0 }],
      ['Formules', { missing: 0, toReview: 0 }],
      ['Soirées', { missing: 1, toReview: 0 }],
      ['Restaurant', { missing: 1, toReview: 0 }],
    ]);
  });

  it('takes a saved line and counts again, the other rows untouched', () => {
    const grid = { rows: ROWS, counts: { missing: 3, toReview: 0 } };
    const saved = field('description', { text: 'Geschmort', state: 'à revoir', shown: null });
    const next = withSavedField(grid, { subject: 'plat', subjectId: 'a' }, saved);
    expect(next.counts).toEqual({ missing: 2, toReview: 1 });
    expect(next.rows[0].fields[1]).toBe(saved);
    expect(next.rows[1]).toBe(ROWS[1]);
  });
});
