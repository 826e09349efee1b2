import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { REGISTRATION_STATUSES, type Attendee, type RegistrationStatus, type SummitEvent } from '../../../contracts';
import {
  selectError as selectListError, selectFilters, selectIsLoading, selectPage, selectPages, selectRange, selectRows, selectSearchDraft, selectTotal,
} from '../../../machines/admin-list';
import {
  selectAttendee, selectCanRetry, selectCanSubmit, selectCheckedInAt, selectCheckedInCount, selectCode, selectError,
  selectRecentAdmitted, selectRegisteredCount, selectView, type CheckInCounts, type CheckInEvent,
} from '../../../machines/check-in';
import { selectLastSaved, selectSaved } from '../../../machines/event-editor';
import { Modal } from '../../components/Modal/Modal';
import { useAuth } from '../../app/AppActorsContext';
import { useScreenActor } from '../../app/use-screen-actor';
import { eventStart, eventWhen } from '../../lib/event-time';
import CompetitionSettings from './CompetitionSettings';
import { EventEditor } from './EventEditor';
import { eventToForm } from './event-form';
import { attendeeListLogic, checkInLogic, eventEffects, eventManageLiveLogic, eventUpdateLogic, manageEventLoader } from './events.actors';
import styles from './ManageEvent.module.css';

type LoaderSnapshot = SnapshotFrom<typeof manageEventLoader>;
type CheckInRef = ActorRefFrom<typeof checkInLogic>;
type AttendeeList = ActorRefFrom<ReturnType<typeof attendeeListLogic>>;
type AuthSnapshot = Parameters<Parameters<typeof useAuth>[0]>[0];

const selectLoaded = (s: LoaderSnapshot) => (s.status === 'done' && s.output.ok ? s.output.value : null);
const selectLoadError = (s: LoaderSnapshot) => (s.status === 'done' && !s.output.ok ? s.output.message : null);
const selectAccessToken = (s: AuthSnapshot) => (s.hasTag('signedIn') ? s.context.identity?.access_token ?? null : null);
const selectAttendees = (s: SnapshotFrom<AttendeeList>) => selectRows(s) as unknown as Attendee[];
const selectStatusFilter = (s: SnapshotFrom<AttendeeList>) => (selectFilters(s).status as RegistrationStatus | undefined) ?? '';

const STATUS_LABEL: Record<RegistrationStatus, string> = {
  registered: 'Registered', 'checked-in': 'Checked in', waitlisted: 'Waitlisted', cancelled: 'Cancelled',
};
const attendeeName = (a: Attendee) => [a.first_name, a.last_name].filter(Boolean).join(' ') || a.username;

/** /manage-event/:event_id — the organiser's (or an admin's) door: check-in by code or camera, the live count, the attendee table. */
export default function ManageEventScreen() {
  const { event_id } = useParams();
  const eventId = Number(event_id);
  if (!Number.isInteger(eventId) || eventId < 1 || eventId > 2_147_483_647) {
    return <Refused message="Event not found" />;
  }
  return <ManageEvent key={eventId} eventId={eventId} />;
}

function Refused({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.kicker}>Manage event</p>
        <h1>This event cannot be managed here</h1>
      </header>
      <section className={styles.card} role="alert">
        <p className={styles.refusal}>{message}</p>
        <div className={styles.row}>
          {onRetry && <button type="button" className={`button button--ghost ${styles.small}`} onClick={onRetry}>Try again</button>}
          <Link className={`button button--ghost ${styles.small}`} to="/events">Back to events</Link>
        </div>
      </section>
    </div>
  );
}

function ManageEvent({ eventId }: { eventId: number }) {
  const [attempt, setAttempt] = useState(0);
  return <ManageEventLoad key={attempt} eventId={eventId} onRetry={() => setAttempt((n) => n + 1)} />;
}

