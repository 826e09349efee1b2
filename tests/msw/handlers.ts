// Default API answers for component tests: a visitor with no session. Tests override per case.
import { http, HttpResponse } from 'msw';
import type { IdentityProfile, MemberHome, Privilege, Role, UserRecord } from '../../contracts';

export const signedOut = http.get('*/auth/profile', () =>
  HttpResponse.json({ message: 'Not signed in', statusCode: 401 }, { status: 401 }));

export const demoProfile: IdentityProfile = {
  user_id: 1,
  preferred_username: 'admin',
  email: 'admin@summit.example',
  given_name: 'Ada',
  family_name: 'Admin',
  email_verified: true,
  access_token: 'test-token',
};

export const demoRoles: Role[] = [{ role_id: 5, role_name: 'admin', display_name: 'Admin', parent_user_id: null, role_parent_id: null }];

export const demoUserRecord: UserRecord = {
  user_id: 1, username: 'admin', firstName: 'Ada', lastName: 'Admin', email: 'admin@summit.example', phone_number: null,
  enabled: true, roles: [5], active_role_id: 5, roll_number: null, profile_image: null, age: null, gender: null,
  registration_redirect: null, otpVerified: true,
};

export const demoPrivileges: Privilege[] = [212, 215].map((menu) => ({
  privilege_id: menu, role_id: 5, privilege_menu_id: menu, privilege_access_scope: 'private', privilege_access_type: ['read'],
}));

/** The home of a member with nothing of their own yet (GET /api/me/home). */
export const emptyHome: MemberHome = {
  first_name: 'Ada', active_role: 'admin', continue_learning: [],
  journey: { active_phase: 'awakening', completed_phases: [], step: 1, total: 5 },
  upcoming_events: [], notifications: { unread_count: 0, latest: [] }, saved: { total: 0, latest: [] },
  suggested_hubs: [{ slug: 'knowledge-hub', title: 'Knowledge Hub', intro: 'Guides and toolkits.', path: '/knowledge-hub' }],
  forum_topics: [],
  starting_points: [{ kind: 'step', title: 'Browse all learning programs', summary: 'Courses at your own pace.', link: '/lxp' }],
};

const list = <T>(data: T[]) => HttpResponse.json({ data, metadata: { total: data.length, page: 1, limit: -1, pages: 1 } });

/** A signed-in admin: the identity profile, the member record, their role and its privileges. */
export const signedIn = [
  http.get('*/auth/profile', () => HttpResponse.json(demoProfile)),
  http.get('*/api/global-user/profile/getUser', () => HttpResponse.json(demoUserRecord)),
  http.get('*/api/user/roles/getAll', () => list(demoRoles)),
  http.get('*/api/user/privileges/getAll', () => list(demoPrivileges)),
  // The Admin Center's first tab lists members: none unless a test says otherwise.
  http.get('*/api/global-user/users/getAll', () => list([])),
  // The notification panel loads the unread ones at sign-in: none unless a test says otherwise.
  http.get('*/api/notification/notifications/getAll', () => list([])),
  // The calendar reads the member's enrolments: none unless a test says otherwise.
  http.get('*/api/program/programs-enrolled/getAll', () => list([])),
  // ... and their event registrations: none unless a test says otherwise.
  http.get('*/api/event/my-registrations', () => HttpResponse.json({ data: [] })),
  // Sign-in lands on /user/home: a member with nothing yet unless a test says otherwise.
  http.get('*/api/me/home', () => HttpResponse.json(emptyHome)),
  // Save buttons ask whether their items are saved: none unless a test says otherwise.
  http.get('*/api/me/saved/status', ({ request }) => HttpResponse.json({ type: new URL(request.url).searchParams.get('type'), saved_ids: [] })),
];

export const handlers = [signedOut];
