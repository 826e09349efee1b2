import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../contracts';
import { server } from '../../tests/msw/server';
import { signedIn } from '../../tests/msw/handlers';
import { renderApp } from '../../tests/helpers/render-app';

const note = (id: number, body: string, over: Partial<Notification> = {}): Notification => ({
  notification_id: id, user_id: 1, notification_type: 'role', notification_body: body, notification_image: null, notification_link: null,
  is_read: false, cdate_time: new Date(Date.now() - 5 * 60_000).toISOString(), created_by: 0, modified_by: null, ...over,
});

describe('notification bell and panel (SPEC §2)', () => {
  it('shows the unread count, lists unread ones with the default image, and marks one read', async () => {
    const updates: unknown[] = [];
    server.use(
      mswHttp.get('*/api/notification/notifications/getAll', ({ request }) => {
        const filter = JSON.parse(new URL(request.url).searchParams.get('filterFields') ?? '{}');
        expect(filter).toEqual({ user_id: 1, is_read: false });
        return HttpResponse.json({ data: [note(2, 'You now hold the Expert role.'), note(1, 'Welcome to the summit community!')], metadata: { total: 14, page: 1, limit: 10, pages: 2 } });
      }),
      mswHttp.post('*/api/notification/notifications/updateMany', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json({ data: [] });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    renderApp('/change-password');
    const bell = await screen.findByRole('button', { name: 'Notifications, 14 unread' });
    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('You now hold the Expert role.')).toBeInTheDocument();
    expect(within(panel).getAllByText('5 minutes ago')).toHaveLength(2);
    expect(panel.querySelector('img')).toHaveAttribute('src', '/default-notification.svg');
    expect(within(panel).getByRole('button', { name: 'See all 14 unread' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /Mark read: You now hold/ }));
    expect(screen.getByRole('button', { name: 'Notifications, 13 unread' })).toBeInTheDocument();
    await waitFor(() => expect(updates).toEqual([[{ notification_id: 2, is_read: true, modified_by: 1 }]]));
  });

  it('announces a live notification politely, and offers all notifications when none are unread', async () => {
    server.use(
      mswHttp.post('*/api/notification/notifications/updateMany', () => HttpResponse.json({ data: [] })),
      ...signedIn,
    );
    const user = userEvent.setup();
    const { actors, router } = renderApp('/change-password');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(actors.notifications.getSnapshot().matches('ready')).toBe(true));
    actors.notifications.send({ type: 'notifications.received', notification: note(9, 'Pitch night moves to Friday.') });
    expect(await screen.findByText('New notification: Pitch night moves to Friday.')).toHaveAttribute('aria-live', 'polite');
    expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await user.click(bell);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(screen.getByText('No Unread Notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check All Notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('opens what a notification is about, marks it read and closes the panel', async () => {
    const updates: unknown[] = [];
    server.use(
      mswHttp.get('*/api/notification/notifications/getAll', () => HttpResponse.json({
        data: [note(4, 'Rohan replied to your topic.', { notification_type: 'forum', notification_link: '/messages?c=3' }), note(3, 'Nothing to open here.')],
        metadata: { total: 2, page: 1, limit: 10, pages: 1 },
      })),
      mswHttp.post('*/api/notification/notifications/updateMany', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json({ data: [] });
      }),
      ...signedIn,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/change-password');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).queryByRole('link', { name: 'Nothing to open here.' })).not.toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: 'Rohan replied to your topic.' });
    expect(link).toHaveAttribute('href', '/messages?c=3');
    await user.click(link);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/messages?c=3'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(updates).toEqual([[{ notification_id: 4, is_read: true, modified_by: 1 }]]));
  });
});