function ManageEventLoad({ eventId, onRetry }: { eventId: number; onRetry: () => void }) {
  const loader = useScreenActor(manageEventLoader, { input: { eventId } });
  const loaded = useSelector(loader, selectLoaded);
  const error = useSelector(loader, selectLoadError);
  if (error) return <Refused message={error} onRetry={onRetry} />;
  if (!loaded) return <div className={styles.page}><p className={styles.muted} aria-busy="true">Loading the event…</p></div>;
  return <ManageBoard event={loaded.event} counts={loaded.counts} />;
}

/** Keeps the check-in actor's count live while the page is open (the socket joins the event's room). */
function LiveCount({ eventId, token, checkIn }: { eventId: number; token: string; checkIn: CheckInRef }) {
  useScreenActor(eventManageLiveLogic, { input: { eventId, token, checkIn: checkIn as { send: (e: CheckInEvent) => void } } });
  return null;
}

function ManageBoard({ event: loaded, counts }: { event: SummitEvent; counts: CheckInCounts }) {
  const [updateLogic] = useState(() => eventUpdateLogic(loaded.event_id));
  const editor = useScreenActor(updateLogic);
  // The header shows the event as last saved here, else as loaded.
  const event = (useSelector(editor, selectLastSaved) as SummitEvent | null) ?? loaded;
  const justSaved = useSelector(editor, selectSaved) !== null;
  const [editing, setEditing] = useState(false);
  const openEditor = () => { editor.send({ type: 'editor.edit' }); setEditing(true); };
  const checkIn = useScreenActor(checkInLogic, { input: { eventId: event.event_id, counts } });
  const token = useAuth(selectAccessToken);
  const [liveToken] = useState(token);
  const where = [event.venue, event.format === 'online' ? 'Online' : null].filter(Boolean).join(' · ');
  return (
    <div className={styles.page}>
      {liveToken && <LiveCount eventId={event.event_id} token={liveToken} checkIn={checkIn} />}
      <header className={styles.head}>
        <p className={styles.kicker}>Manage {event.kind === 'competition' ? 'competition' : 'event'}</p>
        <h1>{event.title}</h1>
        <p className={styles.lead}>
          <time dateTime={event.starts_at}>{eventWhen(event.starts_at, event.ends_at, event.time_zone)}</time>
          {where && <> · {where}</>}
        </p>
        <div className={styles.row}>
          <Link className={`button button--ghost ${styles.small}`} to={`/events/${event.event_id}`}>View public page</Link>
          <button type="button" className={`button ${styles.small}`} onClick={openEditor}>Edit event</button>
          {!event.is_published && <span className={styles.badgeWarn}>Not published</span>}
          {justSaved && <span role="status" className={styles.muted}>Saved.</span>}
        </div>
      </header>
      <Modal open={editing && !justSaved} onClose={() => setEditing(false)} title={`Edit ${event.kind === 'competition' ? 'competition' : 'event'}`} width="min(860px, 96vw)">
        <EventEditor editor={editor} initial={eventToForm(event)} mode="update" organiserUserId={null} submitLabel="Save changes" onCancel={() => setEditing(false)} />
      </Modal>
      <div className={styles.layout}>
        <CheckInPanel checkIn={checkIn} timeZone={event.time_zone} />
        <Counter checkIn={checkIn} />
      </div>
      {event.kind === 'competition' && <CompetitionSettings event={event} />}
      <AttendeeTable eventId={event.event_id} timeZone={event.time_zone} />
    </div>
  );
}

