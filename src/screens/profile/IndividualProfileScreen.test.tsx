import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VISIBILITY, type MyProfile } from '../../../contracts';
import { renderApp } from '../../../tests/helpers/render-app';
import { signedIn } from '../../../tests/msw/handlers';
import { server } from '../../../tests/msw/server';

configure({ asyncUtilTimeout: 4000 });

const mine = (over: Partial<MyProfile> = {}): MyProfile => ({
  user_id: 1, username: 'ada', firstName: 'Ada', lastName: 'Admin', email: 'ada@summit.example', phone_number: null, age: null, gender: null,
  profile_image: null, roles: ['admin'], headline: 'Community team', bio: '', city: 'Pune', state: 'Maharashtra', skills: ['Events'], interests: [],
  links: [], visibility: { ...DEFAULT_VISIBILITY }, completeness: { percent: 38, missing: ['Photo', 'Bio', 'Interests', 'Links', 'Phone number'] }, ...over,
});

describe('individual profile screen', () => {
  it('shows the completeness meter, refuses a bad phone and age without sending, and saves through both calls', async () => {
    const userSaves: Record<string, unknown>[] = [];
    const profileSaves: Record<string, unknown>[] = [];
    server.use(
      mswHttp.get('*/api/profiles/me', () => HttpResponse.json(mine())),
      mswHttp.put('*/api/global-user/profile/update', async ({ request }) => {
        userSaves.push(await request.json() as Record<string, unknown>);
        return HttpResponse.json({
          user_id: 1, username: 'ada', firstName: 'Ada', lastName: 'Admin', email: 'ada@summit.example', phone_number: '+91 98450 12345', enabled: true,
          roles: [1], active_role_id: 1, roll_number: null, profile_image: null, age: 40, gender: null, registration_redirect: null, otpVerified: true,
        });
      }),
      mswHttp.put('*/api/profiles/me', async ({ request }) => {
        const body = await request.json() as Record<string, unknown>;
        profileSaves.push(body);
        return HttpResponse.json(mine({ phone_number: '+91 98450 12345', age: 40, bio: String(body.bio), completeness: { percent: 63, missing: ['Photo', 'Interests', 'Links'] } }));
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/profile');
    const meter = await screen.findByRole('progressbar', { name: 'Profile completeness' });
    expect(meter).toHaveAttribute('aria-valuenow', '38');
    const form = screen.getByRole('form', { name: 'Edit your profile' });
    expect(within(form).getByRole('img', { name: 'Ada Admin' })).toHaveTextContent('A'); // no photo: the initial tile

    await user.type(within(form).getByLabelText('Phone number', { exact: true }), 'call me');
    await user.type(within(form).getByLabelText('Age', { exact: true }), '200');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(within(form).getByText('Enter an age between 10 and 120, in whole years.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Age', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(userSaves).toHaveLength(0);
    expect(profileSaves).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Phone number', { exact: true }));
    await user.type(within(form).getByLabelText('Phone number', { exact: true }), '+91 98450 12345');
    await user.clear(within(form).getByLabelText('Age', { exact: true }));
    await user.type(within(form).getByLabelText('Age', { exact: true }), '40');
    await user.type(within(form).getByLabelText('Bio'), 'Runs the summit.');
    expect(meter).toHaveAttribute('aria-valuenow', '63'); // moves with the draft
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    expect(userSaves).toEqual([expect.objectContaining({ phone_number: '+91 98450 12345', age: 40 })]);
    expect(profileSaves).toEqual([expect.objectContaining({ bio: 'Runs the summit.', visibility: expect.objectContaining({ phone_number: 'private' }) })]);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Discard changes' })).toBeDisabled());
  }, 30_000);
});
