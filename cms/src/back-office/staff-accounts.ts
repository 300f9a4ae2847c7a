import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { staffMessageOf } from '@ticino/shared';
import { STAFF_ROLE_TYPE } from '../api/staff-auth/services/staff-session';
import { once } from '../seed/once';
import { RulesError } from '../utils/rules-error';
import { STAFF_PASSWORD_MIN_LENGTH, isLongEnoughStaffPassword } from '../utils/staff-password';

const ROLE_UID = 'plugin::users-permissions.role';

interface AdvancedSettings {
  default_role?: string;
}

const advancedSettings = (strapi: Core.Strapi) =>
  strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });

/**
 * Users-permissions' "default role" setting names Staff, once per database: accounts exist only for the dashboard
 * (docs/product.md#back-office). The owner may still pick another one in /cms, Settings → Advanced settings.
 */
export async function makeStaffTheDefaultRole(strapi: Core.Strapi): Promise<void> {
  await once(strapi, 'staff-default-role', async () => {
    const advanced = ((await advancedSettings(strapi).get({})) ?? {}) as AdvancedSettings;
    await advancedSettings(strapi).set({ value: { ...advanced, default_role: STAFF_ROLE_TYPE } });
  });
}

/** What the content manager sends for a relation left empty: nothing, null, or empty connect/set lists. */
function namesNoRole(role: unknown): boolean {
  if (role === undefined || role === null) return true;
  if (Array.isArray(role)) return role.length === 0;
  if (typeof role !== 'object') return false;
  const entries = Object.entries(role as Record<string, unknown>);
  return (
    entries.every(([key, value]) => ['connect', 'disconnect', 'set'].includes(key) && Array.isArray(value)) &&
    !entries.some(([key, value]) => key !== 'disconnect' && (value as unknown[]).length > 0)
  );
}

type Handler = (ctx: Context, next?: () => Promise<unknown>) => Promise<unknown>;

const requestBody = (ctx: Context) => (ctx.request as { body?: Record<string, unknown> }).body;

/**
 * A staff password typed in /cms follows ADMIN_PASSWORD's rule, not the plugin's 6 characters; the form shows the
 * French message under the password field. On an update, an empty password means « keep the stored one ».
 */
function refuseShortPassword(password: unknown, { required }: { required: boolean }): void {
  if (!required && (password === undefined || password === null || password === '')) return;
  if (typeof password !== 'string' || !isLongEnoughStaffPassword(password)) {
    const tooShort = staffMessageOf('staffAccount.passwordTooShort', { min: STAFF_PASSWORD_MIN_LENGTH });
    throw new RulesError(tooShort, { password: tooShort });
  }
}

/**
 * Users created or changed in /cms: a password shorter than the staff rule is refused (above), and a user created with
 * the role left empty gets the default role (Staff, see above), as the plugin's own sign-up does. The content manager
 * cannot preselect a relation, and the plugin would refuse the form in English (« Users must have a role »).
 */
export function checkUsersMadeInBackOffice(strapi: Core.Strapi): void {
  strapi
    .get('controllers')
    .extend('plugin::users-permissions.contentmanageruser', (controller: Record<string, Handler>) => ({
      ...controller,
      async update(ctx: Context, next?: () => Promise<unknown>) {
        refuseShortPassword(requestBody(ctx)?.password, { required: false });
        return controller.update(ctx, next);
      },
      async create(ctx: Context, next?: () => Promise<unknown>) {
        const body = requestBody(ctx);
        refuseShortPassword(body?.password, { required: true });
        if (body && typeof body === 'object' && namesNoRole(body.role)) {
          const advanced = ((await advancedSettings(strapi).get({})) ?? {}) as AdvancedSettings;
          const role = (await strapi.db
            .query(ROLE_UID)
            .findOne({ where: { type: advanced.default_role ?? STAFF_ROLE_TYPE }, select: ['id', 'documentId'] })) as {
            id: number;
            documentId: string;
          } | null;
          if (role) body.role = { connect: [{ id: role.id, documentId: role.documentId }], disconnect: [] };
        }
        return controller.create(ctx, next);
      },
    }));
}

/** E-mail can leave the server once its SMTP settings are given; they start with SMTP_HOST. */
export function emailConfigured(): boolean {
  return Boolean(process.env.SMTP_HOST?.trim());
}

export const PASSWORD_RESET_UNAVAILABLE =
  "Ce site n'envoie pas d'e-mails : aucun lien de réinitialisation ne peut vous parvenir. Demandez à la personne qui " +
  "gère le serveur de lancer « npx strapi admin:reset-user-password » (voir « Retrouver l'accès au back-office » " +
  'dans docs/guide-proprietaire.md).';

/**
 * Strapi answers « e-mail sent » to a password-reset request whatever happens, even with no way to send e-mail.
 * Without SMTP settings the request is refused instead, with the way back in (docs/product.md#back-office).
 */
export function refuseEmailResetWithoutEmail(strapi: Core.Strapi): void {
  strapi.get('controllers').extend('admin::authentication', (controller: Record<string, Handler>) => ({
    ...controller,
    async forgotPassword(ctx: Context) {
      if (emailConfigured()) return controller.forgotPassword(ctx);
      ctx.status = 503;
      ctx.body = {
        data: null,
        error: { status: 503, name: 'ServiceUnavailableError', message: PASSWORD_RESET_UNAVAILABLE, details: {} },
      };
      return undefined;
    },
  }));
}
