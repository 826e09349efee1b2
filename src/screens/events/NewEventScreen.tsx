import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { selectUser } from '../../../machines/auth';
import { selectSaved } from '../../../machines/event-editor';
import { useAuth } from '../../app/AppActorsContext';
import { useScreenActor } from '../../app/use-screen-actor';
import { browserTimeZone } from '../../lib/event-time';
import { EventEditor } from './EventEditor';
import { emptyEventForm } from './event-form';
import { eventCreateLogic } from './events.actors';
import styles from './ManageEvent.module.css';

/** /manage-event/new — an administrator creates an event; once saved, its manage page opens. */
export default function NewEventScreen() {
  const editor = useScreenActor(eventCreateLogic);
  const saved = useSelector(editor, selectSaved);
  const user = useAuth(selectUser);
  const [initial] = useState(() => emptyEventForm(browserTimeZone()));
  if (saved) return <Navigate to={`/manage-event/${saved.event_id}`} replace />;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.kicker}>Manage events</p>
        <h1>New event</h1>
        <p className={styles.lead}>Members see it on Events once it is published. You can change everything later on its manage page.</p>
      </header>
      <section className={styles.card} aria-label="Event details">
        <EventEditor editor={editor} initial={initial} mode="create" organiserUserId={user?.user_id ?? null} submitLabel="Create event" />
      </section>
      <p><Link to="/events">Back to events</Link></p>
    </div>
  );
}
