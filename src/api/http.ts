import axios from 'axios';

/**
 * The one HTTP client. Same origin by default (one process serves SPA and API);
 * VITE_API_URL points it at another host. Cookies always travel (SPEC §7).
 */
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_URL ?? '',
  withCredentials: true,
  headers: { Accept: 'application/json' },
});
