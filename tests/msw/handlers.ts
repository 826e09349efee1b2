// Default API answers for component tests: a visitor with no session. Tests override per case.
import { http, HttpResponse } from 'msw';
import type { IdentityProfile } from '../../contracts';

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

export const signedIn = http.get('*/auth/profile', () => HttpResponse.json(demoProfile));

export const handlers = [signedOut];
