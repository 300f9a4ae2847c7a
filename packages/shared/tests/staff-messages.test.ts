import { describe, expect, it } from 'vitest';
import {
  DICTIONARIES,
  isStaffMessageCode,
  staffMessageOf,
  staffText,
  wordStaffMessage,
  type StaffMessage,
} from '../src';
import { staffMessagesFr } from '../src/i18n/dictionaries/staff/fr';

type Entry = string | ((params: Record<string, unknown>) => string);
const staffEntries = Object.entries(staffMessagesFr).flatMap(([group, entries]) =>
  Object.entries(entries as Record<string, Entry>).map(([key, entry]) => [`${group}.${key}`, entry] as const),
);

/** A value for any parameter a staff sentence takes: the texts and lists by name, a number otherwise. */
const SAMPLE_TEXTS: Record<string, unknown> = {
  animal: 'boeuf',
  quantities: ['1 dl', '2 dl'],
  jumps: [{ row: 2, quantity: '75 cl', before: 48, after: 480 }],
  message: 'Le prix est requis',
  name: 'prix',
  title: 'Merlot del Ticino',
  id: 'k3x9',
  quantity: '1 dl',
  section: 'desserts',
  sections: 'pizzas, vins',
  day: 'Lundi',
  date: '2026-12-24',
};
/** The opening hours' problems name two slots or exceptions where the menu file names two lines. */
const HOURS_SAMPLES: Record<string, unknown> = {
  first: { day: 'Lundi', date: '2026-12-24', label: 'Veille de Noël', opensAt: '11:30', closesAt: '14:00' },
  second: { day: 'Lundi', date: '2026-12-24', label: 'Réveillon', opensAt: '13:00', closesAt: '23:00' },
};
const sampleParams = (code: string) =>
  new Proxy(
    {},
    {
      get: (_, name) =>
        (code.startsWith('hours.') ? HOURS_SAMPLES[String(name)] : undefined) ??
        SAMPLE_TEXTS[String(name)] ??
        (typeof name === 'string' ? 2 : undefined),
    },
  );
describe('the staff’s messages as codes (docs/product.md#messages-as-codes)', () => {
  it('never share a group with the guests’ messages, so a code tells which catalogue words it', () => {
    const guestGroups = Object.keys(DICTIONARIES.fr.messages);
    for (const group of Object.keys(staffMessagesFr)) expect(guestGroups).not.toContain(group);
    expect(isStaffMessageCode('tables.labelTaken')).toBe(true);
    expect(isStaffMessageCode('reservation.full')).toBe(false);
    expect(isStaffMessageCode('tables.nope')).toBe(false);
    expect(isStaffMessageCode('tablesX')).toBe(false);
    expect(isStaffMessageCode('.labelTaken')).toBe(false);
    expect(isStaffMessageCode('tables.toString')).toBe(false);
    expect(isStaffMessageCode('toString.call')).toBe(false);
  });

  it('give every code a French sentence, whatever values it holds', () => {
    expect(staffEntries.length).toBeGreaterThan(50);
    for (const [code, entry] of staffEntries) {
      const text = typeof entry === 'string' ? entry : entry(sampleParams(code));
      expect(text.trim(), code).not.toBe('');
      expect(text, code).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('word a message in French, with its values, and travel as a code and values only', () => {
    const tooLong = staffMessageOf('tables.labelTooLong', { max: 30 });
    expect(tooLong).toEqual({ code: 'tables.labelTooLong', params: { max: 30 } });
    expect(wordStaffMessage(tooLong)).toBe('Le nom de la table ne peut pas dépasser 30 caractères');
    expect(staffMessageOf('tables.labelTaken')).toEqual({ code: 'tables.labelTaken' });
    expect(staffText('tables.labelTaken')).toBe('Une autre table porte déjà ce nom');
    expect(staffText('law.originMismatch', { animal: 'boeuf' })).toBe(
      "L'origine « Bœuf » ne correspond pas à ce plat.",
    );
    expect(() => wordStaffMessage({ code: 'tables.nope' } as unknown as StaffMessage)).toThrow(RangeError);
  });
});