function Counter({ checkIn }: { checkIn: CheckInRef }) {
  const checkedIn = useSelector(checkIn, selectCheckedInCount);
  const registered = useSelector(checkIn, selectRegisteredCount);
  const recent = useSelector(checkIn, selectRecentAdmitted);
  const share = checkedIn !== null && registered ? Math.min(100, Math.round((checkedIn / registered) * 100)) : 0;
  return (
    <section className={styles.card} aria-labelledby="count-title">
      <h2 id="count-title">At the door</h2>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        <strong>{checkedIn ?? '–'}</strong> of {registered ?? '–'} checked in
      </p>
      <div className={styles.bar} aria-hidden="true"><div className={styles.barFill} style={{ width: `${share}%` }} /></div>
      <h3 className={styles.subhead}>Last admitted</h3>
      {recent.length === 0
        ? <p className={styles.muted}>Nobody admitted from this page yet.</p>
        : (
          <ol className={styles.recent}>
            {recent.map((a) => (
              <li key={a.registration_id}>
                <span className={styles.recentName}>{a.name || 'Attendee'}</span>
                {a.ticket_type && <span className={styles.muted}>{a.ticket_type}</span>}
              </li>
            ))}
          </ol>
        )}
    </section>
  );
}

/** A camera may be there. QR codes are read by BarcodeDetector where the browser has it, else by jsQR (loaded on demand). */
const canScan = () => typeof window !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
const hasBarcodeDetector = () => 'BarcodeDetector' in window;

/** Reads a QR code from the current video frame with jsQR (decision 0021: the fallback decoder). */
async function jsQrReader(): Promise<BarcodeDetectorLike> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(source) {
      const width = source.videoWidth;
      const height = source.videoHeight;
      if (!context || !width || !height) return [];
      // Large frames are scaled down: a QR code held to the camera stays readable, decoding stays quick.
      const scale = Math.min(1, 800 / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      return found?.data ? [{ rawValue: found.data }] : [];
    },
  };
}

function CheckInPanel({ checkIn, timeZone }: { checkIn: CheckInRef; timeZone: string }) {
  const view = useSelector(checkIn, selectView);
  const canSubmit = useSelector(checkIn, selectCanSubmit);
  const code = useSelector(checkIn, selectCode);
  const attendee = useSelector(checkIn, selectAttendee);
  const checkedInAt = useSelector(checkIn, selectCheckedInAt);
  const error = useSelector(checkIn, selectError);
  const canRetry = useSelector(checkIn, selectCanRetry);
  const [draft, setDraft] = useState('');
  const [scanning, setScanning] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (value: string) => {
    checkIn.send({ type: 'checkin.submit', code: value });
    if (value.trim()) setDraft('');
  };
  const onSubmit = (e: FormEvent) => { e.preventDefault(); submit(draft); input.current?.focus(); };
  const next = () => { checkIn.send({ type: 'checkin.next' }); input.current?.focus(); };

  const tone = view === 'admitted' ? styles.toneOk : view === 'alreadyCheckedIn' ? styles.toneWarn
    : view === 'unknownTicket' || view === 'wrongEvent' || view === 'failed' ? styles.toneBad : styles.toneIdle;
  const showNext = view !== 'scanning' && view !== 'verifying';

  return (
    <section className={styles.card} aria-labelledby="checkin-title">
      <h2 id="checkin-title">Check-in</h2>
      <form className={styles.checkForm} onSubmit={onSubmit}>
        <label htmlFor="ticket-code">Ticket code</label>
        <div className={styles.checkRow}>
          <input
            id="ticket-code" ref={input} value={draft} onChange={(e) => setDraft(e.target.value)} autoComplete="off" autoCapitalize="characters"
            spellCheck={false} inputMode="text" aria-describedby="ticket-code-hint" readOnly={!canSubmit}
          />
          <button type="submit" className="button" disabled={!canSubmit}>Check in</button>
        </div>
        <p id="ticket-code-hint" className={styles.muted}>Type the code printed under the QR code (spaces do not matter){canScan() ? ', or scan it.' : '.'}</p>
      </form>
      {canScan() && (
        scanning
          ? <CameraScanner onCode={(value) => { setScanning(false); submit(value); }} onClose={() => setScanning(false)} />
          : <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => setScanning(true)}>Scan with camera</button>
      )}
      <div className={`${styles.outcome} ${tone}`} role="status" aria-live="polite" aria-atomic="true">
        {view === 'scanning' && !error && <p className={styles.outcomeText}>Ready for the next attendee.</p>}
        {view === 'scanning' && error && <p className={styles.outcomeTitle}>{error}</p>}
        {view === 'verifying' && <p className={styles.outcomeText}>Checking {code}…</p>}
        {view === 'admitted' && attendee && (
          <>
            <p className={styles.outcomeTitle}>Admitted</p>
            <p className={styles.outcomeText}>{attendee.name || 'Attendee'}{attendee.ticket_type ? ` · ${attendee.ticket_type}` : ''}</p>
          </>
        )}
        {view === 'alreadyCheckedIn' && (
          <>
            <p className={styles.outcomeTitle}>Already checked in</p>
            <p className={styles.outcomeText}>
              {attendee?.name || 'This ticket'} was checked in{checkedInAt ? <> at <time dateTime={checkedInAt}>{eventStart(checkedInAt, timeZone)}</time></> : ''}. Do not admit twice.
            </p>
          </>
        )}
        {view === 'unknownTicket' && (
          <>
            <p className={styles.outcomeTitle}>Unknown ticket</p>
            <p className={styles.outcomeText}>No valid ticket has the code {code}. Nobody was admitted.</p>
          </>
        )}
        {view === 'wrongEvent' && (
          <>
            <p className={styles.outcomeTitle}>Wrong event</p>
            <p className={styles.outcomeText}>This ticket is for another event. Nobody was admitted.</p>
          </>
        )}
        {view === 'failed' && (
          <>
            <p className={styles.outcomeTitle}>Check-in failed</p>
            <p className={styles.outcomeText}>{error}</p>
          </>
        )}
      </div>
      {(showNext || canRetry) && (
        <div className={styles.row}>
          {canRetry && <button type="button" className={`button ${styles.small}`} onClick={() => checkIn.send({ type: 'checkin.retry' })}>Try again</button>}
          {showNext && <button type="button" className={`button button--ghost ${styles.small}`} onClick={next}>Next attendee</button>}
        </div>
      )}
    </section>
  );
}

