import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import {
  selectError, selectIsLoading, selectPage, selectPages, selectPageSize, selectPageSizes, selectRange, selectRows, selectTotal,
} from '../../../machines/admin-list';
import { selectActiveRole, selectPrivileges } from '../../../machines/auth';
import { selectBusy, selectError as selectFormError, selectMessage } from '../../../machines/form-submit';
import { selectFeedList } from '../../../machines/notification-feed';
import { useAppActors, useAuth } from '../../app/AppActorsContext';
import { ANNOUNCEMENT_MAX, announceLogic, canAnnounce, notificationFeedInput, notificationFeedLogic, rolesLogic } from './communication.actors';
import { FormMessage } from '../../components/Form';
import styles from './Communication.module.css';
import { NotificationList, Pager, type ListedNotification } from './NotificationList';
import { quiet, selectFailed, selectOutput } from './promise-selectors';
import { useScreenActor } from '../../app/use-screen-actor';

/** /announcements: the announcements the member received; admins also send them. */
export function AnnouncementsView({ userId }: { userId: number }) {
  const activeRole = useAuth(selectActiveRole);
  const privileges = useAuth(selectPrivileges);
  const mayAnnounce = useMemo(() => canAnnounce(activeRole, privileges), [activeRole, privileges]);
  return (
    <div className={mayAnnounce ? styles.twoColumns : undefined}>
      <ReceivedAnnouncements userId={userId} />
      {mayAnnounce && <AnnouncementForm />}
    </div>
  );
}

function ReceivedAnnouncements({ userId }: { userId: number }) {
  const { notifications: panel } = useAppActors();
  // The feed machine keeps the list in step with the bell (a live announcement reloads it, marks go through the bell).
  const feed = useScreenActor(notificationFeedLogic, { input: notificationFeedInput(userId, panel, { unreadOnly: false, type: 'announcement' }) });
  const list = useSelector(feed, selectFeedList);
  const rows = useSelector(list, selectRows) as unknown as ListedNotification[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const total = useSelector(list, selectTotal);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  const pageSize = useSelector(list, selectPageSize);
  const pageSizes = useSelector(list, selectPageSizes);
  const range = useSelector(list, selectRange);

  return (
    <section className={styles.section} aria-labelledby="received-announcements">
      <h2 id="received-announcements" className={styles.sectionTitle}>Announcements for you</h2>
      {error ? (
        <div className={styles.errorBox} role="alert">
          <p>Announcements could not be loaded.</p>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      ) : loading && rows.length === 0 ? (
        <p className={styles.muted} role="status">Loading announcements…</p>
      ) : rows.length === 0 ? (
        <div className={styles.empty}><p>No announcements yet. News from the summit team to members will appear here and in your notifications.</p></div>
      ) : (
        <NotificationList items={rows} label="Announcements" onMarkRead={(id) => feed.send({ type: 'feed.markRead', notificationId: id })} />
      )}
      <Pager
        noun="Announcement"
        page={page}
        pages={pages}
        from={range.from}
        to={range.to}
        total={total}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPage={(p) => list.send({ type: 'list.page', page: p })}
        onPageSize={(n) => list.send({ type: 'list.pageSize', limit: n })}
      />
    </section>
  );
}

function AnnouncementForm() {
  const form = useScreenActor(announceLogic);
  const busy = useSelector(form, selectBusy);
  const error = useSelector(form, selectFormError);
  const message = useSelector(form, selectMessage);
  const roles = useScreenActor(rolesLogic, undefined, quiet);
  const roleList = useSelector(roles, selectOutput);
  const rolesFailed = useSelector(roles, selectFailed);
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<'all' | 'role'>('all');
  const [roleId, setRoleId] = useState('');
  const bodyId = useId();

  // A sent announcement clears the form for the next one.
  const [messageSeen, setMessageSeen] = useState(message);
  if (message !== messageSeen) {
    setMessageSeen(message);
    if (message) setBody('');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({
      type: 'form.submit',
      values: { body, audience: audience === 'all' ? { all: true } : { role_id: Number(roleId) || 0 } },
    });
  };

  return (
    <section className={styles.card} aria-labelledby="send-announcement">
      <h2 id="send-announcement">Send an announcement</h2>
      <p className={styles.muted}>Members get it as a notification, live if they are online.</p>
      <form onSubmit={submit} noValidate>
        <div className={styles.control}>
          <label htmlFor={bodyId}>Announcement</label>
          <textarea id={bodyId} className={styles.textarea} rows={5} value={body} maxLength={ANNOUNCEMENT_MAX} onChange={(e) => setBody(e.target.value)} />
          <span className={styles.counter}>{body.length} / {ANNOUNCEMENT_MAX}</span>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>Send to</legend>
          <label className={styles.radio}><input type="radio" name="audience" checked={audience === 'all'} onChange={() => setAudience('all')} /> All members</label>
          <label className={styles.radio}><input type="radio" name="audience" checked={audience === 'role'} onChange={() => setAudience('role')} /> Members with one role</label>
          {audience === 'role' && (
            <label className={styles.control}>
              Role
              <select className={styles.select} value={roleId} onChange={(e) => setRoleId(e.target.value)} required>
                <option value="">Choose a role</option>
                {(roleList ?? []).map((r) => <option key={r.role_id} value={r.role_id}>{r.display_name}</option>)}
              </select>
              {rolesFailed && <span className={styles.error}>The roles could not be loaded.</span>}
            </label>
          )}
        </fieldset>
        <FormMessage error={error} success={message} />
        <div>
          <button type="submit" className="button" disabled={busy || (audience === 'role' && !roleId)}>{busy ? 'Sending…' : 'Send announcement'}</button>
        </div>
      </form>
    </section>
  );
}
