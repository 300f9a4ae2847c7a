import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { LoginRequest } from '@ticino/shared';
import { onUnauthorized } from '../../../../lib/api-client';
import { isAdminKey } from '../../shared/admin-reads';
import { isSessionValid, requestLogin, requestLogout } from '../api/auth-api';
import { clearStoredSession, hasStoredToken, knownDevice, startStoredSession } from '../api/session';

export type SessionStatus = 'checking' | 'loggedOut' | 'loggedIn';

/**
 * The admin gate of docs/product.md#admin-gate: a stored token is checked with the server once,
 * login and logout keep both storage markers in step, and any 401 ends the session.
 */
export function useAdminSession() {
  const [status, setStatus] = useState<SessionStatus>(() => (hasStoredToken() ? 'checking' : 'loggedOut'));
  /** The server refused the session while the dashboard was in use (expired or ended elsewhere). */
  const [expired, setExpired] = useState(false);
  const { mutate } = useSWRConfig();

  // The dependency lists of this hook only spare work: SWR's `mutate` never changes, so neither does `endSession`, and
  // emptying a list, or adding a constant to an empty one, changes nothing.
  // Stryker disable ArrayDeclaration: equivalent, see above.
  const endSession = useCallback(() => {
    clearStoredSession();
    setStatus('loggedOut');
    // The next person to log in must not see the previous session's data, even briefly.
    void mutate(isAdminKey, undefined, { revalidate: false });
  }, [mutate]);

  useEffect(() => {
    if (!hasStoredToken()) return undefined;
    let current = true;
    // Cannot reject: a failed check counts as an invalid session.
    void isSessionValid()
      .catch(
        // Stryker disable next-line ArrowFunction: equivalent; `undefined` is as falsy as `false` below.
        () => false,
      )
      .then((valid) => {
        if (!current) return;
        if (valid) setStatus('loggedIn');
        else endSession();
      });
    return () => {
      current = false;
    };
    // Once per visit to the screen: a login later in the visit needs no second check.
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        setExpired(true);
        endSession();
      }),
    [endSession],
  );

  const logIn = useCallback(async (credentials: LoginRequest) => {
    startStoredSession(await requestLogin({ ...credentials, ...knownDevice() }));
    setExpired(false);
    setStatus('loggedIn');
  }, []);

  const logOut = useCallback(async () => {
    // The session ends here whatever the server answers (docs/product.md#admin-gate); the client already logs failures.
    await requestLogout().catch(() => undefined);
    endSession();
  }, [endSession]);
  // Stryker restore ArrayDeclaration

  return { status, expired, logIn, logOut };
}
