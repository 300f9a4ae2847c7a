import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { LoginRequest } from '@ticino/shared';
import { FormField } from '../../../ui/FormField';
import { loginErrorMessage } from './api/auth-api';
import { RESTAURANT_NAME } from '@ticino/shared';
import { AdminLogo } from './AdminLogo';

interface LoginScreenProps {
  onLogIn: (credentials: LoginRequest) => Promise<void>;
  /** The dashboard was left because the server no longer accepted the session. */
  sessionExpired?: boolean;
}

export const SESSION_EXPIRED_MESSAGE = 'Votre session a expiré. Veuillez vous reconnecter.';

export function LoginScreen({ onLogIn, sessionExpired = false }: LoginScreenProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError('');
    setBusy(true);
    try {
      await onLogIn({ username, password });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <main className="admin-login">
      <div className="admin-login__panel card">
        <div className="admin-login__brand">
          <AdminLogo />
          <h1 className="admin-login__title">{RESTAURANT_NAME}</h1>
          <h2 className="admin-login__subtitle">Administration - Connexion</h2>
        </div>
        {sessionExpired && (
          <p className="admin-login__notice" role="status">
            {SESSION_EXPIRED_MESSAGE}
          </p>
        )}
        <form className="admin-login__form" onSubmit={handleSubmit}>
          <FormField label="Nom d'utilisateur">
            {(control) => (
              <input
                {...control}
                className="input"
                name="username"
                autoComplete="username"
                required
                value={username}
                onChange={(event) => {
                  setUsername(event.target.value);
                  setError('');
                }}
              />
            )}
          </FormField>
          <FormField label="Mot de passe">
            {(control) => (
              <input
                {...control}
                className="input"
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError('');
                }}
              />
            )}
          </FormField>
          {error && (
            <p className="admin-login__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary admin-login__submit" aria-disabled={busy}>
            {busy && <span className="spinner admin-inline-spinner" aria-hidden="true" />}
            {busy ? 'Connexion...' : 'Se connecter'}
          </button>
        </form>
        <Link className="admin-login__back" to="/">
          ← Retour au site web
        </Link>
      </div>
    </main>
  );
}
