import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from '../../data/testimonials';
import { CardSlider } from './CardSlider';
import { TestimonialSlider } from './Testimonials';

/** jsdom lays nothing out: a fixed slider width and window width let Swiper size and space its slides. */
const SLIDER_WIDTH = 1000;

const CARDS = ['Double Suite', 'Delux Family', 'Suprior Bed', 'Garden Studio'];

let windowWidth = 1024;

/** Swiper picks its breakpoint with "(min-width: …px)" queries, answered here for `windowWidth`. */
function answerWidthQueries() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const minWidth = /\(min-width: (\d+)px\)/.exec(query)?.[1];
    return { ...matchMedia(query), matches: minWidth !== undefined && windowWidth >= Number(minWidth) };
  });
}

function renderCardSlider() {
  render(<CardSlider items={CARDS} itemKey={(card) => card} renderItem={(card) => <p>{card}</p>} label="Rooms" />);
}

/** Each slide is (width - gaps) / count wide, with the gap after it. */
function expectLayout(sliderName: string, perView: number, gap: number) {
  const slides = screen.getByLabelText(sliderName).querySelectorAll<HTMLElement>('.swiper-slide');
  expect(slides.length).toBeGreaterThan(0);
  const width = (SLIDER_WIDTH - gap * (perView - 1)) / perView;
  for (const slide of slides) {
    expect(parseFloat(slide.style.width)).toBeCloseTo(width, 1);
    expect(slide.style.marginRight).toBe(`${gap}px`);
  }
}

describe('slider spacing and breakpoints (docs/product.md#template-sliders-and-lightboxes)', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(SLIDER_WIDTH);
    answerWidthQueries();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('puts 20 px between the cards of a card slider: 3 to a view from 992 px', () => {
    windowWidth = 1024;
    renderCardSlider();
    expectLayout('Rooms', 3, 20);
  });

  it('shows 2 cards from 768 px and 1 from 320 px, still 20 px apart', () => {
    windowWidth = 800;
    const { unmount } = render(
      <CardSlider items={CARDS} itemKey={(card) => card} renderItem={(card) => <p>{card}</p>} label="Blog" />,
    );
    expectLayout('Blog', 2, 20);
    unmount();

    windowWidth = 320;
    renderCardSlider();
    expectLayout('Rooms', 1, 20);
  });

  it('keeps 30 px in the testimonial carousel, 2 to a view from 992 px', () => {
    windowWidth = 1024;
    render(<TestimonialSlider testimonials={TESTIMONIALS} label="Our Customers Say" />);
    expectLayout('Our Customers Say', 2, 30);
  });

  it('keeps 30 px in the testimonial rows, 3 to a view from 1000 px', () => {
    windowWidth = 1024;
    render(<TestimonialSlider testimonials={TESTIMONIALS} label="Client feedback" layout="rows" />);
    expectLayout('Client feedback', 3, 30);
  });
});
