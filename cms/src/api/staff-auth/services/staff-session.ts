import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { cleanText, type StaffUser } from '@ticino/shared';
import type { Stored } from '../../../utils/stored';
import { siteService } from '../../../utils/services';
import { rateLimits, type LimitName } from '../../rate-limit/services/rate-limit';

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
  | { status: 'signed-in'; token: string; deviceToken: string; user: StaffUser }
  | { status: 'refused' }
  | { status: 'not-staff' }
  | { status: 'limited'; retryAfterSeconds: number };

/** The quota a login attempt was counted against, and under which key. */
interface CountedAttempt {
  limit: Extract<LimitName, 'loginPerAccount' | 'loginPerDevice'>;
  key: string;
}

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
  const deviceTokens = () => siteService('api::staff-auth.device-token', strapi);

  async function findUser(where: Record<string, unknown>): Promise<StoredUser | null> {
    return strapi.db.query(USER_UID).findOne({ where, populate: ['role'] });
  }

  /**
   * Counts the attempt before the password is checked, so parallel guesses cannot all slip in under a quota; a
   * successful login gives it back. A browser holding a device token for the account counts against its own quota
   * only, so failures elsewhere cannot lock it out; once that quota is used it counts as a browser without one.
   * Every other attempt counts against the account's quota, and once that is used even the right password is
   * refused until the window ends: otherwise the one guess answered 200 would still give it away.
   */
  async function countAttempt(
    identifier: string,
    deviceNonce: string | null,
  ): Promise<{ counted: CountedAttempt } | { retryAfterSeconds: number }> {
    if (deviceNonce) {
      const verdict = await rateLimits(strapi).consume('loginPerDevice', deviceNonce);
      if (verdict.allowed) return { counted: { limit: 'loginPerDevice', key: deviceNonce } };
    }
    const account = accountKey(identifier);
    const verdict = await rateLimits(strapi).consume('loginPerAccount', account);
    return verdict.allowed ? { counted: { limit: 'loginPerAccount', key: account } } : verdict;
  }

  async function login(
    identifier: string,
    password: string,
    { deviceToken, userAgent }: { deviceToken?: string; userAgent?: string } = {},
  ): Promise<LoginResult> {
    // A name holding control characters is nobody's (and PostgreSQL refuses to compare a text holding NUL): it
    // fails like an unknown name, password check included.
    const user =
      cleanText(identifier) === identifier
        ? await findUser({ $or: [{ username: identifier }, { email: identifier.toLowerCase() }] })
        : null;
    const attempt = await countAttempt(identifier, user ? deviceTokens().nonceFor(deviceToken, user.id) : null);
    if (!('counted' in attempt)) return { status: 'limited', retryAfterSeconds: attempt.retryAfterSeconds };

    const valid = await strapi
      .plugin('users-permissions')
      .service('user')
      .validatePassword(password, user?.password ?? UNKNOWN_USER_HASH);
    if (!user?.password || user.blocked || !valid) return { status: 'refused' };
    await rateLimits(strapi).refund(attempt.counted.limit, attempt.counted.key);
    // Only the Staff role manages the menu: any other account is turned away here, not after a half login.
    if (user.role?.type !== STAFF_ROLE_TYPE) return { status: 'not-staff' };

    const refresh = await sessions().generateRefreshToken(String(user.id), undefined, {
      type: 'session',
      ...(userAgent ? { metadata: { userAgent: userAgent.slice(0, 255) } } : {}),
    });
    const access = await sessions().generateAccessToken(refresh.token);
    if ('error' in access) return { status: 'refused' };
    return {
      status: 'signed-in',
      token: access.token,
      deviceToken: deviceTokens().issue(user.id),
      user: toStaffUser(user),
    };
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
