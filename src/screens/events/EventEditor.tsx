import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { EVENT_FORMATS, EVENT_KINDS } from '../../../contracts';
import { selectFieldErrors, selectSaveError, selectSaving, type eventEditorMachine } from '../../../machines/event-editor';
import { COMMON_TIME_ZONES } from '../../lib/event-time';
import { formToPayload, newTicketRow, type EventFormValues, type TicketTypeRow } from './event-form';
import { eventEffects } from './events.actors';
import styles from './EventEditor.module.css';

type EditorRef = ActorRefFrom<typeof eventEditorMachine>;

const FORMAT_LABEL = { 'in-person': 'In person', online: 'Online', hybrid: 'Hybrid' } as const;
const KIND_LABEL = { event: 'Event', competition: 'Competition' } as const;

interface EventEditorProps {
  editor: EditorRef;
  initial: EventFormValues;
  mode: 'create' | 'update';
  /** The organiser of a new event (the signed-in admin). */
  organiserUserId: number | null;
  submitLabel: string;
  onCancel?: () => void;
}

/** The event form of /manage-event/new and the manage page's "Edit event": values in the view, the save in the editor machine. */
export function EventEditor({ editor, initial, mode, organiserUserId, submitLabel, onCancel }: EventEditorProps) {
  const [values, setValues] = useState(initial);
  const saving = useSelector(editor, selectSaving);
  const fieldErrors = useSelector(editor, selectFieldErrors);
  const saveError = useSelector(editor, selectSaveError);
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const idp = useId();

  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    editor.send({ type: 'editor.edit' });
  };
  const text = (key: 'title' | 'summary' | 'body' | 'venue' | 'address' | 'online_url' | 'starts_at' | 'ends_at' | 'capacity' | 'registration_opens_at' | 'registration_closes_at' | 'tags' | 'time_zone') =>
    (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(key, e.target.value);
  const setRow = (index: number, changes: Partial<TicketTypeRow>) =>
    set('ticket_types', values.ticket_types.map((row, i) => (i === index ? { ...row, ...changes } : row)));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    editor.send({ type: 'editor.submit', ...formToPayload(values, mode, organiserUserId) });
  };

  const onCover = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUpload({ busy: true, error: null });
    eventEffects.uploadImage(file).then(
      (answer) => { set('cover_image', answer.url); setUpload({ busy: false, error: null }); },
      (error: unknown) => setUpload({ busy: false, error: error instanceof Error ? error.message : 'The image could not be uploaded.' }),
    );
  };

  const id = (name: string) => `${idp}-${name}`;
  const errorOf = (name: string) => fieldErrors[name];
  const described = (name: string, hint?: boolean) => [errorOf(name) ? `${id(name)}-error` : null, hint ? `${id(name)}-hint` : null].filter(Boolean).join(' ') || undefined;
  const field = (name: string, label: string, control: ReactNode, hint?: string, wide = false) => (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id(name)}>{label}</label>
      {control}
      {hint && <span id={`${id(name)}-hint`} className={styles.hint}>{hint}</span>}
      {errorOf(name) && <span id={`${id(name)}-error`} className={styles.fieldError}>{errorOf(name)}</span>}
    </div>
  );
  const input = (name: keyof EventFormValues & string, type = 'text', { hint, ...extra }: Record<string, unknown> = {}) => (
    <input
      id={id(name)} name={name} type={type} value={values[name] as string} onChange={text(name as Parameters<typeof text>[0])}
      aria-invalid={errorOf(name) ? true : undefined} aria-describedby={described(name, !!hint)} {...extra}
    />
  );
  const zones = COMMON_TIME_ZONES.includes(values.time_zone as never) ? COMMON_TIME_ZONES : [values.time_zone, ...COMMON_TIME_ZONES];
  const firstErrors = Object.keys(fieldErrors).length;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={saveError ? id('save-error') : undefined}>
      {(saveError || firstErrors > 0) && (
        <div className={styles.summary} role="alert" id={id('save-error')}>
          {saveError ?? `Check the ${firstErrors === 1 ? 'field' : `${firstErrors} fields`} marked below.`}
        </div>
      )}
      <fieldset className={styles.group}>
        <legend>About</legend>
        {field('title', 'Title', input('title', 'text', { maxLength: 200, required: true }), undefined, true)}
        {field('kind', 'Kind', (
          <select id={id('kind')} value={values.kind} onChange={(e) => set('kind', e.target.value as EventFormValues['kind'])}>
            {EVENT_KINDS.map((k) => <option key={k} value={k}>{KIND_LABEL[k]}</option>)}
          </select>
        ))}
        {field('format', 'Format', (
          <select id={id('format')} value={values.format} onChange={(e) => set('format', e.target.value as EventFormValues['format'])}>
            {EVENT_FORMATS.map((f) => <option key={f} value={f}>{FORMAT_LABEL[f]}</option>)}
          </select>
        ))}
        {field('summary', 'Summary', (
          <textarea id={id('summary')} rows={2} maxLength={500} value={values.summary} onChange={text('summary')} aria-describedby={described('summary')} />
        ), undefined, true)}
        {field('body', 'Description', (
          <textarea id={id('body')} rows={6} value={values.body} onChange={text('body')} aria-describedby={described('body')} />
        ), undefined, true)}
        {field('tags', 'Tags', input('tags', 'text', { placeholder: 'pitching, fintech', hint: true }), 'Separate tags with commas.', true)}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Where</legend>
        {field('venue', 'Venue', input('venue'))}
        {field('address', 'Address', input('address'))}
        {field('online_url', 'Online link', input('online_url', 'url', { placeholder: 'https://' }), undefined, true)}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>When</legend>
        {field('time_zone', 'Time zone', (
          <select id={id('time_zone')} value={values.time_zone} onChange={text('time_zone')} aria-describedby={described('time_zone', true)}>
            {zones.map((z) => <option key={z} value={z}>{z.replace(/_/g, ' ')}</option>)}
          </select>
        ), 'Start, end and registration dates are in this zone.', true)}
        {field('starts_at', 'Starts', input('starts_at', 'datetime-local', { required: true }))}
        {field('ends_at', 'Ends', input('ends_at', 'datetime-local', { required: true }))}
        {field('registration_opens_at', 'Registration opens', input('registration_opens_at', 'datetime-local', { hint: true }), 'Blank: open now.')}
        {field('registration_closes_at', 'Registration closes', input('registration_closes_at', 'datetime-local', { hint: true }), 'Blank: until it starts.')}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Seats and tickets</legend>
        {field('capacity', 'Capacity', input('capacity', 'text', { inputMode: 'numeric', hint: true }), 'Blank: unlimited.')}
        <div className={`${styles.field} ${styles.checks}`}>
          <label className={styles.check}>
            <input type="checkbox" checked={values.allow_multiple} onChange={(e) => set('allow_multiple', e.target.checked)} />
            <span>Allow several registrations per member</span>
          </label>
        </div>
        <div className={styles.wide}>
          <table className={styles.tickets}>
            <caption>Ticket types</caption>
            <thead><tr><th scope="col">Name</th><th scope="col">Seats</th><th scope="col">Price</th><th scope="col"><span className="visually-hidden">Remove</span></th></tr></thead>
            <tbody>
              {values.ticket_types.map((row, i) => {
                const e = (k: string) => errorOf(`ticket_types.${i}.${k}`);
                return (
                  <tr key={row.key}>
                    <td data-label="Name">
                      <input aria-label={`Ticket type ${i + 1} name`} value={row.name} onChange={(ev) => setRow(i, { name: ev.target.value })} aria-invalid={e('name') ? true : undefined} />
                      {e('name') && <span className={styles.fieldError}>{e('name')}</span>}
                    </td>
                    <td data-label="Seats">
                      <input aria-label={`Ticket type ${i + 1} seats`} inputMode="numeric" placeholder="No limit" value={row.capacity} onChange={(ev) => setRow(i, { capacity: ev.target.value })} aria-invalid={e('capacity') ? true : undefined} />
                      {e('capacity') && <span className={styles.fieldError}>{e('capacity')}</span>}
                    </td>
                    <td data-label="Price">
                      <input aria-label={`Ticket type ${i + 1} price`} placeholder="Free" value={row.price_label} onChange={(ev) => setRow(i, { price_label: ev.target.value })} />
                      {e('price_label') && <span className={styles.fieldError}>{e('price_label')}</span>}
                    </td>
                    <td>
                      <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Remove ticket type ${i + 1}`}
                        onClick={() => set('ticket_types', values.ticket_types.filter((_, j) => j !== i))}>Remove</button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {errorOf('ticket_types') && <p className={styles.fieldError}>{errorOf('ticket_types')}</p>}
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => set('ticket_types', [...values.ticket_types, newTicketRow()])}>Add ticket type</button>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Cover and publishing</legend>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={id('cover')}>Cover image</label>
          <div className={styles.cover}>
            {values.cover_image && <img src={values.cover_image} alt="" className={styles.coverPreview} />}
            <input id={id('cover')} type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={onCover} disabled={upload.busy} />
            {values.cover_image && <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => set('cover_image', '')}>Remove image</button>}
          </div>
          <span className={styles.hint} aria-live="polite">{upload.busy ? 'Uploading…' : 'PNG, JPEG, WebP or GIF, up to 5 MB.'}</span>
          {upload.error && <span role="alert" className={styles.fieldError}>{upload.error}</span>}
          {errorOf('cover_image') && <span className={styles.fieldError}>{errorOf('cover_image')}</span>}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label className={styles.check}>
            <input type="checkbox" checked={values.is_published} onChange={(e) => set('is_published', e.target.checked)} />
            <span>Published (members see it on /events)</span>
          </label>
        </div>
      </fieldset>

      <div className={styles.actions}>
        {onCancel && <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>Cancel</button>}
        <button type="submit" className="button" disabled={saving || upload.busy}>{saving ? 'Saving…' : submitLabel}</button>
      </div>
    </form>
  );
}
