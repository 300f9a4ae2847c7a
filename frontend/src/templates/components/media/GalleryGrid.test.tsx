import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APARTMENT_GALLERY } from '../../data/gallery';
import { GalleryGrid } from './GalleryGrid';

describe('gallery grid lightbox', () => {
  it('opens the template lightbox at the clicked picture', async () => {
    const user = userEvent.setup();
    render(<GalleryGrid images={APARTMENT_GALLERY} />);
    const third = APARTMENT_GALLERY[2];
    if (!third) throw new Error('expected four gallery images');

    await user.click(screen.getByRole('button', { name: (name) => name.endsWith(`Enlarge: ${third.alt}`) }));
    const lightbox = screen.getByRole('dialog');
    // The class carries the docs/product.md#lightbox size limit: 90% of the window from 992 px, full width below.
    expect(lightbox).toHaveClass('tpl-lightbox');
    const current = lightbox.querySelector('.yarl__slide_current');
    if (!(current instanceof HTMLElement)) throw new Error('no current slide');
    expect(within(current).getByRole('img')).toHaveAttribute('alt', third.alt);
  });

  it('builds its slides through the source classifier: a source it rejects shows « Invalid source »', async () => {
    const user = userEvent.setup();
    const [first] = APARTMENT_GALLERY;
    if (!first) throw new Error('expected gallery images');
    render(<GalleryGrid images={[first, { ...first, src: 'ftp://example.com/room.webp', alt: 'Broken room' }]} />);

    await user.click(screen.getByRole('button', { name: (name) => name.endsWith('Enlarge: Broken room') }));
    const current = screen.getByRole('dialog').querySelector('.yarl__slide_current');
    if (!(current instanceof HTMLElement)) throw new Error('no current slide');
    expect(within(current).getByText('Invalid source')).toBeInTheDocument();
    expect(within(current).queryByRole('img')).toBeNull();
  });
});
