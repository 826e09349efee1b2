// Test helpers for the resource families: a seeded app, signed-in tokens, and calls by path.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { roles } from '../db/schema';
import { DEMO_ADMIN, DEMO_MEMBER } from '../db/seed';
import { createTestApp } from './test-app';

export interface Session { token: string; userId: number }

export interface FamilyTestApp {
  app: FastifyInstance;
  admin: Session;
  maya: Session;
  roleIdOf: Record<string, number>;
  signIn(username: string, password: string): Promise<Session>;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Session | null, payload?: unknown): Promise<LightMyRequestResponse>;
  /** GET with query values that are objects sent as JSON. */
  get(path: string, who: Session | null, query?: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

/** A fresh app with the demo data (admin, maya) and both signed in. */
export async function familyTestApp(): Promise<FamilyTestApp> {
  // The demo template (the same seed as seedDemoData, built once per run) instead of seeding per file.
  const app = await createTestApp({ demo: true });
  const signIn = async (username: string, password: string): Promise<Session> => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; user_id: number };
    return { token: body.access_token, userId: body.user_id };
  };
  const [admin, maya] = await Promise.all([signIn(DEMO_ADMIN.username, DEMO_ADMIN.password), signIn(DEMO_MEMBER.username, DEMO_MEMBER.password)]);
  const rows = await app.db.select({ id: roles.roleId, name: roles.roleName }).from(roles);
  const roleIdOf = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  const call: FamilyTestApp['call'] = (method, url, who, payload) => app.inject({
    method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const get: FamilyTestApp['get'] = (path, who, query = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
    return call('GET', `${path}${qs ? `?${qs}` : ''}`, who);
  };
  return { app, admin, maya, roleIdOf, signIn, call, get };
}
