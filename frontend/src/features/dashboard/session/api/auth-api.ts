import type { AuthCheckResponse, LoginRequest, LoginResponse } from '@ticino/shared';
import { ApiError, DEFAULT_ERROR_MESSAGE, apiGet, apiSend } from '../../../../lib/api-client';

export const LOGIN_FALLBACK_MESSAGE = 'Erreur de connexion';

/** What a successful login hands the browser: the session's token and, when given, the device token. */
export interface SignedIn {
  token: string;
  deviceToken?: string;
}

/** Logs the staff member in and returns the session token. */
export async function requestLogin(credentials: LoginRequest): Promise<SignedIn> {
  const response = await apiSend<LoginResponse>('post', '/auth/login', credentials);
  const token = response.success ? response.data?.token : undefined;
  if (!token) throw new ApiError(response.message || LOGIN_FALLBACK_MESSAGE);
  const deviceToken = response.data?.deviceToken;
  return typeof deviceToken === 'string' && deviceToken ? { token, deviceToken } : { token };
}

/** The server's own message when it gave one, else the login screen's generic one (docs/product.md#login-screen). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message !== DEFAULT_ERROR_MESSAGE) return error.message;
  return LOGIN_FALLBACK_MESSAGE;
}

/** Logging out waits this long at most: the session ends in the browser whatever the server says. */
const LOGOUT_TIMEOUT_MS = 5_000;

export async function requestLogout(): Promise<void> {
  await apiSend('post', '/auth/logout', undefined, { timeout: LOGOUT_TIMEOUT_MS });
}

export async function isSessionValid(): Promise<boolean> {
  const answer = await apiGet<AuthCheckResponse>('/auth/check');
  return answer.success === true && answer.authenticated === true;
}
