import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { Dashboard } from './Dashboard';
import { LoginScreen } from '../session/LoginScreen';
import { useAdminSession, type SessionStatus } from '../session/hooks/useAdminSession';
import { UnsavedEditProvider } from '../menu/hooks/useUnsavedEdit';
import './admin.css';

const PATH_FOR_STATUS: Partial<Record<SessionStatus, string>> = {
  loggedIn: '/admin/dashboard',
  loggedOut: '/admin/login',
};

/** One screen for /admin, /admin/login and /admin/dashboard (docs/product.md#staff-dashboard): the session decides what shows. */
export function AdminScreen() {
  usePageTitle('admin');
  const { status, expired, logIn, logOut } = useAdminSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // The address follows the session, so a reload or a bookmark lands on the right screen name.
  useEffect(() => {
    const path = PATH_FOR_STATUS[status];
    if (path && path !== pathname) navigate(path, { replace: true });
  }, [status, pathname, navigate]);

  if (status === 'checking') {
    return (
      <main className="admin-checking">
        <Spinner label="Vérification de l'authentification..." visibleLabel />
      </main>
    );
  }
  return (
    <UnsavedEditProvider>
      {status === 'loggedOut' ? (
        <LoginScreen onLogIn={logIn} sessionExpired={expired} />
      ) : (
        <Dashboard onLogOut={logOut} />
      )}
    </UnsavedEditProvider>
  );
}
