import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { activeSession, currentToken } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The refresh call itself, and calls already retried once, never trigger a refresh. */
    skipAuthRefresh?: boolean;
  }
}

/**
 * The one HTTP client. Same origin by default (one process serves SPA and API);
 * VITE_API_URL points it at another host. Cookies always travel (SPEC §7).
 */
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_URL ?? '',
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

// The session hooks live in ./session (no axios), so the app wires them before this module loads.
export { configureSession, renewSession, type SessionHooks } from './session';

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = currentToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as (AxiosRequestConfig & { headers: InternalAxiosRequestConfig['headers'] }) | undefined;
  const session = activeSession();
  if (error.response?.status !== 401 || !config || config.skipAuthRefresh || !session) throw error;
  // Sent before a refresh that has since finished: the new token is already here, so no second refresh.
  const current = currentToken();
  if (current && config.headers.get('Authorization') !== `Bearer ${current}`) {
    config.headers.set('Authorization', `Bearer ${current}`);
    return http.request({ ...config, skipAuthRefresh: true });
  }
  let token: string;
  try {
    token = await session.renew();
  } catch (refreshError) {
    session.onSessionLost(refreshError);
    throw error;
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return http.request({ ...config, skipAuthRefresh: true });
});

/** The refused fields of a 4xx ({ field: sentence }, decision 0057), or undefined. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const fields = (error.response?.data as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  const out = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The server's message when there is one, else the client's (SPEC §8 "background actions").
 * Refused input reads as its first field's sentence ("Enter your username or e-mail."), not as
 * the developer's "Invalid body.username: …".
 */
export function errorMessage(error: unknown): string {
  const fields = fieldErrors(error);
  if (fields) return Object.values(fields)[0]!;
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string') return data.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * An API failure as machines see it: the server's message and, when there was a response, its
 * status; batch calls add the failed items (`errors: [{ index, message }]`, decision 0007).
 */
export type ApiError = Error & { statusCode?: number; errors?: { index: number; message: string }[]; fields?: Record<string, string> };

function batchErrors(data: unknown): ApiError['errors'] {
  const list = (data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return undefined;
  return list
    .filter((e): e is { index: number; message: string } => !!e && typeof e.index === 'number' && typeof e.message === 'string')
    .map(({ index, message }) => ({ index, message }));
}

/** Wraps an API call so failures become errors carrying the server's message and status (machines stay HTTP-free). */
export const withServerMessage = <A extends unknown[], T>(fn: (...args: A) => Promise<T>) => async (...args: A): Promise<T> => {
  try {
    return await fn(...args);
  } catch (error) {
    const wrapped: ApiError = new Error(errorMessage(error), { cause: error });
    if (axios.isAxiosError(error) && error.response) {
      wrapped.statusCode = error.response.status;
      const errors = batchErrors(error.response.data);
      if (errors) wrapped.errors = errors;
      const fields = fieldErrors(error);
      if (fields) wrapped.fields = fields;
    }
    throw wrapped;
  }
};
