import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

describe('route table', () => {
  it('shows the 404 page with a link home for an unknown path', async () => {
    renderApp('/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('shows the same admin screen at /admin, /admin/login and /admin/dashboard', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/dashboard']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Administration - Connexion' })).toBeInTheDocument();
      unmount();
    }
  });

  it('loads a template page lazily under a variant prefix', async () => {
    renderApp('/home3/room');
    expect(await screen.findByRole('heading', { name: 'Room' })).toBeInTheDocument();
  });

  it('does not treat unknown pages under a variant as template pages', async () => {
    renderApp('/home2/galerie');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
