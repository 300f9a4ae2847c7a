import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { foodFileDown, foodFileOk, MENU, menuDown, menuOk } from '../../test/handlers/public-api';
import { MenuUnavailableError, loadMenu } from './useMenuItems';

describe('loadMenu', () => {
  afterEach(() => vi.restoreAllMocks());

  it("returns the API's items as they are", async () => {
    server.use(menuOk);
    expect(await loadMenu()).toEqual(MENU);
  });

  it('keeps only the 24 restaurant categories of the static file, in the printed order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(menuDown, foodFileOk);
    const items = await loadMenu();
    expect(items.map((item) => item.title)).toEqual(['Raclette du Valais', 'Filets de perche']);
  });

  it('rejects as unavailable when both sources fail, after logging the API failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(menuDown, foodFileDown);
    await expect(loadMenu()).rejects.toBeInstanceOf(MenuUnavailableError);
    expect(log).toHaveBeenCalledWith('Error loading menu items:', expect.anything());
  });

  it('rejects as unavailable when the static file is not a list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      menuDown,
      http.get('/food.menu.json', () => HttpResponse.json({ items: [] })),
    );
    await expect(loadMenu()).rejects.toBeInstanceOf(MenuUnavailableError);
  });
});
