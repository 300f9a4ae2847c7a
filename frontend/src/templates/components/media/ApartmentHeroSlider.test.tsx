import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../test-utils';

const SLIDE_IMAGES = [
  'A bright open-plan apartment living room with a sofa and tall windows',
  'An apartment kitchen with a dining table set for four',
  'An apartment balcony over the river at dusk',
];

async function openApartmentHome() {
  const user = userEvent.setup();
  renderTemplate('/home5');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Your home in the city, for a week or a season' },
    { timeout: 8000 },
  );
  return user;
}

function thumbnail(slideNumber: number) {
  return screen.getByRole('button', { name: new RegExp(`Show slide ${slideNumber}:`) });
}

function expectShownSlide(slideNumber: number) {
  SLIDE_IMAGES.forEach((alt, index) => {
    const slide = screen.getByAltText(alt).closest('.swiper-slide');
    if (index === slideNumber - 1) expect(slide).toHaveClass('swiper-slide-active');
    else expect(slide).not.toHaveClass('swiper-slide-active');
  });
  [1, 2, 3].forEach((number) =>
    expect(thumbnail(number)).toHaveAttribute('aria-current', String(number === slideNumber)),
  );
}

describe('apartment hero thumbnails', () => {
  it('start on slide 01, marked as the current one', async () => {
    await openApartmentHome();
    expect(thumbnail(1)).toHaveTextContent('01');
    expect(thumbnail(2)).toHaveTextContent('02');
    expect(thumbnail(3)).toHaveTextContent('03');
    expectShownSlide(1);
  });

  it('move the main slider from the keyboard with Enter and Space', async () => {
    const user = await openApartmentHome();
    thumbnail(2).focus();
    await user.keyboard('{Enter}');
    expectShownSlide(2);

    thumbnail(3).focus();
    await user.keyboard(' ');
    expectShownSlide(3);
  });

  it('move the main slider on a click', async () => {
    const user = await openApartmentHome();
    await user.click(thumbnail(3));
    expectShownSlide(3);
    await user.click(thumbnail(1));
    expectShownSlide(1);
  });
});
