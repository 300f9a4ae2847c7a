import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { BlogGrid } from './BlogGrid';
import { RoomGrid } from './RoomGrid';

function renderInRouter(element: ReactElement) {
  return renderRoutes([{ path: '/', element }]);
}

describe('VIEW ALL ROOMS / CLOSE ALL', () => {
  it('shows 3 of the 6 rooms, then all of them, then 3 again', async () => {
    const user = userEvent.setup();
    renderInRouter(<RoomGrid toggle />);
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'VIEW ALL ROOMS' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'CLOSE ALL' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'CLOSE ALL' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows every room without a toggle when none is asked for', () => {
    renderInRouter(<RoomGrid />);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('All Blogs / Close All', () => {
  it('switches between 3 and 6 blog cards', async () => {
    const user = userEvent.setup();
    renderInRouter(<BlogGrid toggle />);
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'All Blogs' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Close All' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('passes the post title along to /blog_details', () => {
    renderInRouter(<BlogGrid toggle />);
    const [firstTitle] = screen.getAllByRole('heading', { level: 3 });
    expect(firstTitle?.querySelector('a')).toHaveAttribute('href', '/blog_details');
  });
});
