import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoPopup } from './VideoPopup';

describe('video popup', () => {
  it('opens the privacy-enhanced player with fullscreen allowed once, through the allow attribute', async () => {
    const user = userEvent.setup();
    render(<VideoPopup youtubeId="abc123" title="A tour of the hostel" label="PLAY" />);
    expect(screen.queryByTitle('A tour of the hostel')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PLAY' }));
    const player = within(screen.getByRole('dialog')).getByTitle('A tour of the hostel');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0');
    expect(
      player
        .getAttribute('allow')
        ?.split(';')
        .map((feature) => feature.trim()),
    ).toContain('fullscreen');
    // Chromium warns when both are set, and the allow attribute wins anyway.
    expect(player).not.toHaveAttribute('allowfullscreen');
  });

  it('uses the template lightbox, whose slide size the template styles limit (docs/product.md#template-sliders-and-lightboxes)', async () => {
    const user = userEvent.setup();
    render(<VideoPopup youtubeId="abc123" title="Welcome to the city hotel" />);
    await user.click(screen.getByRole('button', { name: 'Play video: Welcome to the city hotel' }));
    expect(screen.getByRole('dialog')).toHaveClass('tpl-lightbox');
  });

  it('builds its slide through the source classifier: an id YouTube would not accept shows « Invalid source »', async () => {
    const user = userEvent.setup();
    render(<VideoPopup youtubeId="no/such video" title="A broken tour" label="PLAY" />);
    await user.click(screen.getByRole('button', { name: 'PLAY' }));
    const lightbox = screen.getByRole('dialog');
    expect(within(lightbox).getByText('Invalid source')).toBeInTheDocument();
    expect(within(lightbox).queryByTitle('A broken tour')).toBeNull();
  });
});
