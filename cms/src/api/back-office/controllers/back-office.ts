import type { Context } from 'koa';
import { emailConfigured } from '../../../back-office/staff-accounts';

/** What the /cms login page needs to know before anyone signs in. */
export interface BackOfficeOptionsResponse {
  success: true;
  data: { passwordResetByEmail: boolean };
}

export default {
  /** The « Mot de passe oublié » link is only offered when a reset e-mail can actually be sent. */
  options(ctx: Context) {
    const body: BackOfficeOptionsResponse = { success: true, data: { passwordResetByEmail: emailConfigured() } };
    ctx.body = body;
  },
};
