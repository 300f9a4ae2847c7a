import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { cleanText, type StaffUser } from '@ticino/shared';
import type { Stored } from '../../../utils/stored';
import { rateLimits } from '../../rate-limit/services/rate-limit';

/** Users-permissions role type that may manage the menu. */
export const STAFF_ROLE_TYPE = 'staff';

const USER_UID = 'plugin::users-permissions.user';

type StoredUser = Stored<typeof USER_UID, 'username' | 'email' | 'password' | 'blocked'> & {
  id: number;
  role?: Stored<'plugin::users-permissions.role', 'type'> | null;
};

/**
 * A bcrypt hash (cost 10, as users-permissions stores them) of a random string nobody knows. Checking a password
 * against it when the name is unknown makes both failures take as long, so timing does not reveal staff names.
 */
const UNKNOWN_USER_HASH = '$2a$10$pjl84iQaL5wFhVzzTlQ04.cbELQYOS0w9orxtH15u11dHMm5vFkJq';

export type Authentication =
  { status: 'authenticated'; user: StaffUser; sessionId: string; isStaff: boolean } | { status: 'anonymous' };

export type LoginResult =
  | { status: 'signed-in'; token: string; user: StaffUser }
  | { status: 'refused' }
  | { status: 'not-staff' }
  | { status: 'limited'; retryAfterSeconds: number };

/**
 * The account a login attempt counts against: the name as typed, in small letters (an e-mail matches in any case),
 * hashed so the limit's store keeps neither staff names nor whatever strangers typed. It depends on the name only,
 * never on whether an account has it, so a limited unknown name answers exactly as a limited staff member.
 */
function accountKey(identifier: string): string {
  return crypto.createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex');
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function toStaffUser(user: StoredUser): StaffUser {
  return { id: user.id, username: user.username, email: user.email };
}

/**
 * Staff sessions ride on Strapi's session manager: each login opens a session
 * row, the access token names it, and logging out deletes the row. Strapi does
 * not look the row up when it reads an access token, so every staff request
 * goes through `authenticate`, which does.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sessions = () => strapi.sessionManager('users-permissions');

  async function findUser(where: Record<string, unknown>): Promise<StoredUser | null> {
    return strapi.db.query(USER_UID).findOne({ where, populate: ['role'] });
  }

  /**
   * Every attempt takes one of the account's failed-attempt quota before the password is checked, so parallel
   * guesses cannot all slip in under it; a successful login gives it back. Once the quota is used, even the right
   * password is refused until the window ends: otherwise the one guess answered 200 would still give it away.
   */
  async function login(identifier: string, password: string, userAgent?: string): Promise<LoginResult> {
    const account = accountKey(identifier);
    const verdict = await rateLimits(strapi).consume('loginPerAccount', account);
    if (!verdict.allowed) return { status: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };

    // A name holding control characters is nobody's (and PostgreSQL refuses to compare a text holding NUL): it
    // fails like an unknown name, password check included.
    const user =
      cleanText(identifier) === identifier
        ? await findUser({ $or: [{ username: identifier }, { email: identifier.toLowerCase() }] })
        : null;
    const valid = await strapi
      .plugin('users-permissions')
      .service('user')
      .validatePassword(password, user?.password ?? UNKNOWN_USER_HASH);
    if (!user?.password || user.blocked || !valid) return { status: 'refused' };
    await rateLimits(strapi).refund('loginPerAccount', account);
    // Only the Staff role manages the menu: any other account is turned away here, not after a half login.
    if (user.role?.type !== STAFF_ROLE_TYPE) return { status: 'not-staff' };

    const refresh = await sessions().generateRefreshToken(String(user.id), undefined, {
      type: 'session',
      ...(userAgent ? { metadata: { userAgent: userAgent.slice(0, 255) } } : {}),
    });
    const access = await sessions().generateAccessToken(refresh.token);
    if ('error' in access) return { status: 'refused' };
    return { status: 'signed-in', token: access.token, user: toStaffUser(user) };
  }

  async function authenticate(token: string | undefined): Promise<Authentication> {
    if (!token) return { status: 'anonymous' };
    const { isValid, payload } = sessions().validateAccessToken(token);
    if (!isValid || !payload) return { status: 'anonymous' };
    const sessionId = String(payload.sessionId);
    if (!(await sessions().isSessionActive(sessionId))) return { status: 'anonymous' };
    const user = await findUser({ id: Number(payload.userId) });
    if (!user || user.blocked) return { status: 'anonymous' };
    return {
      status: 'authenticated',
      user: toStaffUser(user),
      sessionId,
      isStaff: user.role?.type === STAFF_ROLE_TYPE,
    };
  }

  async function logout(token: string | undefined): Promise<void> {
    const auth = await authenticate(token);
    if (auth.status !== 'authenticated') return;
    await sessions().revokeSessionById(String(auth.user.id), auth.sessionId);
  }

  return { login, authenticate, logout };
};