interface DetectedBarcode { rawValue: string }
interface BarcodeDetectorLike { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> }
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** The device camera while open: the first QR code seen is handed over, then the camera stops. */
function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const handOver = useRef(onCode);
  useEffect(() => { handOver.current = onCode; });

  // The camera is a device, not data: it is opened while this is on screen and always released.
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let detector: BarcodeDetectorLike | null = null;
    const reader: Promise<BarcodeDetectorLike> = hasBarcodeDetector()
      ? Promise.resolve(new (window as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector({ formats: ['qr_code'] }))
      : jsQrReader();
    const look = async () => {
      if (stopped || !video.current) return;
      if (!detector) {
        try { detector = await reader; } catch { return; }
      }
      try {
        const [found] = video.current.readyState >= 2 ? await detector.detect(video.current) : [];
        if (found?.rawValue && !stopped) return handOver.current(found.rawValue);
      } catch { /* a frame that cannot be read: try the next */ }
      timer = setTimeout(look, 250);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then((s) => {
      if (stopped) return s.getTracks().forEach((t) => t.stop());
      stream = s;
      if (video.current) {
        video.current.srcObject = s;
        void video.current.play().catch(() => {});
      }
      void look();
    }, () => setProblem('The camera could not be opened. Allow camera access, or type the code.'));
    reader.catch(() => setProblem('The QR reader could not be loaded. Type the code instead.'));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <div className={styles.scanner}>
      {problem
        ? <p role="alert" className={styles.error}>{problem}</p>
        : <video ref={video} className={styles.video} muted playsInline aria-label="Camera view: hold the ticket's QR code in the frame" />}
      <button type="button" className={`button button--ghost ${styles.small}`} onClick={onClose}>Stop camera</button>
    </div>
  );
}

