import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, renderApp } from '../../test/render';
import { menuOk, restaurantOk } from '../../test/handlers/public-api';
import { emulateWindowWidth } from '../../test/viewport';

/** Swiper lays slides out from its element's width, which jsdom always reports as 0. */
function giveSlidersAWidth(width: number) {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

async function renderTeaserAt(windowWidth: number) {
  emulateWindowWidth(windowWidth);
  giveSlidersAWidth(windowWidth - 60);
  server.use(restaurantOk, menuOk);
  renderApp('/');
  return screen.findByRole('region', { name: 'Notre galerie' });
}

describe('home page', { timeout: APP_TEST_TIMEOUT }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('has one h1 and the hero, presentation and cuisine content with the CMS facts', async () => {
    server.use(restaurantOk, menuOk);
    renderApp('/');
    expect(await screen.findByText('Cuisine de marché tessinoise')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Découvrir plus' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Trattoria Ticino' });
    expect(within(hero).getByRole('link', { name: 'Réserver une table' })).toHaveAttribute('href', '/reserver');

    const presentation = document.getElementById('presentation') as HTMLElement;
    expect(presentation).toHaveTextContent('chef cuisinier Marco Bernasconi');
    expect(within(presentation).getByRole('heading', { name: 'Une salle privée de 32 places' })).toBeInTheDocument();
    for (const speciality of [
      'Charbonnade',
      'Fondues',
      'Raclette',
      'Entrecôte',
      'Filets de perche',
      'Pizzas',
      'Pâtes',
      'Chasse en saison',
    ]) {
      expect(within(presentation).getByText(speciality)).toBeInTheDocument();
    }
    expect(within(presentation).getByRole('link', { name: '+41 22 731 48 50' })).toHaveAttribute(
      'href',
      'tel:+41227314850',
    );
    expect(within(presentation).getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');

    expect(screen.getByRole('heading', { name: 'Notre cuisine' })).toBeInTheDocument();
    expect(screen.getByText('01')).toBeInTheDocument();
    expect(screen.getByText('02')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cuisine suisse-italienne' })).toHaveAttribute('href', '/service_details');
    expect(screen.getByRole('link', { name: 'Charbonnade, fondue, ...' })).toHaveAttribute('href', '/service_details');
    expect(screen.getByRole('link', { name: 'Voir notre carte' })).toHaveAttribute('href', '/#carte');
  });

  it('shows the hero slides as responsive images, the first one loaded first', async () => {
    server.use(restaurantOk, menuOk);
    renderApp('/');
    const hero = await screen.findByRole('region', { name: 'Trattoria Ticino' });
    const images = within(hero).getAllByRole('img');
    expect(images.length).toBeGreaterThanOrEqual(3);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute(
      'srcset',
      expect.stringContaining('/images/restaurant/hero-fondue-1600.jpg 1600w'),
    );
    expect(images[0].getAttribute('alt')).toMatch(/fondue/i);
    expect(within(hero).getByRole('button', { name: 'Image suivante' })).toBeInTheDocument();
  });

  it("names the carousels to screen readers in the page's language", async () => {
    server.use(restaurantOk, menuOk);
    renderApp('/it');
    const hero = await screen.findByRole('region', { name: 'Trattoria Ticino' });
    const slider = hero.querySelector('.swiper');
    await waitFor(() => expect(slider).toHaveAttribute('aria-roledescription', 'carosello'));
    expect(slider).toHaveAttribute('aria-label', 'Immagini del ristorante');
    expect(hero.querySelector('.swiper-slide')).toHaveAttribute('aria-roledescription', 'immagine');
  });

  it('teases the gallery with its first three photos and a link to /galerie', async () => {
    server.use(restaurantOk, menuOk);
    renderApp('/');
    const teaser = await screen.findByRole('region', { name: 'Notre galerie' });
    const sources = within(teaser)
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'));
    expect(new Set(sources)).toEqual(
      new Set(['/images/galerie/1.JPG', '/images/galerie/2.JPG', '/images/galerie/3.JPG']),
    );
    expect(within(teaser).getByRole('link', { name: 'Voir toute la galerie' })).toHaveAttribute('href', '/galerie');
  });

  it('describes each teaser photo as the gallery page does', async () => {
    server.use(restaurantOk, menuOk);
    renderApp('/');
    const teaser = await screen.findByRole('region', { name: 'Notre galerie' });
    expect(within(teaser).getAllByRole('img', { name: /suspensions dorées/ })[0]).toHaveAttribute(
      'src',
      '/images/galerie/1.JPG',
    );
    expect(within(teaser).getAllByRole('img', { name: /caquelon de fondue/ })[0]).toHaveAttribute(
      'src',
      '/images/galerie/2.JPG',
    );
    expect(within(teaser).getAllByRole('img', { name: /meule de raclette/ })[0]).toHaveAttribute(
      'src',
      '/images/galerie/3.JPG',
    );
    expect(within(teaser).queryByRole('img', { name: /^Photo \d/ })).not.toBeInTheDocument();
  });

  it('hides the teaser arrows from 992 px, where all three photos are in view', async () => {
    const wide = await renderTeaserAt(1200);
    expect(within(wide).getAllByRole('img').length).toBeGreaterThanOrEqual(3);
    expect(within(wide).queryByRole('button', { name: 'Photo suivante' })).not.toBeInTheDocument();
    expect(within(wide).queryByRole('button', { name: 'Photo précédente' })).not.toBeInTheDocument();
  });

  it('keeps working teaser arrows below 992 px, where some photos are out of view', async () => {
    const medium = await renderTeaserAt(800);
    const next = within(medium).getByRole('button', { name: 'Photo suivante' });
    expect(within(medium).getByRole('button', { name: 'Photo précédente' })).toBeInTheDocument();
    const activeIndex = () => medium.querySelector('.swiper-slide-active')?.getAttribute('data-swiper-slide-index');
    expect(activeIndex()).toBe('0');
    await userEvent.setup().click(next);
    expect(activeIndex()).toBe('1');
  });
});
