import type { Core } from '@strapi/strapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@ticino/shared';
import { createPublicContentCache } from '../src/site/content/cache';

/** How long each read of the menu takes here: the cache then rests three times as long before the next one. */
const READ_MS = 100;

/**
 * The cache over a menu service whose reads take READ_MS and return the number of the read as the dish's title, so
 * that an answer tells which read it came from.
 */
function cacheOverSlowMenu() {
  let reads = 0;
  const list = vi.fn(async (): Promise<MenuItem[]> => {
    reads += 1;
    const read = reads;
    await new Promise((resolve) => setTimeout(resolve, READ_MS));
    return [{ id: 'plat', title: `lecture ${read}` } as MenuItem];
  });
  const strapi = { service: () => ({ list }) } as unknown as Core.Strapi;
  const cache = createPublicContentCache(strapi, () => undefined);
  const titles = async () => (await cache.menuItems()).map((item) => item.title);
  const change = () => cache.invalidate(new Set(['menu'] as const));
  return { cache, list, titles, change };
}

describe('the public menu under a burst of edits', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the menu at once after a quiet time', async () => {
    const { list, titles } = cacheOverSlowMenu();
    const answer = titles();
    await vi.advanceTimersByTimeAsync(READ_MS);
    expect(await answer).toEqual(['lecture 1']);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('reads once for the edits made while the next read waits its turn, and answers every visitor with them', async () => {
    const { list, titles, change } = cacheOverSlowMenu();
    const first = titles();
    await vi.advanceTimersByTimeAsync(READ_MS);
    expect(await first).toEqual(['lecture 1']);

    change();
    const afterFirstEdit = titles();
    await vi.advanceTimersByTimeAsync(READ_MS);
    change();
    const afterSecondEdit = titles();
    await vi.advanceTimersByTimeAsync(READ_MS);
    change();
    const afterThirdEdit = titles();
    // Still resting: nothing read since the first read.
    expect(list).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(3 * READ_MS);
    expect(await Promise.all([afterFirstEdit, afterSecondEdit, afterThirdEdit])).toEqual([
      ['lecture 2'],
      ['lecture 2'],
      ['lecture 2'],
    ]);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('forgets a read already under way when the menu changes: the next visitor gets a newer one', async () => {
    const { list, titles, change } = cacheOverSlowMenu();
    const before = titles();
    await vi.advanceTimersByTimeAsync(READ_MS / 2);
    change();
    const after = titles();
    await vi.advanceTimersByTimeAsync(READ_MS / 2);
    expect(await before).toEqual(['lecture 1']);
    await vi.advanceTimersByTimeAsync(4 * READ_MS);
    expect(await after).toEqual(['lecture 2']);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('rests at most a second, however long the last read took', async () => {
    const { list, titles, change } = cacheOverSlowMenu();
    list.mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      return [{ id: 'plat', title: 'lecture lente' } as MenuItem];
    });
    const slow = titles();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await slow).toEqual(['lecture lente']);

    change();
    const next = titles();
    await vi.advanceTimersByTimeAsync(999);
    expect(list).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + READ_MS);
    expect(list).toHaveBeenCalledTimes(2);
    await next;
  });
});
