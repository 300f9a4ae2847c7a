import type { Core } from '@strapi/strapi';
import { STAFF_ROLE_TYPE } from '../api/staff-auth/services/staff-session';
import { isDevelopment } from '../utils/mode';
import { STAFF_PASSWORD_MIN_LENGTH, isLongEnoughStaffPassword } from '../utils/staff-password';
import type { Stored } from '../utils/stored';
import { once } from './once';

const ROLE_UID = 'plugin::users-permissions.role';
const USER_UID = 'plugin::users-permissions.user';

export const DEVELOPMENT_STAFF = { username: 'admin', password: 'trattoria-dev' } as const;

/** Staff credentials from the environment; development falls back to printed defaults. */
export function staffCredentials(): { username: string; password: string; isDefault: boolean } {
  const username = process.env.ADMIN_USERNAME?.trim();
  const password = process.env.ADMIN_PASSWORD;
  if (username && password) {
    if (!isLongEnoughStaffPassword(password)) {
      throw new Error(`ADMIN_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`);
    }
    if (!isDevelopment() && password === DEVELOPMENT_STAFF.password) {
      throw new Error('ADMIN_PASSWORD is the published development password: choose another one outside development.');
    }
    return { username, password, isDefault: false };
  }
  if (!isDevelopment()) {
    throw new Error(
      `ADMIN_USERNAME and ADMIN_PASSWORD are required when NODE_ENV=${process.env.NODE_ENV}: ` +
        'they create the staff account of the /admin dashboard (see .env.example).',
    );
  }
  return { ...DEVELOPMENT_STAFF, isDefault: true };
}

async function ensureStaffRole(strapi: Core.Strapi): Promise<number> {
  const existing = await strapi.db.query(ROLE_UID).findOne({ where: { type: STAFF_ROLE_TYPE } });
  if (existing) return existing.id;
  const created = await strapi.db.query(ROLE_UID).create({
    data: {
      name: 'Staff',
      description: 'Personnel du restaurant : gère la carte depuis /admin',
      type: STAFF_ROLE_TYPE,
    },
  });
  return created.id;
}

/**
 * Outside development, no staff account may still open with the development password (it is printed in the README):
 * a database first started in development keeps its `admin` account when it goes live.
 */
async function refuseDevelopmentPasswords(strapi: Core.Strapi, roleId: number): Promise<void> {
  if (isDevelopment()) return;
  const users = (await strapi.db
    .query(USER_UID)
    .findMany({ where: { role: roleId }, select: ['username', 'password'] })) as Stored<
    typeof USER_UID,
    'username' | 'password'
  >[];
  const accounts = strapi.plugin('users-permissions').service('user');
  const exposed: string[] = [];
  for (const user of users) {
    if (user.password && (await accounts.validatePassword(DEVELOPMENT_STAFF.password, user.password))) {
      exposed.push(user.username);
    }
  }
  if (exposed.length) {
    throw new Error(
      `Staff account(s) ${exposed.join(', ')} still use the development password "${DEVELOPMENT_STAFF.password}": ` +
        `refusing to start with NODE_ENV=${process.env.NODE_ENV}. Change the password in /cms (Content Manager → User), ` +
        'or delete the account, in development mode first.',
    );
  }
}

/** Creates the staff account when its username is free; an existing account is never changed. */
export async function seedStaff(strapi: Core.Strapi): Promise<void> {
  const roleId = await ensureStaffRole(strapi);
  const { username, password, isDefault } = staffCredentials();
  await refuseDevelopmentPasswords(strapi, roleId);
  const existing = await strapi.db.query(USER_UID).findOne({ where: { username } });
  if (!existing) {
    await strapi
      .plugin('users-permissions')
      .service('user')
      .add({
        username,
        // Users-permissions needs an e-mail; staff sign in by name, so a non-deliverable one is enough.
        email: `${username.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'staff'}@staff.invalid`,
        password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: roleId,
      });
    strapi.log.info(`Staff account "${username}" created.`);
  }
  if (isDefault) {
    strapi.log.warn(
      `Development staff login for /admin: ${DEVELOPMENT_STAFF.username} / ${DEVELOPMENT_STAFF.password} ` +
        '(set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own).',
    );
  }
}

/**
 * Users-permissions' own account routes (/api/auth/local, register, refresh, forgot-password, /api/connect…) that
 * the Public role may call by default. Staff sign in through /api/auth/login, which applies the site's rate limit
 * and session length; these would bypass both, so they are closed.
 */
const PUBLIC_PLUGIN_AUTH_ACTIONS = [
  'callback',
  'connect',
  'register',
  'refresh',
  'forgotPassword',
  'resetPassword',
  'emailConfirmation',
  'sendEmailConfirmation',
].map((action) => `plugin::users-permissions.auth.${action}`);

/** Visitors never need accounts: sign-up and the plugin's login routes are closed once, so an owner may reopen them. */
export async function closePublicAccountRoutes(strapi: Core.Strapi): Promise<void> {
  await once(strapi, 'registration-closed', async () => {
    const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
    const advanced = (await store.get({ key: 'advanced' })) as Record<string, unknown> | null;
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  });
  await once(strapi, 'plugin-auth-routes-closed', async () => {
    await strapi.db.query('plugin::users-permissions.permission').deleteMany({
      where: { action: { $in: PUBLIC_PLUGIN_AUTH_ACTIONS }, role: { type: 'public' } },
    });
  });
}

/** Strapi's own rule for back-office passwords, which creating the first admin from the environment would skip. */
function assertStrongBackOfficePassword(password: string): void {
  const strong =
    password.length >= 8 &&
    Buffer.byteLength(password) <= 72 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password);
  if (!strong) {
    throw new Error(
      'CMS_ADMIN_PASSWORD is too weak: the back-office needs at least 8 characters (72 bytes at most) with a lower-case ' +
        'letter, an upper-case letter and a digit.',
    );
  }
}

/**
 * The back-office's first super-admin, from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD. Outside development a site
 * with no back-office account refuses to start without them: Strapi would otherwise let the first visitor of /cms
 * register as super-admin.
 */
export async function seedBackOfficeAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.CMS_ADMIN_EMAIL?.trim();
  const password = process.env.CMS_ADMIN_PASSWORD;
  if (password) assertStrongBackOfficePassword(password);
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  if (!email || !password) {
    if (isDevelopment()) return;
    throw new Error(
      `CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD are required when NODE_ENV=${process.env.NODE_ENV} and no back-office ` +
        'account exists yet: they create the first super-admin of /cms (see .env.example).',
    );
  }
  await users.createFirstAdmin({ email: email.toLowerCase(), firstname: 'Admin', lastname: 'CMS', password });
  strapi.log.info(`Back-office super-admin ${email} created: sign in at /cms.`);
}
