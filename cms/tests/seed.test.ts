import { describe, expect, it } from 'vitest';
import { loginToken, startStrapi } from './strapi';

describe('first-boot seed', () => {
  it('seeds once and never brings back what the staff changed', async () => {
    const first = await startStrapi();
    const token = await loginToken(first.request);
    const items = (await first.request.get('/api/public/menu')).body.data as { id: string }[];
    await first.request.delete(`/api/menu/${items[0].id}`).set('Authorization', `Bearer ${token}`).expect(200);
    await first.strapi.documents('api::restaurant.restaurant').update({
      documentId: (await first.strapi.documents('api::restaurant.restaurant').findFirst())!.documentId,
      data: { phone: '+41 22 000 00 00' },
    });
    await first.stop({ keepDatabase: true });

    const second = await startStrapi({}, first.database);
    try {
      const after = (await second.request.get('/api/public/menu')).body.data as { id: string }[];
      expect(after).toHaveLength(items.length - 1);
      const restaurant = (await second.request.get('/api/public/restaurant')).body.data;
      expect(restaurant.phone).toBe('+41 22 000 00 00');
      const staffUsers = await second.strapi.db.query('plugin::users-permissions.user').count({ where: { username: 'admin' } });
      expect(staffUsers).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it('creates the staff account and the back-office admin from the environment', async () => {
    const app = await startStrapi({
      ADMIN_USERNAME: 'chef',
      ADMIN_PASSWORD: 'polenta-2026',
      CMS_ADMIN_EMAIL: 'Owner@Example.org',
      CMS_ADMIN_PASSWORD: 'Backoffice-2026',
    });
    try {
      await loginToken(app.request, { username: 'chef', password: 'polenta-2026' });
      const admin = await app.request
        .post('/admin/login')
        .send({ email: 'owner@example.org', password: 'Backoffice-2026' })
        .expect(200);
      expect(admin.body.data.token ?? admin.body.data.accessToken).toBeTruthy();
      const store = app.strapi.store({ type: 'plugin', name: 'users-permissions' });
      expect(((await store.get({ key: 'advanced' })) as { allow_register: boolean }).allow_register).toBe(false);
    } finally {
      delete process.env.ADMIN_USERNAME;
      delete process.env.ADMIN_PASSWORD;
      delete process.env.CMS_ADMIN_EMAIL;
      delete process.env.CMS_ADMIN_PASSWORD;
      await app.stop();
    }
  });
});
