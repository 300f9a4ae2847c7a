import { afterAll, beforeAll, describe, it } from 'vitest';
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
  return { documentId: user.documentId as string, token: login.body.data.token as string };
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
