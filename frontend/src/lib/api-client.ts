import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { API_BASE, type ApiFailure } from '@ticino/shared';
import { apiMessagesFr } from '../../../packages/shared/src/i18n/dictionaries/messages/api-fr';
import { getAdminToken } from './storage';

/**
 * What a failure says when the server explained nothing (or never answered), in the staff dashboard's French; the
 * guest pages word the failure's code (`api.serverError`) in their own language.
 */
export const DEFAULT_ERROR_MESSAGE: string = apiMessagesFr.serverError;

/** A message as an answer carries it, not yet checked against a dictionary. */
export interface ReceivedCode {
  code: unknown;
  params?: unknown;
}

/**
 * A failed API call: the server's message (or the default one), the HTTP status, and the refusal's code and values
 * (docs/product.md#messages-as-codes), `api.serverError` when the server explained nothing.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly fieldErrors: Record<string, string>;
  /** The failure's whole JSON answer, for the few that carry more than `errors` (an import's line messages). */
  readonly body: unknown;
  readonly refusal: ReceivedCode;
  readonly fieldCodes: Record<string, ReceivedCode>;

  constructor(message: string, status?: number, fieldErrors: Record<string, string> = {}, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
    const answer = (body && typeof body === 'object' ? body : {}) as Partial<Record<keyof ApiFailure, unknown>>;
    this.refusal =
      answer.code === undefined ? { code: 'api.serverError' } : { code: answer.code, params: answer.params };
    this.fieldCodes =
      answer.errorCodes && typeof answer.errorCodes === 'object'
        ? (answer.errorCodes as Record<string, ReceivedCode>)
        : {};
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Lets the staff dashboard return to its login screen when any call answers 401. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Reads give up after this long so a dead network ends in the French error, not an endless spinner. Writes wait:
 * a slow save may still succeed, and a save reported as failed would be retried into a duplicate.
 */
export const READ_TIMEOUT_MS = 15_000;

let client: Promise<AxiosInstance> | undefined;

/** The one HTTP client, made from the loaded axios: JSON to and from /api, with the staff bearer token when held. */
function makeClient({ default: axios, AxiosError }: typeof import('axios')): AxiosInstance {
  const instance = axios.create({
    baseURL: API_BASE,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  instance.interceptors.request.use((config) => {
    const token = getAdminToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const response = error instanceof AxiosError ? error.response : undefined;
    const body = response?.data as Partial<ApiFailure> | undefined;
    const message = typeof body?.message === 'string' && body.message ? body.message : DEFAULT_ERROR_MESSAGE;
    const apiError = new ApiError(message, response?.status, body?.errors ?? {}, body);
    console.error('API error:', apiError.message);
    if (response?.status === 401 && getAdminToken()) unauthorizedListeners.forEach((listener) => listener());
    return Promise.reject(apiError);
  });
  return instance;
}

/**
 * The one HTTP client, made at the first call (or when the browser is idle after the app starts, see App): axios loads
 * then, not with each page's start (a server-rendered page brings its data). Should it not load (the network dropped),
 * the call fails with the default message and the next one asks for it again.
 */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(makeClient, () => {
    client = undefined;
    throw new ApiError(DEFAULT_ERROR_MESSAGE);
  });
  return client;
}

export async function apiGet<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await (await httpClient()).get<T>(url, { timeout: READ_TIMEOUT_MS, ...config })).data;
}

export async function apiSend<T>(
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  body?: unknown,
  config?: Pick<AxiosRequestConfig, 'timeout' | 'headers'>,
): Promise<T> {
  return (await (await httpClient()).request<T>({ method, url, data: body, ...config })).data;
}

/** Sends files: a multipart body, whose boundary the browser writes into the Content-Type itself. */
export async function apiUpload<T>(url: string, form: FormData): Promise<T> {
  return (await (await httpClient()).post<T>(url, form, { headers: { 'Content-Type': 'multipart/form-data' } })).data;
}
