import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { mediaSlide } from '../../ui/media/media-slides';
import { GalleryLightbox } from './GalleryLightbox';
import { GalleryPage } from './GalleryPage';

function renderGallery() {
  return renderRoutes([{ path: '/galerie', element: <GalleryPage /> }], '/galerie');
}

const currentSlide = () => document.querySelector<HTMLElement>('.yarl__slide_current');

async function expectCurrent(n: number) {
  await waitFor(() => expect(currentSlide()).toHaveAttribute('aria-label', `${n} sur 17`));
  expect(within(currentSlide() as HTMLElement).getByRole('img')).toHaveAttribute('src', `/images/galerie/${n}.JPG`);
}

/** jsdom has no Fullscreen API; YARL's plugin needs one to offer its button. */
function installFullscreenApi() {
  let element: Element | null = null;
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  const change = () => document.dispatchEvent(new Event('fullscreenchange'));
  const request = vi.fn(function (this: Element) {
    element = this;
    change();
    return Promise.resolve();
  });
  const exit = vi.fn(() => {
    element = null;
    change();
    return Promise.resolve();
  });
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: request });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  return { request, exit };
}

function removeFullscreenApi() {
  for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'] as const) {
    Reflect.deleteProperty(document, key);
  }
  Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
}

let fullscreenApi: ReturnType<typeof installFullscreenApi>;

beforeEach(() => {
  fullscreenApi = installFullscreenApi();
});

afterEach(() => {
  removeFullscreenApi();
  document.title = '';
});

describe('gallery page', () => {
  it('shows the heading, a link home and 17 lazy images with French alt text', () => {
    renderGallery();
    expect(screen.getByRole('heading', { level: 1, name: 'Notre galerie' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Galerie/);
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    const images = within(screen.getByRole('list', { name: 'Photos de la trattoria' })).getAllByRole('img');
    expect(images).toHaveLength(17);
    images.forEach((image, index) => {
      expect(image).toHaveAttribute('src', `/images/galerie/${index + 1}.JPG`);
      // Phones with dense screens take the 900 px copy, not the 1600 px JPG (docs/product.md#gallery-page).
      expect(image).toHaveAttribute(
        'srcset',
        `/images/galerie/thumbs/${index + 1}.webp 600w, /images/galerie/medium/${index + 1}.webp 900w, /images/galerie/${index + 1}.JPG 1600w`,
      );
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(10);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    });
    expect(images.slice(3).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('opens the lightbox at the clicked image, moves with the arrows, wraps and closes with Escape', async () => {
    const user = userEvent.setup();
    renderGallery();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: /^Agrandir l'image/ })[4]);

    const lightbox = await screen.findByRole('dialog');
    await expectCurrent(5);
    expect(within(lightbox).getByRole('button', { name: 'Image précédente' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Image suivante' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Plein écran' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await expectCurrent(6);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await expectCurrent(4);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('wraps from the last image to the first and back', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getAllByRole('button', { name: /^Agrandir l'image/ })[16]);
    const lightbox = await screen.findByRole('dialog');
    await expectCurrent(17);
    await user.click(within(lightbox).getByRole('button', { name: 'Image suivante' }));
    await expectCurrent(1);
    await user.click(within(lightbox).getByRole('button', { name: 'Image précédente' }));
    await expectCurrent(17);
  });

  it('opens with the Enter key on a focused image', async () => {
    const user = userEvent.setup();
    renderGallery();
    screen.getAllByRole('button', { name: /^Agrandir l'image/ })[1].focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await expectCurrent(2);
  });

  it("toggles the lightbox's fullscreen mode with F11, and the browser's own F11 is held back", async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getAllByRole('button', { name: /^Agrandir l'image/ })[0]);
    const lightbox = await screen.findByRole('dialog');

    const press = new KeyboardEvent('keydown', { key: 'F11', bubbles: true, cancelable: true });
    act(() => {
      window.dispatchEvent(press);
    });
    expect(press.defaultPrevented).toBe(true);
    await waitFor(() => expect(fullscreenApi.request).toHaveBeenCalledTimes(1));
    expect(await within(lightbox).findByRole('button', { name: 'Quitter le plein écran' })).toBeInTheDocument();

    await user.keyboard('{F11}');
    await waitFor(() => expect(fullscreenApi.exit).toHaveBeenCalledTimes(1));
    expect(await within(lightbox).findByRole('button', { name: 'Plein écran' })).toBeInTheDocument();
  });

  it('leaves F11 alone while the lightbox is closed', () => {
    renderGallery();
    const press = new KeyboardEvent('keydown', { key: 'F11', bubbles: true, cancelable: true });
    window.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(fullscreenApi.request).not.toHaveBeenCalled();
  });

  it("keeps the library's own spacing between slides, 30 % of the width (docs/product.md#lightbox)", async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getAllByRole('button', { name: /^Agrandir l'image/ })[0]);
    await expectCurrent(1);
    const carousel = document.querySelector<HTMLElement>('.yarl__carousel');
    expect(carousel?.style.getPropertyValue('--yarl__carousel_spacing_percent')).toBe('30');
  });

  it('shows each picture through the source classifier, with its responsive sizes', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getAllByRole('button', { name: /^Agrandir l'image/ })[2]);
    await expectCurrent(3);
    const picture = within(currentSlide() as HTMLElement).getByRole('img');
    expect(picture).toHaveAttribute('alt', expect.stringMatching(/.{10,}/));
    expect(picture.getAttribute('srcset')).toBe(
      '/images/galerie/thumbs/3.webp 600w, /images/galerie/medium/3.webp 900w, /images/galerie/3.JPG 1600w',
    );
    expect(picture).toHaveAttribute('sizes', '(min-width: 992px) 90vw, 100vw');
  });
});

describe('gallery lightbox sources', () => {
  it('shows « Invalid source » for a slide the classifier rejects, and the pictures around it', async () => {
    render(
      <MemoryRouter initialEntries={['/galerie']}>
        <GalleryLightbox
          slides={[
            mediaSlide({ src: '/images/galerie/1.JPG' }, 'Première'),
            mediaSlide({ src: 'ftp://example.com/2.jpg' }, 'Seconde'),
          ]}
          index={1}
          onClose={() => undefined}
        />
      </MemoryRouter>,
    );
    const current = await waitFor(() => currentSlide() as HTMLElement);
    expect(within(current).getByText('Invalid source')).toBeInTheDocument();
    expect(within(current).queryByRole('img')).toBeNull();
    // The wrapping carousel renders the neighbour on both sides.
    for (const picture of screen.getAllByRole('img', { name: 'Première' })) {
      expect(picture).toHaveAttribute('src', '/images/galerie/1.JPG');
    }
  });
});

describe('the gallery in German', () => {
  it('names the page, its photos and its lightbox in German, with links to the German pages', async () => {
    renderRoutes([{ path: '/de/galerie', element: <GalleryPage /> }], '/de/galerie');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsere Galerie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de');
    expect(screen.getByRole('img', { name: /^Die Gaststube/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Bild 2 von 17 vergrössern: / }));
    await waitFor(() => expect(currentSlide()).toHaveAttribute('aria-label', '2 von 17'));
    expect(screen.getByRole('button', { name: 'Schliessen' })).toBeInTheDocument();
  });
});
