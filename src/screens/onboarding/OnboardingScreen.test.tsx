import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OnboardingState, OnboardingStepBody } from '../../../contracts';
import { signedIn } from '../../../tests/msw/handlers';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const SPACE = {
  community_common_id: 4, owner_user_id: 1, owner_name: 'Rohan', community_name: 'First-time Founders', community_type: 'startup' as const,
  description: 'Founders in their first two years.', member_count: 6, is_member: false, is_owner: false, forum_category: 'space-4', created_at: '2026-01-01T00:00:00.000Z',
};
const at = (step: OnboardingState['step'], extra: Partial<OnboardingState> = {}): OnboardingState => ({
  status: 'in_progress', step, percent: 50, held_roles: ['temp'], interested_roles: [], interests: ['Fintech'], headline: '', city: '', state: '',
  spaces: [SPACE], finish_at: '/lxp', updated_at: null, ...extra,
});

describe('onboarding (/onboarding)', () => {
  it('resumes at the step the server holds and sends the step’s answers with the next step', async () => {
    const sent: OnboardingStepBody[] = [];
    let state = at('profile');
    server.use(
      mswHttp.get('*/api/onboarding', () => HttpResponse.json(state)),
      mswHttp.put('*/api/onboarding/step', async ({ request }) => {
        const body = await request.json() as OnboardingStepBody;
        sent.push(body);
        state = at(body.step, body.step === 'done' ? { status: 'completed', headline: 'Founder' } : { headline: body.headline ?? '' });
        return HttpResponse.json(state);
      }),
      ...signedIn,
    );
    renderApp('/onboarding');
    expect(await screen.findByText('Step 3 of 5: Profile basics')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Headline'), 'Founder');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Choose your communities' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'First-time Founders' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const done = await screen.findByRole('region', { name: 'You’re all set' });
    expect(within(done).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/lxp');
    expect(sent).toEqual([{ step: 'community', headline: 'Founder', city: 'Pune', state: '' }, { step: 'done', space_ids: [4] }]);
  }, 20_000);

  it('keeps the member on the step with the server’s reason when saving fails', async () => {
    server.use(
      mswHttp.get('*/api/onboarding', () => HttpResponse.json(at('roles'))),
      mswHttp.put('*/api/onboarding/step', () => HttpResponse.json({ statusCode: 400, message: 'Choose at most 12 interests.' }, { status: 400 })),
      ...signedIn,
    );
    renderApp('/onboarding');
    await screen.findByRole('heading', { name: 'Roles and interests' });
    expect(screen.getByRole('checkbox', { name: 'Fintech' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at most 12 interests.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Roles and interests' })).toBeInTheDocument());
  }, 20_000);
});
