// Idea board, assistant test and UpMyMind on PGlite (issue 15; decision 0046): own cards only,
// moves renumber both columns, bad input is a 400; the assistant says plainly it is off; self-checks
// are scored, kept and listed newest first with the readiness phases.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES, ideaBoardSchema, wellbeingOverviewSchema, type IdeaCard } from '../../../contracts';
import { DEMO_IDEA_BOARDS } from '../../db/seed-workspace';
import { call, member, type Member } from '../../events/events-test-kit';
import { createTestApp } from '../../test/test-app';
import { askAssistant } from '../../workspace/assistant';

let app: FastifyInstance;
let maya: Member;
let owner: Member;
let other: Member;

beforeAll(async () => {
  app = await createTestApp({ demo: true }); // the demo seed, admin password Summit-Admin-2026
  maya = await member(app, 'maya');
  owner = await member(app, 'ws-owner');
  other = await member(app, 'ws-other');
}, 120_000);
afterAll(async () => { await app?.close(); });

const board = async (who: Member) => ideaBoardSchema.parse((await call(app, 'GET', '/api/workspace/board', who)).json()).cards;
const layout = (cards: IdeaCard[]) => cards.map((c) => `${c.column}:${c.position}:${c.title}`);

describe('idea board', () => {
  it('maya’s seeded board is in column order', async () => {
    const cards = await board(maya);
    expect(cards.map((c) => c.title)).toEqual(DEMO_IDEA_BOARDS.maya!.map(([, t]) => t));
    expect((await call(app, 'GET', '/api/workspace/board', null)).statusCode).toBe(401);
  });

  it('adds, edits, moves and deletes; positions close up', async () => {
    const add = async (title: string, column?: string) => {
      const res = await call(app, 'POST', '/api/workspace/cards', owner, { title, ...(column ? { column } : {}) });
      expect(res.statusCode).toBe(201);
      return res.json() as IdeaCard;
    };
    const a = await add('A');
    const b = await add('B');
    const c = await add('C', 'exploring');
    expect(layout(await board(owner))).toEqual(['ideas:0:A', 'ideas:1:B', 'exploring:0:C']);
    const edited = await call(app, 'PUT', `/api/workspace/cards/${a.card_id}`, owner, { title: 'A2', notes: 'why' });
    expect(edited.json()).toMatchObject({ title: 'A2', notes: 'why' });
    const moved = await call(app, 'PUT', `/api/workspace/cards/${a.card_id}/move`, owner, { column: 'exploring', position: 0 });
    expect(layout(ideaBoardSchema.parse(moved.json()).cards)).toEqual(['ideas:0:B', 'exploring:0:A2', 'exploring:1:C']);
    await call(app, 'PUT', `/api/workspace/cards/${a.card_id}/move`, owner, { column: 'exploring', position: 5 });
    expect(layout(await board(owner))).toEqual(['ideas:0:B', 'exploring:0:C', 'exploring:1:A2']);
    expect((await call(app, 'DELETE', `/api/workspace/cards/${c.card_id}`, owner)).statusCode).toBe(204);
    expect(layout(await board(owner))).toEqual(['ideas:0:B', 'exploring:0:A2']);
    expect(b.card_id).toBeGreaterThan(0);
  });

  it('another member’s card is not found and stays as it was', async () => {
    const [card] = await board(maya);
    for (const [method, url, body] of [
      ['PUT', `/api/workspace/cards/${card!.card_id}`, { title: 'mine now' }],
      ['PUT', `/api/workspace/cards/${card!.card_id}/move`, { column: 'building', position: 0 }],
      ['DELETE', `/api/workspace/cards/${card!.card_id}`, undefined],
    ] as const) {
      const res = await call(app, method, url, other, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Card not found');
    }
    expect((await board(maya))[0]).toEqual(card);
  });

  it('bad input is a 400 with a clear message', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/api/workspace/cards', { title: '  ' }, /Give the idea a title/],
      ['POST', '/api/workspace/cards', { title: 'x'.repeat(121) }, /at most 120/],
      ['POST', '/api/workspace/cards', { title: 'ok', column: 'later' }, /column/],
      ['PUT', '/api/workspace/cards/abc', { title: 'ok' }, /id/],
      ['PUT', '/api/workspace/cards/1/move', { column: 'ideas', position: -1 }, /position/],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await call(app, method as 'POST', url, owner, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});

describe('assistant test', () => {
  it('says plainly that no model is configured', async () => {
    const status = await call(app, 'GET', '/api/assistant/status', maya);
    expect(status.json()).toEqual({ configured: false, model: null, message: ASSISTANT_MESSAGES.notConfigured });
    const ask = await call(app, 'POST', '/api/assistant/ask', maya, { prompt: 'Hello?' });
    expect(ask.statusCode).toBe(503);
    expect(ask.json().message).toBe(ASSISTANT_MESSAGES.notConfigured);
    expect((await call(app, 'POST', '/api/assistant/ask', maya, { prompt: ' ' })).statusCode).toBe(400);
  });

  it('with a key, sends the question to generateContent and reads the answer (fake fetch)', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ candidates: [{ content: { parts: [{ text: 'Talk to ten customers.' }] } }] }), { status: 200 });
    }) as unknown as typeof fetch;
    const answer = await askAssistant({ apiKey: 'k', model: 'gemini-test-model' }, 'What next?', fakeFetch);
    expect(answer).toEqual({ model: 'gemini-test-model', answer: 'Talk to ten customers.' });
    expect(seen[0]!.url).toContain('/models/gemini-test-model:generateContent');
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({ contents: [{ role: 'user', parts: [{ text: 'What next?' }] }] });
    const failing = (async () => new Response('nope', { status: 500 })) as unknown as typeof fetch;
    await expect(askAssistant({ apiKey: 'k', model: 'm' }, 'x', failing)).rejects.toThrow(ASSISTANT_MESSAGES.upstreamFailed);
  });
});

describe('UpMyMind', () => {
  it('maya’s overview: five phases from her journey, her seeded checks newest first', async () => {
    const o = wellbeingOverviewSchema.parse((await call(app, 'GET', '/api/wellbeing/overview', maya)).json());
    expect(o.phases.map((p) => p.title)).toEqual(['Awakening', 'Grounding', 'Building', 'Growing', 'Thriving']);
    expect(o.phases.filter((p) => p.status === 'active')).toHaveLength(1);
    expect(o.checks).toHaveLength(4);
    expect(o.checks[0]!.created_at > o.checks[3]!.created_at).toBe(true);
    expect(o.checks[0]).toMatchObject({ answers: [4, 4, 5, 4, 5], score: 85, band: 'thriving' });
  });

  it('records a self-check with its score and band; refuses incomplete answers', async () => {
    const res = await call(app, 'POST', '/api/wellbeing/checks', owner, { answers: [1, 2, 2, 1, 3] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ score: 20, band: 'stretched' });
    const o = wellbeingOverviewSchema.parse((await call(app, 'GET', '/api/wellbeing/overview', owner)).json());
    expect(o.checks.map((c) => c.score)).toEqual([20]);
    for (const answers of [[1, 2, 3], [0, 1, 1, 1, 1], [1, 2, 3, 4, 6], 'x']) {
      const bad = await call(app, 'POST', '/api/wellbeing/checks', owner, { answers });
      expect(bad.statusCode).toBe(400);
    }
    expect((await call(app, 'POST', '/api/wellbeing/checks', owner, { answers: [1, 1, 1, 1, 9] })).json().message).toMatch(/Answer all 5 statements/);
  });
});
