import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_ADMIN, startStrapi, type TestStrapi } from './strapi';

const USER_UID = 'plugin::users-permissions.user';
const CONTENT_MANAGER_USERS = `/content-manager/collection-types/${USER_UID}`;

let app: TestStrapi;
let ownerToken: string;
let staffRoleId: number;
let otherRoleId: number;

beforeAll(async () => {
  app = await startStrapi();
  ownerToken = (await app.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200)).body.data.token;
  const roles = await app.strapi.db.query('plugin::users-permissions.role').findMany({});
  staffRoleId = roles.find((role: { type: string }) => role.type === 'staff').id;
  otherRoleId = roles.find((role: { type: string }) => role.type === 'authenticated').id;
});

afterAll(async () => {
  await app?.stop();
});

let serial = 0;

/** A fresh staff user, signed in: its document id, password and token. */
async function signedInStaff() {
  serial += 1;
  const username = `serveur${serial}`;
  const password = `Service-${serial}-2026`;
  const user = await app.strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username,
      email: `${username}@staff.invalid`,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: staffRoleId,
    });
  const login = await app.request.post('/api/auth/login').send({ username, password }).expect(200);
  return { id: user.id as number, documentId: user.documentId as string, token: login.body.data.token as string };
}

const menuWith = (token: string) => app.request.get('/api/menu').set('Authorization', `Bearer ${token}`);

/** What the /cms back-office sends when the owner saves a user's form. */
const editInBackOffice = (documentId: string, data: Record<string, unknown>) =>
  app.request
    .put(`${CONTENT_MANAGER_USERS}/${documentId}`)
    .set('Authorization', `Bearer ${ownerToken}`)
    .send(data)
    .expect(200);

describe("changing a staff user's account in /cms ends their sessions at once", () => {
  it('when the password changes', async () => {
    const staff = await signedInStaff();
    await menuWith(staff.token).expect(200);
    await editInBackOffice(staff.documentId, { password: 'Nouveau-mot-2026' });
    await menuWith(staff.token).expect(401);
  });

  it('when the role changes, even back to Staff later', async () => {
    const staff = await signedInStaff();
    await editInBackOffice(staff.documentId, {
      role: { connect: [{ id: otherRoleId }], disconnect: [{ id: staffRoleId }] },
    });
    await editInBackOffice(staff.documentId, {
      role: { connect: [{ id: staffRoleId }], disconnect: [{ id: otherRoleId }] },
    });
    await menuWith(staff.token).expect(401);
  });

  it('when the user is blocked, even if unblocked later', async () => {
    const staff = await signedInStaff();
    await editInBackOffice(staff.documentId, { blocked: true });
    await editInBackOffice(staff.documentId, { blocked: false });
    await menuWith(staff.token).expect(401);
  });

  it('but not when something else about them changes', async () => {
    const staff = await signedInStaff();
    await editInBackOffice(staff.documentId, { email: `renamed${serial}@staff.invalid` });
    await menuWith(staff.token).expect(200);
  });

  it("and only that user's sessions", async () => {
    const changed = await signedInStaff();
    const colleague = await signedInStaff();
    await editInBackOffice(changed.documentId, { password: 'Encore-autre-2026' });
    await menuWith(changed.token).expect(401);
    await menuWith(colleague.token).expect(200);
  });
});

interface StrapiRoute {
  method: Core.HTTPMethod;
  path: string;
}

/**
 * Every route of the content API that Strapi's plugins serve (users-permissions, the media library, i18n, e-mail, the
 * content-type builder), at the address it answers, with its parameters filled in. The site's own logout takes
 * `POST /api/auth/logout` over from users-permissions; it needs no live session (logging out twice is harmless).
 */
function strapiContentApiRoutes(): StrapiRoute[] {
  const routes: StrapiRoute[] = [];
  for (const [name, plugin] of Object.entries(app.strapi.plugins)) {
    if (Array.isArray(plugin.routes)) continue;
    const router = plugin.routes['content-api'];
    if (!router) continue;
    for (const route of router.routes) {
      const prefix = route.config?.prefix ?? router.prefix ?? `/${name}`;
      const path = `/api${prefix}${route.path}`.replace(/:\w+/g, '1').replace('(.*)', 'github');
      if (route.method === 'POST' && path === '/api/auth/logout') continue;
      routes.push({ method: route.method, path });
    }
  }
  return routes;
}

function call(route: StrapiRoute, token: string) {
  const request = app.request[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](route.path).set(
    'Authorization',
    `Bearer ${token}`,
  );
  return route.method === 'POST' || route.method === 'PUT' ? request.send({}) : request;
}

describe("a staff token whose session ended is refused by Strapi's own routes too", () => {
  it('covers users-permissions and the media library', () => {
    const paths = strapiContentApiRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/users/me',
        'GET /api/users',
        'PUT /api/users/1',
        'POST /api/auth/local',
        'POST /api/auth/change-password',
        'GET /api/auth/sessions',
        'GET /api/upload/files',
        'POST /api/upload/',
        'DELETE /api/upload/files/1',
      ]),
    );
  });

  it('answers 401 on every one of them after the staff member logs out', async () => {
    const staff = await signedInStaff();
    await app.request.post('/api/auth/logout').set('Authorization', `Bearer ${staff.token}`).expect(200);
    await menuWith(staff.token).expect(401);
    for (const route of strapiContentApiRoutes()) {
      const response = await call(route, staff.token);
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('gives none of the account to a token whose session ended with a change of role', async () => {
    const staff = await signedInStaff();
    await editInBackOffice(staff.documentId, {
      role: { connect: [{ id: otherRoleId }], disconnect: [{ id: staffRoleId }] },
    });
    // The Authenticated role may read its own account and list its sessions: not with a token of an ended session.
    for (const path of ['/api/users/me', '/api/auth/sessions']) {
      const response = await app.request.get(path).set('Authorization', `Bearer ${staff.token}`);
      expect(response.status, path).toBe(401);
      expect(JSON.stringify(response.body)).not.toContain('@staff.invalid');
    }
  });

  it("leaves live sessions as they were: staff's, and an Authenticated account's", async () => {
    const staff = await signedInStaff();
    await menuWith(staff.token).expect(200);
    // The Staff role is granted none of Strapi's own routes: a live token is known there, and refused (403).
    for (const route of strapiContentApiRoutes()) {
      const response = await call(route, staff.token);
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
    }
    await menuWith(staff.token).expect(200);

    const other = await signedInStaff();
    await editInBackOffice(other.documentId, {
      role: { connect: [{ id: otherRoleId }], disconnect: [{ id: staffRoleId }] },
    });
    // A session opened the way users-permissions opens them (its own login, closed on this site).
    const token = (await app.strapi.plugin('users-permissions').service('jwt').issue({ id: other.id })) as string;
    const me = await app.request.get('/api/users/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.id).toBe(other.id);
  });
});
