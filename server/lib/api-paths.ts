// Paths the API host answers itself. Everything else is a page of the SPA (history fallback).
// `/auth` alone is the SPA's sign-in page; the auth service lives below `/auth/`.
const API_ROOTS = ['/api', '/socket.io', '/docs', '/health'];

export function isApiPath(url: string): boolean {
  const pathname = (url.split('?')[0] ?? '').toLowerCase();
  if (pathname.startsWith('/auth/')) return true;
  return API_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}
