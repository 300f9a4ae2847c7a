import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('404 page', () => {
  afterEach(() => {
    document.title = '';
  });

  it('names the tab after the page and marks its English texts as English', async () => {
    renderApp('/nulle-part');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(document.title).toBe('Page Not Found — Trattoria Ticino');
    expect(heading).toHaveAttribute('lang', 'en');
    const home = screen.getByRole('link', { name: 'Go Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAttribute('lang', 'en');
  });
});

describe('404 page under another language’s address', () => {
  it('speaks that language and leads to its home page', async () => {
    renderApp('/de/nirgendwo');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
    expect(heading).toHaveAttribute('lang', 'de');
    const home = screen.getByRole('link', { name: 'Zur Startseite' });
    expect(home).toHaveAttribute('href', '/de');
    expect(home).toHaveAttribute('lang', 'de');
  });
});
