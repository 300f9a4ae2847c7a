import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantInfo, ZoneOffsets } from '@ticino/shared';
import { GenevaOffsetsContext } from '../../hooks/useGenevaOffsets';
import { RESTAURANT } from '../../test/handlers/public-api';
import { OpeningHours } from './OpeningHours';

/** The clock at a fixed instant; timers stay real, so the minute's tick is not run. */
function clockAt(iso: string) {
  vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
}

/** The hours as shown on a page at `address` (its language). */
const onPage = (restaurant: RestaurantInfo, address = '/') => (
  <MemoryRouter initialEntries={[address]}>
    <OpeningHours restaurant={restaurant} />
  </MemoryRouter>
);

const withSlots = (changes: Partial<RestaurantInfo>): RestaurantInfo => ({ ...RESTAURANT, ...changes });

describe('OpeningHours', () => {
  afterEach(() => vi.useRealTimers());

  it('says « Ouvert maintenant » during a slot, by Geneva’s clock', () => {
    // Monday 23 November 2026, 12:15 in Geneva (UTC+1).
    clockAt('2026-11-23T11:15:00Z');
    render(onPage(RESTAURANT));
    expect(screen.getByTestId('opening-status')).toHaveTextContent('Ouvert maintenant');
  });

  it('reads Geneva’s clock with the offsets the page brought, not the browser’s time zones', () => {
    // Monday 23 November 2026, 10:15 in Geneva: it opens at 11:30. Offsets six hours ahead of UTC make it 16:15,
    // after Monday's only service.
    clockAt('2026-11-23T10:15:00Z');
    const sixHoursAhead: ZoneOffsets = {
      changes: [{ from: Date.parse('2026-01-01T00:00:00Z'), minutes: 360 }],
      until: Infinity,
    };
    render(<GenevaOffsetsContext.Provider value={sixHoursAhead}>{onPage(RESTAURANT)}</GenevaOffsetsContext.Provider>);
    expect(screen.getByTestId('opening-status')).toHaveTextContent('Fermé · ouvre samedi à 18 h 00');
  });

  it('says when it opens next when closed, and lists the week day by day', () => {
    // Wednesday 25 November 2026: closed until Saturday evening.
    clockAt('2026-11-25T11:15:00Z');
    render(onPage(RESTAURANT));
    expect(screen.getByTestId('opening-status')).toHaveTextContent('Fermé · ouvre samedi à 18 h 00');
    expect(screen.getByText('Lundi').nextSibling).toHaveTextContent('11 h 30 – 14 h 30');
    expect(screen.getByText('Dimanche').nextSibling).toHaveTextContent('Fermé');
  });

  it('lets an exception win and announces the exceptions of the coming weeks', () => {
    // Saturday 26 December 2026 before the evening; the 31st is closed.
    clockAt('2026-12-26T10:00:00Z');
    const restaurant = withSlots({
      openingExceptions: [
        ...RESTAURANT.openingExceptions,
        { date: '2026-12-26', label: 'Saint-Étienne', closed: false, opensAt: '10:00', closesAt: '15:00' },
      ],
    });
    render(onPage(restaurant));
    expect(screen.getByTestId('opening-status')).toHaveTextContent('Ouvert maintenant');
    const particular = screen.getByRole('list', { name: 'Jours particuliers' });
    expect(particular).toHaveTextContent('Samedi 26 décembre (Saint-Étienne) : 10 h 00 – 15 h 00');
    expect(particular).toHaveTextContent('Jeudi 31 décembre (Restauration genevoise) : Fermé');
  });

  it('sends no status from the server, only its reserved line, so hydration agrees', () => {
    clockAt('2026-11-23T11:15:00Z');
    const html = renderToString(onPage(RESTAURANT));
    expect(html).toContain('data-testid="opening-status"></p>');
    expect(html).not.toContain('Ouvert');
    expect(html).toContain('11 h 30 – 14 h 30');
  });

  it('speaks the page’s language, an exception’s label translated or marked French', () => {
    // Wednesday 25 November 2026: closed until Saturday evening.
    clockAt('2026-11-25T11:15:00Z');
    const translated = withSlots({
      openingExceptions: [
        { date: '2026-11-26', label: 'Restauration genevoise', closed: true, opensAt: null, closesAt: null },
        { date: '2026-11-27', label: 'Lunch only', closed: false, opensAt: '11:30', closesAt: '14:30' },
      ],
      fallback: ['openingExceptions.2026-11-26.label'],
    });
    render(onPage(translated, '/de/kontakt'));
    expect(screen.getByTestId('opening-status')).toHaveTextContent('Geschlossen · öffnet Freitag um 11:30 Uhr');
    expect(screen.getByText('Montag').nextSibling).toHaveTextContent('11:30–14:30');
    expect(screen.getByText('Sonntag').nextSibling).toHaveTextContent('Geschlossen');
    const particular = screen.getByRole('list', { name: 'Besondere Tage' });
    expect(particular).toHaveTextContent('Donnerstag, 26. November (Restauration genevoise): Geschlossen');
    expect(particular).toHaveTextContent('Freitag, 27. November (Lunch only): 11:30–14:30');
    expect(within(particular).getByText('Restauration genevoise')).toHaveAttribute('lang', 'fr');
    expect(within(particular).getByText('Lunch only')).not.toHaveAttribute('lang');
  });
});
