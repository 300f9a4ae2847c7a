import type { Core } from '@strapi/strapi';
import type { Stored } from '../../../utils/stored';

const USER_UID = 'plugin::users-permissions.user';

interface AccountState {
  id: number;
  password: string | null;
  blocked: boolean | null;
  roleId: number | null;
}

type StoredAccount = Stored<typeof USER_UID, 'password' | 'blocked'> & { id: number; role?: { id: number } | null };

/**
 * Staff tokens name a session, and a session lives for the working day. When the owner changes a user's password,
 * role or blocked state (in /cms or anywhere else), every session of that user ends at once: a stolen or shared
 * password stops working the moment it is changed.
 */
export function endSessionsOnAccountChange(strapi: Core.Strapi): void {
  const readAccounts = async (where: Record<string, unknown>): Promise<AccountState[]> => {
    const rows = (await strapi.db.query(USER_UID).findMany({
      where,
      select: ['id', 'password', 'blocked'],
      populate: { role: { select: ['id'] } },
    })) as StoredAccount[];
    return rows.map((row) => ({
      id: row.id,
      password: row.password ?? null,
      blocked: row.blocked ?? null,
      roleId: row.role?.id ?? null,
    }));
  };

  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async beforeUpdate(event) {
      event.state.accountsBefore = await readAccounts(event.params.where ?? {});
    },
    async afterUpdate(event) {
      const before = (event.state.accountsBefore ?? []) as AccountState[];
      if (!before.length) return;
      const after = new Map(
        (await readAccounts({ id: { $in: before.map((account) => account.id) } })).map((a) => [a.id, a]),
      );
      for (const previous of before) {
        const current = after.get(previous.id);
        const changed =
          !current ||
          current.password !== previous.password ||
          current.blocked !== previous.blocked ||
          current.roleId !== previous.roleId;
        if (changed) {
          await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(previous.id));
        }
      }
    },
  });
}
