// Business constants of SPEC §9, shared by the SPA and the API host.

/** The fixed summit tenant name, used wherever a tenant_id is not given. */
export const SUMMIT_TENANT_ID = 'startup-summit';

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  cookieAccepted: 'cookieAccepted',
  roleUri: 'role-uri',
} as const;

export const ACCOUNT_POPUP = { width: 500, height: 600 } as const;

export const LIST_DEFAULTS = { page: 1, limit: 10, sortOrder: 'desc', all: -1 } as const;

/**
 * Lists count their matches exactly up to this many; beyond it they answer total = the cap with
 * totalCapped: true ("1,000+"), so a broad search never counts every row. A page at or past the
 * cap raises it in steps of this size to just past that page, so paging never stops while rows
 * match (page 40 of 25 → "2,000+"; docs/decisions/0062).
 */
export const LIST_TOTAL_CAP = 1_000;

export const TOAST_AUTO_CLOSE_MS = 5000;

export const MODAL = { width: '50%', maxHeight: '90vh', zIndex: 99 } as const;

export const NOTIFICATION_PANEL = { widthPx: 500, clampLines: 3 } as const;

export const MOBILE_BREAKPOINT_PX = 760;

export const SOCKET = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20000,
  chatNamespace: '/api/chat',
  path: '/socket.io',
} as const;

/** Relative-time thresholds in minutes (SPEC §9). */
export const RELATIVE_TIME_MINUTES = { hour: 60, day: 1440, month: 43200, year: 525600 } as const;
