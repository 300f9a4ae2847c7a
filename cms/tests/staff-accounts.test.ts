import fs from 'fs';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_ADMIN, loginToken, startStrapi, type TestStrapi } from './strapi';

const USERS = '/content-manager/collection-types/plugin::users-permissions.user';

let app: TestStrapi;
let adminToken: string;

beforeAll(async () => {
  delete process.env.SMTP_HOST;
  app = await startStrapi();
  const login = await app.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200);
  adminToken = login.body.data.token;
});

afterAll(async () => {
  delete process.env.SMTP_HOST;
  await app.stop();
});

describe('staff logins created by the owner in /cms', () => {
  it('a user created with no role gets Staff and signs in to the dashboard', async () => {
    const created = await app.request
      .post(USERS)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({
        username: 'marco',
        email: 'marco@staff.invalid',
        password: 'marco-2026',
        blocked: false,
        role: { connect: [], disconnect: [] },
      })
      .expect(201);
    const stored = await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: created.body.id }, populate: ['role'] });
    expect(stored.role?.type).toBe('staff');
    expect(await loginToken(app.request, { username: 'marco', password: 'marco-2026' })).toEqual(expect.any(String));
  });

  it('a role chosen in the form is kept', async () => {
    const authenticated = await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } });
    const created = await app.request
      .post(USERS)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({
        username: 'visiteur',
        email: 'visiteur@example.org',
        password: 'visiteur-2026',
        role: { connect: [{ id: authenticated.id, documentId: authenticated.documentId }], disconnect: [] },
      })
      .expect(201);
    const stored = await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: created.body.id }, populate: ['role'] });
    expect(stored.role?.type).toBe('authenticated');
    await app.request.post('/api/auth/login').send({ username: 'visiteur', password: 'visiteur-2026' }).expect(403);
  });

  it('refuses in French a password shorter than 10 characters, creating no one', async () => {
    const refused = await app.request
      .post(USERS)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ username: 'lucia', email: 'lucia@staff.invalid', password: 'lucia-202', blocked: false })
      .expect(400);
    expect(refused.body.error.message).toBe('Le mot de passe doit compter au moins 10 caractères.');
    // Under the password field of the /cms form.
    expect(refused.body.error.details.errors).toEqual([expect.objectContaining({ path: ['password'] })]);
    expect(await app.strapi.db.query('plugin::users-permissions.user').count({ where: { username: 'lucia' } })).toBe(0);
  });

  it('refuses in French to change a password to a shorter one, keeping the old one', async () => {
    const marco = await app.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'marco' } });
    const refused = await app.request
      .put(`${USERS}/${marco.documentId}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ password: 'court' })
      .expect(400);
    expect(refused.body.error.message).toBe('Le mot de passe doit compter au moins 10 caractères.');
    expect(await loginToken(app.request, { username: 'marco', password: 'marco-2026' })).toEqual(expect.any(String));
  });

  it('saves a user without a new password: the stored one is kept', async () => {
    const marco = await app.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'marco' } });
    await app.request
      .put(`${USERS}/${marco.documentId}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ password: '', blocked: false })
      .expect(200);
    expect(await loginToken(app.request, { username: 'marco', password: 'marco-2026' })).toEqual(expect.any(String));
  });

  it("names Staff as users-permissions' default role", async () => {
    const advanced = (await app.strapi
      .store({ type: 'plugin', name: 'users-permissions', key: 'advanced' })
      .get({})) as {
      default_role: string;
    };
    expect(advanced.default_role).toBe('staff');
  });

  it('labels the user form in French', async () => {
    const response = await app.request
      .get('/content-manager/content-types/plugin::users-permissions.user/configuration')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    const { metadatas } = response.body.data.contentType as { metadatas: Record<string, { edit: { label: string } }> };
    expect(metadatas.username.edit.label).toBe("Nom d'utilisateur");
    expect(metadatas.password.edit.label).toBe('Mot de passe');
    expect(metadatas.role.edit.label).toBe('Rôle');
  });
});

describe('« Mot de passe oublié » on the /cms login page', () => {
  it('without e-mail settings, is not offered and a reset request says why instead of pretending', async () => {
    const options = await app.request.get('/api/public/back-office').expect(200);
    expect(options.body).toEqual({ success: true, data: { passwordResetByEmail: false } });
    const reset = await app.request.post('/admin/forgot-password').send({ email: BACK_OFFICE_ADMIN.email }).expect(503);
    expect(reset.body.error.message).toMatch(/admin:reset-user-password/);
    const owner = await app.strapi.db.query('admin::user').findOne({ where: { email: BACK_OFFICE_ADMIN.email } });
    expect(owner.resetPasswordToken).toBeNull();
  });

  it('without e-mail settings, a reset request points to the owner’s guide, which gives the way back in', async () => {
    const reset = await app.request.post('/admin/forgot-password').send({ email: BACK_OFFICE_ADMIN.email }).expect(503);
    const message: string = reset.body.error.message;
    const guide = /docs\/[\w-]+\.md/.exec(message)?.[0];
    expect(guide).toBe('docs/guide-proprietaire.md');
    const text = fs.readFileSync(path.resolve(__dirname, '..', '..', guide ?? ''), 'utf8');
    expect(message).toContain("« Retrouver l'accès au back-office »");
    expect(text).toMatch(/^- \*\*Retrouver l'accès au back-office\*\* :/m);
    expect(text).toContain('npx --no-install strapi admin:reset-user-password');
  });

  it('with SMTP_HOST set, is offered', async () => {
    process.env.SMTP_HOST = 'smtp.example.org';
    const options = await app.request.get('/api/public/back-office').expect(200);
    expect(options.body.data.passwordResetByEmail).toBe(true);
  });
});
