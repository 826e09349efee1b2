import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Module } from '../../../contracts';
import { selectActivePhase } from '../../../machines/auth';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const mod = (id: number, name: string, phase: number): Module => ({ module_id: id, course_id: 1, module_name: name, module_description: null, sequence: 1, phase });
const list = <T,>(data: T[]) => HttpResponse.json({ data, metadata: { total: data.length, page: 1, limit: -1, pages: 1 } });

describe('readiness journey screen', () => {
  it('starts at Awakening, shows the phase modules, and saves a phase marked done', async () => {
    const moduleQueries: Record<string, string>[] = [];
    const created: unknown[] = [];
    server.use(
      mswHttp.get('*/api/user/userSettings/getAll', () => list([])),
      mswHttp.get('*/api/program/modules/getAll', ({ request }) => {
        moduleQueries.push(Object.fromEntries(new URL(request.url).searchParams));
        return list([mod(1, 'Your why, in one page', 1), mod(2, 'Customer walks', 2)]);
      }),
      mswHttp.post('*/api/user/userSettings/createUserSetting', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ user_setting_id: 9, user_id: 1, settings: {} });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    const { actors } = renderApp('/readiness-journey');
    expect(await screen.findByText(/0 of 5 phases done · current phase:/)).toHaveTextContent('0 of 5 phases done · current phase: Awakening');
    expect(screen.getByRole('progressbar', { name: 'Journey progress' })).toHaveAttribute('aria-valuenow', '0');
    const phases = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(phases[0]).toMatch(/^Phase 1: Awakening/);
    expect(phases.slice(0, 5).map((t) => t?.match(/^Phase \d: \w+/)?.[0])).toEqual([
      'Phase 1: Awakening', 'Phase 2: Grounding', 'Phase 3: Building', 'Phase 4: Growing', 'Phase 5: Thriving',
    ]);
    const current = screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step')!;
    expect(within(current).getByRole('heading', { level: 2 })).toHaveTextContent('Phase 1: Awakening Current');
    expect(within(current).getByText('Your why, in one page')).toBeInTheDocument();
    expect(JSON.parse(moduleQueries[0]!.filterFields!)).toEqual({ phase: [1, 2, 3, 4, 5] });

    await user.click(screen.getByRole('button', { name: 'Mark Awakening done' }));
    expect(await screen.findByText(/1 of 5 phases done · current phase:/)).toHaveTextContent('1 of 5 phases done · current phase: Grounding');
    await screen.findByRole('button', { name: 'Reopen' });
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeEnabled();
    expect(screen.queryByText(/Saving…/)).not.toBeInTheDocument();
    expect(created).toEqual([{ user_id: 1, created_by: 1, settings: { readiness: { active_phase: 'grounding', completed_phases: ['awakening'], notes: {} } } }]);
    // The app's auth actor follows the journey (SPEC §4 activePhase).
    expect(selectActivePhase(actors.auth.getSnapshot())).toBe('grounding');
    expect(screen.getByRole('progressbar', { name: 'Journey progress' })).toHaveAttribute('aria-valuenow', '20');
  });

  it('says so when the journey cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      mswHttp.get('*/api/user/userSettings/getAll', () => (fail ? HttpResponse.json({ message: 'down', statusCode: 503 }, { status: 503 }) : list([]))),
      mswHttp.get('*/api/program/modules/getAll', () => list([])),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/readiness-journey');
    expect(await screen.findByText('Your readiness journey could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/0 of 5 phases done · current phase:/)).toHaveTextContent('current phase: Awakening');
  });
});
