import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
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

export const storedToken = () => window.localStorage.getItem(STORAGE_KEYS.adminToken);
export const storedFlag = () => window.localStorage.getItem(STORAGE_KEYS.adminLoggedIn);

export async function fillLogin(
  user: ReturnType<typeof userEvent.setup>,
  username = 'admin',
  password = 'trattoria-dev',
): Promise<void> {
  await user.type(screen.getByLabelText("Nom d'utilisateur"), username);
  await user.type(screen.getByLabelText('Mot de passe'), password);
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