function AttendeeTable({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const [logic] = useState(() => attendeeListLogic(eventId));
  const list = useScreenActor(logic, { input: { idField: 'registration_id', pageSizes: [25, 50, 100] } });
  const rows = useSelector(list, selectAttendees);
  const total = useSelector(list, selectTotal);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  const range = useSelector(list, selectRange);
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectListError);
  const draft = useSelector(list, selectSearchDraft);
  const status = useSelector(list, selectStatusFilter);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportCsv = () => {
    setExportError(null);
    setExporting(true);
    eventEffects.downloadAttendeesCsv(eventId, { search: draft.trim() || undefined, status: status || undefined })
      .catch((e: unknown) => setExportError(e instanceof Error ? e.message : 'The export failed.'))
      .finally(() => setExporting(false));
  };

  return (
    <section className={styles.card} aria-labelledby="attendees-title">
      <div className={styles.tableHead}>
        <h2 id="attendees-title">Attendees</h2>
        <div className={styles.row}>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => list.send({ type: 'list.reload' })}>Refresh</button>
          <button type="button" className={`button ${styles.small}`} onClick={exportCsv} disabled={exporting}>{exporting ? 'Exporting…' : 'Export CSV'}</button>
        </div>
      </div>
      {exportError && <p role="alert" className={styles.error}>{exportError}</p>}
      <form className={styles.filters} role="search" aria-label="Attendees" onSubmit={(e) => e.preventDefault()}>
        <label>Search attendees
          <input type="search" value={draft} placeholder="Name, username or e-mail" onChange={(e) => list.send({ type: 'list.search', search: e.target.value })} />
        </label>
        <label>Status
          <select value={status} onChange={(e) => list.send({ type: 'list.filter', filters: e.target.value ? { status: e.target.value } : {} })}>
            <option value="">All statuses</option>
            {REGISTRATION_STATUSES.map((s) => <option key={s} value={s}>{STATUS_LABEL[s]}</option>)}
          </select>
        </label>
      </form>
      <div aria-live="polite" className={styles.muted}>
        {loading ? <span aria-busy="true">Loading attendees…</span> : !error && (total === 0 ? 'No attendees match.' : `Showing ${range.from}–${range.to} of ${total}`)}
      </div>
      {error && (
        <div role="alert" className={styles.row}>
          <p className={styles.error}>{error}</p>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}
      {rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Attendees, page {page} of {Math.max(1, pages)}</caption>
            <thead>
              <tr><th scope="col">Name</th><th scope="col">E-mail</th><th scope="col">Ticket</th><th scope="col">Status</th><th scope="col">Checked in</th></tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.registration_id}>
                  <th scope="row" data-label="Name">{attendeeName(a)}<span className={styles.username}>@{a.username}</span></th>
                  <td data-label="E-mail">{a.email}</td>
                  <td data-label="Ticket">{a.ticket_type_name}</td>
                  <td data-label="Status">
                    <span className={`${styles.status} ${styles[`status-${a.status}`] ?? ''}`}>
                      {STATUS_LABEL[a.status]}{a.status === 'waitlisted' && a.waitlist_position ? ` (#${a.waitlist_position})` : ''}
                    </span>
                  </td>
                  <td data-label="Checked in">{a.checked_in_at ? <time dateTime={a.checked_in_at}>{eventStart(a.checked_in_at, timeZone)}</time> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Attendee pages">
          <button type="button" className={`button button--ghost ${styles.small}`} disabled={page <= 1} onClick={() => list.send({ type: 'list.page', page: page - 1 })}>← Previous</button>
          <span className={styles.muted}>Page {page} of {pages}</span>
          <button type="button" className={`button button--ghost ${styles.small}`} disabled={page >= pages} onClick={() => list.send({ type: 'list.page', page: page + 1 })}>Next →</button>
        </nav>
      )}
    </section>
  );
}
