import type { Core } from '@strapi/strapi';

/**
 * Runs a seeding task once per database: a flag in Strapi's store records it, so whatever the staff or the owner
 * change afterwards is never overwritten. The task and its flag are one transaction: a start killed half-way through
 * leaves no half menu behind, and the next start seeds it whole.
 */
export async function once(strapi: Core.Strapi, key: string, task: () => Promise<void>): Promise<void> {
  await strapi.db.transaction(async () => {
    const store = strapi.store({ type: 'core', name: 'ticino-seed' });
    if (await store.get({ key })) return;
    await task();
    await store.set({ key, value: new Date().toISOString() });
  });
}
