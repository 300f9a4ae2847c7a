import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { foodFileDown, foodFileOk, MENU, menuDown, menuOk } from '../layout/test-fixtures';
import { loadMenu } from './useMenuItems';

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

  it('gives an empty menu when both sources fail, after logging the API failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(menuDown, foodFileDown);
    expect(await loadMenu()).toEqual([]);
    expect(log).toHaveBeenCalledWith('Error loading menu items:', expect.anything());
  });
});
