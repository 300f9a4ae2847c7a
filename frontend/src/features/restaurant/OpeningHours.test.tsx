import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantInfo } from '@ticino/shared';
import { RESTAURANT } from '../../test/handlers/public-api';
import { OpeningHours } from './OpeningHours';

/** The clock at a fixed instant; timers stay real, so the minute's tick is not run. */
function clockAt(iso: string) {
  vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
}

const withSlots = (changes: Partial<RestaurantInfo>): RestaurantInfo => ({ ...RESTAURANT, ...changes });

describe('OpeningHours', () => {
  afterEach(() => vi.useRealTimers());

  it('says « Ouvert maintenant » during a slot, by Geneva’s clock', () => {
    // Monday 23 November 2026, 12:15 in Geneva (UTC+1).
    clockAt('2026-11-23T11:15:00Z');
    render(<OpeningHours restaurant={RESTAURANT} />);
    expect(screen.getByTestId('opening-status')).toHaveTextContent('Ouvert maintenant');
  });

  it('says when it opens next when closed, and lists the week day by day', () => {
    // Wednesday 25 November 2026: closed until Saturday evening.
    clockAt('2026-11-25T11:15:00Z');
    render(<OpeningHours restaurant={RESTAURANT} />);
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
    render(<OpeningHours restaurant={restaurant} />);
    expect(screen.getByTestId('opening-status')).toHaveTextContent('Ouvert maintenant');
    const particular = screen.getByRole('list', { name: 'Jours particuliers' });
    expect(particular).toHaveTextContent('Samedi 26 décembre (Saint-Étienne) : 10 h 00 – 15 h 00');
    expect(particular).toHaveTextContent('Jeudi 31 décembre (Restauration genevoise) : Fermé');
  });

  it('sends no status from the server, only its reserved line, so hydration agrees', () => {
    clockAt('2026-11-23T11:15:00Z');
    const html = renderToString(<OpeningHours restaurant={RESTAURANT} />);
    expect(html).toContain('data-testid="opening-status"></p>');
    expect(html).not.toContain('Ouvert');
    expect(html).toContain('11 h 30 – 14 h 30');
  });
});
