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
    expect(player).toHaveAttribute('src', expect.stringContaining('https://www.youtube-nocookie.com/embed/abc123'));
    expect(player.getAttribute('allow')?.split(';').map((feature) => feature.trim())).toContain('fullscreen');
    // Chromium warns when both are set, and the allow attribute wins anyway.
    expect(player).not.toHaveAttribute('allowfullscreen');
  });

  it('uses the template lightbox, whose slide size the template styles limit (docs/product.md#template-sliders-and-lightboxes)', async () => {
    const user = userEvent.setup();
    render(<VideoPopup youtubeId="abc123" title="Welcome to the city hotel" />);
    await user.click(screen.getByRole('button', { name: 'Play video: Welcome to the city hotel' }));
    expect(screen.getByRole('dialog')).toHaveClass('tpl-lightbox');
  });
});
