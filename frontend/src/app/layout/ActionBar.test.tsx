import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, pageLoaded, renderApp } from '../../test/render';
import { availabilityOk, menuOk, restaurantDown, restaurantOk } from '../../test/handlers/public-api';
import { directionsHref, mapPlatform } from '../../features/restaurant/restaurant-format';

const ADDRESS = 'Rue de Lausanne 42, 1201 Genève, Suisse';

/** A visual viewport the test can shrink, as a phone's keyboard does. */
class TestVisualViewport extends EventTarget {
  height = window.innerHeight;
  scale = 1;

  resizeTo(height: number, scale = 1) {
    this.height = height;
    this.scale = scale;
    act(() => {
      this.dispatchEvent(new Event('resize'));
    });
  }
}

function actionBar() {
  return screen.queryByRole('navigation', { name: 'Appeler ou venir', hidden: true });
}

describe('phones’ action bar', { timeout: APP_TEST_TIMEOUT }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'visualViewport');
  });

  it('calls the CMS phone and opens the way to the CMS address, on every restaurant page', async () => {
    server.use(restaurantOk, menuOk, availabilityOk);
    for (const path of ['/', '/la-carte', '/galerie', '/contact', '/reserver']) {
      const { unmount } = renderApp(path);
      await pageLoaded();
      const bar = await screen.findByRole('navigation', { name: 'Appeler ou venir' });
      const call = within(bar).getByRole('link', { name: /^Appeler/ });
      expect(call).toHaveAttribute('href', 'tel:+41227314850');
      expect(call).toHaveAccessibleName('Appeler le +41 22 731 48 50');
      const directions = within(bar).getByRole('link', { name: /^Itinéraire/ });
      expect(directions).toHaveAccessibleName(`Itinéraire vers ${ADDRESS}`);
      expect(directions).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(ADDRESS)}`,
      );
      // Whether it is open now, from the CMS hours on the visitor's clock.
      await waitFor(() => expect(bar).toHaveTextContent(/^(Ouvert maintenant|Fermé · ouvre .+ à .+)Appeler/));
      unmount();
    }
  });

  it('is absent while the CMS has not given the facts, and from the dashboard and the template pages', async () => {
    server.use(restaurantDown, menuOk);
    const first = renderApp('/');
    await screen.findByText('Près de la gare Cornavin, Genève.');
    expect(actionBar()).not.toBeInTheDocument();
    first.unmount();

    server.use(restaurantOk);
    for (const path of ['/admin', '/home2']) {
      const { unmount } = renderApp(path);
      // Template pages are heavy to load in a test's simulated browser.
      await waitFor(() => expect(document.querySelector('.route-loading')).toBeNull(), { timeout: 10_000 });
      expect(actionBar()).not.toBeInTheDocument();
      unmount();
    }
  });

  it('steps aside while the on-screen keyboard is open, but not for a pinch zoom', async () => {
    const viewport = new TestVisualViewport();
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    server.use(restaurantOk, menuOk);
    renderApp('/contact');
    const bar = await screen.findByRole('navigation', { name: 'Appeler ou venir' });

    viewport.resizeTo(window.innerHeight - 300);
    expect(bar).not.toBeVisible();
    viewport.resizeTo(window.innerHeight);
    expect(bar).toBeVisible();
    viewport.resizeTo(window.innerHeight / 2, 2);
    expect(bar).toBeVisible();
  });
});

describe('directions link', () => {
  it('opens Apple Plans on Apple devices, any map app on Android, Google Maps elsewhere', () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
    const encoded = 'Rue%20de%20Lausanne%2042%2C%201201%20Gen%C3%A8ve%2C%20Suisse';
    expect(directionsHref(ADDRESS, mapPlatform(iPhone))).toBe(`https://maps.apple.com/?daddr=${encoded}`);
    expect(directionsHref(ADDRESS, mapPlatform(android))).toBe(`geo:0,0?q=${encoded}`);
    expect(directionsHref(ADDRESS, mapPlatform(desktop))).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encoded}`,
    );
  });
});
