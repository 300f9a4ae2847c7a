import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from '../../data/testimonials';
import { VerticalTestimonials } from './Testimonials';

const HOSTEL_TESTIMONIALS = TESTIMONIALS.slice(2, 5);
const AUTOPLAY_DELAY_MS = 5000;

/** Name of the guest on the slide Swiper marks as shown. */
function shownGuest() {
  return document.querySelector('.swiper-slide-active strong')?.textContent;
}

function waitOneAutoplayDelay() {
  act(() => {
    vi.advanceTimersByTime(AUTOPLAY_DELAY_MS + 100);
  });
}

// fireEvent rather than user-event here: Testing Library's async wrapper waits on a timer that fake timers never run.
describe('hostel vertical testimonials', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('moves on its own every 5 s until paused, and again once played', () => {
    render(<VerticalTestimonials testimonials={HOSTEL_TESTIMONIALS} />);
    const [first, second, third] = HOSTEL_TESTIMONIALS.map((testimonial) => testimonial.name);
    expect(shownGuest()).toBe(first);
    waitOneAutoplayDelay();
    expect(shownGuest()).toBe(second);

    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    waitOneAutoplayDelay();
    waitOneAutoplayDelay();
    expect(shownGuest()).toBe(second);

    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    waitOneAutoplayDelay();
    expect(shownGuest()).toBe(third);
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeVisible();
  });

  it('shows no pause button when reduced motion keeps the slider still', () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    render(<VerticalTestimonials testimonials={HOSTEL_TESTIMONIALS} />);
    const first = HOSTEL_TESTIMONIALS[0]?.name;
    waitOneAutoplayDelay();
    expect(shownGuest()).toBe(first);
    expect(screen.queryByRole('button', { name: /testimonials/ })).not.toBeInTheDocument();
  });
});
