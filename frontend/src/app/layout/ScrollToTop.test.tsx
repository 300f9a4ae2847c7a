import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { routes } from '../routes';

/** Scrolls down, follows the router to `path`, and waits for the page to be back at the top. */
async function visitFromHalfwayDown(router: ReturnType<typeof renderRoutes>['router'], path: string) {
  act(() => window.scrollTo(0, 640));
  expect(window.scrollY).toBe(640);
  await act(() => router.navigate(path));
  await waitFor(() => expect(window.scrollY).toBe(0));
}

describe('scroll position on navigation (docs/product.md#scroll-behaviour)', () => {
  it('starts every new path at the top: restaurant pages, the dashboard, the 404 page and the template pages', async () => {
    const { router } = renderRoutes(routes, '/galerie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notre galerie' })).toBeInTheDocument();

    await visitFromHalfwayDown(router, '/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Administration - Connexion' })).toBeInTheDocument();

    await visitFromHalfwayDown(router, '/nulle-part');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();

    await visitFromHalfwayDown(router, '/home3/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();

    await visitFromHalfwayDown(router, '/galerie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notre galerie' })).toBeInTheDocument();
  });

  it('keeps the position when only the search changes on the same path', async () => {
    const { router } = renderRoutes(routes, '/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    act(() => window.scrollTo(0, 640));
    await act(() => router.navigate('/nulle-part?vue=2'));
    expect(window.scrollY).toBe(640);
  });

  it('leaves the reader where they are on the first render: a server-rendered page may be scrolled before its code arrives', async () => {
    act(() => window.scrollTo(0, 640));
    renderRoutes(routes, '/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(window.scrollY).toBe(640);
  });
});
