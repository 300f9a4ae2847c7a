import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import Swal from 'sweetalert2';
import type { MenuItem } from '@ticino/shared';
import { STORAGE_KEYS } from '../../../lib/storage';
import { SAMPLE_ITEMS, mockAdminApi } from '../../../test/handlers/admin-api';
import { renderApp } from '../../../test/render';

/** Keeps the console to unexpected errors and closes any sweetalert2 dialog a test left open. */
export function setUpAdminTestEnvironment(): void {
  beforeEach(() => {
    // The API client logs each failed call; the failures here are on purpose. Anything else still prints.
    const printError = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (args[0] !== 'API error:') printError(...args);
    });
  });
  afterEach(() => {
    Swal.close();
    vi.restoreAllMocks();
  });
}

export function storeSession(token = 'staff-token'): void {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, token);
  window.localStorage.setItem(STORAGE_KEYS.adminLoggedIn, 'true');
}

/**
 * Renders /admin with a valid stored session and waits for the menu list; `mockMore` adds handlers over the
 * default ones (e.g. an inbox) before the first render.
 */
export async function renderDashboard(items: readonly MenuItem[] = SAMPLE_ITEMS, mockMore?: () => void) {
  storeSession();
  const api = mockAdminApi(items);
  mockMore?.();
  const view = renderApp('/admin');
  // The first render of a file also loads the lazy dashboard code: slow on a busy machine.
  await screen.findByText(/élément\(s\) trouvé\(s\)/, {}, { timeout: 10_000 });
  return { api, view };
}
