// Admin Center → Content (decision 0038): administrators list every content item (search, type,
// published filter, pages), create new ones and edit them: Markdown body, tags, hubs, video link,
// opportunity deadline, attachments (uploaded on save through the existing upload call) and the
// Published switch. Unpublishing hides the item from members at once.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import {
  CONTENT_TYPE_LABELS, CONTENT_TYPES, contentInputSchema, MAX_FILE_BYTES, MAX_IMAGE_BYTES, UPLOAD_TYPES,
  type Attachment, type ContentAdminItem, type ContentInput, type ContentType,
} from '../../../contracts';
import {
  selectError as selectListError, selectFilters, selectIsLoading, selectPage, selectPageSize, selectPageSizes, selectPages, selectRange,
  selectRows, selectSearchDraft, selectTotal, selectTotalCapped,
} from '../../../machines/admin-list';
import { selectBusy, selectError as selectSaveError, selectMessage } from '../../../machines/form-submit';
import { useScreenActor } from '../../app/use-screen-actor';
import { ErrorBox, Pager } from './admin-ui';
import styles from './ContentTab.module.css';
import { contentAdminListLogic, contentSaveLogic, hubOptionsLoader, type ContentSaveValues } from './content-tab.actors';

type Editing = { kind: 'new' } | { kind: 'edit'; item: ContentAdminItem } | null;

export function ContentTab() {
  const list = useScreenActor(contentAdminListLogic, { input: { idField: 'content_id', pageSizes: [20, 50, 100] } });
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => {
    setEditing(null);
    list.send({ type: 'list.reload' });
  };
  if (editing) {
    return <ContentEditor key={editing.kind === 'edit' ? editing.item.slug : 'new'} item={editing.kind === 'edit' ? editing.item : null} onClose={close} />;
  }
  return <ContentList list={list} onNew={() => setEditing({ kind: 'new' })} onEdit={(item) => setEditing({ kind: 'edit', item })} />;
}

type ListRef = ReturnType<typeof useScreenActor<typeof contentAdminListLogic>>;

function ContentList({ list, onNew, onEdit }: { list: ListRef; onNew: () => void; onEdit: (item: ContentAdminItem) => void }) {
  const rows = useSelector(list, selectRows) as unknown as ContentAdminItem[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectListError);
  const searchDraft = useSelector(list, selectSearchDraft);
  const filters = useSelector(list, selectFilters) as { content_type?: ContentType; status?: 'published' | 'draft' };
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  const total = useSelector(list, selectTotal);
  const totalCapped = useSelector(list, selectTotalCapped);
  const pageSize = useSelector(list, selectPageSize);
  const pageSizes = useSelector(list, selectPageSizes);
  const range = useSelector(list, selectRange);
  const setFilter = (next: typeof filters) => {
    const clean = Object.fromEntries(Object.entries({ ...filters, ...next }).filter(([, v]) => v !== undefined));
    list.send({ type: 'list.filter', filters: clean as Record<string, string> });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <label className={`${styles.control} ${styles.grow}`}>
          Search content
          <input type="search" value={searchDraft} placeholder="Title or summary" onChange={(e) => list.send({ type: 'list.search', search: e.target.value })} />
        </label>
        <label className={styles.control}>
          Type
          <select value={filters.content_type ?? ''} onChange={(e) => setFilter({ content_type: (e.target.value || undefined) as ContentType | undefined })}>
            <option value="">All types</option>
            {CONTENT_TYPES.map((t) => <option key={t} value={t}>{CONTENT_TYPE_LABELS[t]}</option>)}
          </select>
        </label>
        <label className={styles.control}>
          Status
          <select value={filters.status ?? ''} onChange={(e) => setFilter({ status: (e.target.value || undefined) as 'published' | 'draft' | undefined })}>
            <option value="">Published and drafts</option>
            <option value="published">Published</option>
            <option value="draft">Drafts (not published)</option>
          </select>
        </label>
        <button type="button" className="button" onClick={onNew}>New content item</button>
      </div>
      <ErrorBox error={error} onRetry={() => list.send({ type: 'list.retry' })} />
      <p role="status" className={styles.hint}>{loading ? 'Loading content…' : ''}</p>
      {!loading && !error && rows.length === 0 && <p>No content matches.</p>}
      <ul className={styles.list} aria-label="Content items" aria-busy={loading}>
        {rows.map((item) => (
          <li key={item.content_id} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{item.title}</span>
              <span className={styles.meta}>
                <span className={`${styles.badge} ${item.is_published ? styles.on : styles.off}`}>{item.is_published ? 'Published' : 'Draft'}</span>
                <span>{CONTENT_TYPE_LABELS[item.content_type]}</span>
                {item.hub_slugs.length > 0 && <span>Hubs: {item.hub_slugs.join(', ')}</span>}
              </span>
            </div>
            <div className={styles.actions}>
              <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => onEdit(item)} aria-label={`Edit ${item.title}`}>Edit</button>
              <Link className={`button button--ghost ${styles.small}`} to={`/contents/${item.slug}`} aria-label={`Open ${item.title}`}>Open page</Link>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} total={total} totalCapped={totalCapped} from={range.from} to={range.to} pageSize={pageSize} pageSizes={pageSizes} noun="items"
        onPage={(p) => list.send({ type: 'list.page', page: p })} onPageSize={(n) => list.send({ type: 'list.pageSize', limit: n })} />
    </div>
  );
}

type Field = 'title' | 'slug' | 'content_type' | 'summary' | 'body' | 'tags' | 'hub_slugs' | 'video_url' | 'deadline' | 'attachments';
type FieldErrors = Partial<Record<Field, string>>;

const ACCEPTED = { ...UPLOAD_TYPES.file, ...UPLOAD_TYPES.image } as Record<string, string>;
const ACCEPT_ATTR = Object.keys(ACCEPTED).join(',');

/** A picked file's problem, in words, before anything is sent (the API host checks again). */
function attachmentProblem(file: File): string | null {
  if (!ACCEPTED[file.type]) return `${file.name}: attach PDF, TXT, CSV, DOCX, XLSX or PPTX files, or PNG, JPEG, WebP or GIF images.`;
  const image = file.type.startsWith('image/');
  const max = image ? MAX_IMAGE_BYTES : MAX_FILE_BYTES;
  if (file.size > max) return `${file.name} is larger than ${max / (1024 * 1024)} MB.`;
  return null;
}

/** ISO → the value of a datetime-local input (local time), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

type SaveSnap = SnapshotFrom<typeof contentSaveLogic>;
const selectSavedSlug = (s: SaveSnap) => /\/contents\/([a-z0-9-]+)/.exec(s.context.message ?? '')?.[1] ?? null;

function ContentEditor({ item, onClose }: { item: ContentAdminItem | null; onClose: () => void }) {
  const save = useScreenActor(contentSaveLogic);
  const hubsActor = useScreenActor(hubOptionsLoader);
  const hubs = useSelector(hubsActor, (s) => s.output);
  const busy = useSelector(save, selectBusy);
  const saveError = useSelector(save, selectSaveError);
  const message = useSelector(save, selectMessage);
  const savedSlug = useSelector(save, selectSavedSlug);
  const id = useId();
  const [values, setValues] = useState({
    title: item?.title ?? '', slug: '', content_type: (item?.content_type ?? 'article') as ContentType, summary: item?.summary ?? '',
    body: item?.body ?? '', tags: item?.tags.join(', ') ?? '', hub_slugs: item?.hub_slugs ?? [], video_url: item?.video_url ?? '',
    deadline: toLocalInput(item?.deadline ?? null), is_published: item?.is_published ?? false,
  });
  const [attachments, setAttachments] = useState<Attachment[]>(item?.attachments ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));

  if (message) {
    return (
      <div className={styles.layout}>
        <p role="status" className={styles.ok}>{message}</p>
        <div className={styles.footer}>
          {savedSlug && <Link className="button button--ghost" to={`/contents/${savedSlug}`}>Open the public page</Link>}
          <button type="button" className="button" onClick={onClose}>Back to the content list</button>
        </div>
      </div>
    );
  }

  const input = (): ContentInput => ({
    title: values.title, content_type: values.content_type, summary: values.summary, body: values.body,
    tags: values.tags.split(',').map((t) => t.trim()).filter(Boolean), hub_slugs: values.hub_slugs,
    video_url: values.video_url.trim() || null, deadline: values.deadline ? new Date(values.deadline).toISOString() : null,
    attachments, is_published: values.is_published, ...(item ? {} : { slug: values.slug.trim() || null }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const draft = input();
    const checked = contentInputSchema.safeParse(draft);
    const found: FieldErrors = {};
    if (!checked.success) for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
    const fileProblem = files.map(attachmentProblem).find(Boolean);
    if (fileProblem) found.attachments ??= fileProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const payload: ContentSaveValues = { slug: item?.slug ?? null, input: draft, files };
    save.send({ type: 'form.submit', values: payload as unknown as Record<string, unknown> });
  };
  const pickFiles = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    const problem = picked.map(attachmentProblem).find(Boolean);
    setErrors((e) => ({ ...e, attachments: problem ?? undefined }));
    setFiles((f) => [...f, ...picked.filter((file) => !attachmentProblem(file))]);
  };

  const field = (name: Field, label: string, control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode, hint?: string) => {
    const describedBy = [errors[name] ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.control} data-invalid={Boolean(errors[name])}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {control({ id: `${id}-${name}`, 'aria-invalid': Boolean(errors[name]), 'aria-describedby': describedBy })}
        {hint && <p id={`${id}-${name}-hint`} className={styles.hint}>{hint}</p>}
        {errors[name] && <p id={`${id}-${name}-error`} className={styles.fieldError}>{errors[name]}</p>}
      </div>
    );
  };

  return (
    <form className={styles.form} aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${id}-heading`} className={styles.heading}>{item ? `Edit “${item.title}”` : 'New content item'}</h2>
      {item && <p className={styles.hint}>Public page: <Link to={`/contents/${item.slug}`}>/contents/{item.slug}</Link></p>}
      {field('title', 'Title', (p) => <input {...p} value={values.title} onChange={(e) => set('title', e.target.value)} />)}
      <div className={styles.pair}>
        {field('content_type', 'Type', (p) => (
          <select {...p} value={values.content_type} onChange={(e) => set('content_type', e.target.value as ContentType)}>
            {CONTENT_TYPES.map((t) => <option key={t} value={t}>{CONTENT_TYPE_LABELS[t]}</option>)}
          </select>
        ))}
        {!item && field('slug', 'Address (optional)', (p) => <input {...p} value={values.slug} onChange={(e) => set('slug', e.target.value)} />,
          'Left empty, it is made from the title.')}
      </div>
      {field('summary', 'Summary', (p) => <textarea {...p} rows={2} value={values.summary} onChange={(e) => set('summary', e.target.value)} />, 'One or two sentences shown on cards.')}
      {field('body', 'Body (Markdown)', (p) => <textarea {...p} className={styles.markdown} rows={12} value={values.body} onChange={(e) => set('body', e.target.value)} />,
        'Headings with #, lists with -, links as [text](https://…). HTML is shown as text.')}
      <div className={styles.pair}>
        {field('tags', 'Tags', (p) => <input {...p} value={values.tags} onChange={(e) => set('tags', e.target.value)} />, 'Separate tags with commas.')}
        {field('video_url', 'Video link', (p) => <input {...p} type="url" inputMode="url" value={values.video_url} onChange={(e) => set('video_url', e.target.value)} />,
          'YouTube or Vimeo links play on the page; others show as a link.')}
        {field('deadline', 'Deadline (opportunities)', (p) => <input {...p} type="datetime-local" value={values.deadline} onChange={(e) => set('deadline', e.target.value)} />)}
      </div>
      <fieldset className={styles.box} aria-describedby={errors.hub_slugs ? `${id}-hub_slugs-error` : undefined}>
        <legend>Hubs</legend>
        {hubs === undefined && <p className={styles.hint}>Loading hubs…</p>}
        {hubs && !hubs.ok && <p className={styles.alert} role="alert">{hubs.message}</p>}
        {hubs?.ok && (
          <div className={styles.checks}>
            {[
              ...hubs.value.map((h) => ({ slug: h.slug, label: h.title })),
              // Older items may name hubs that are not in the list: kept, and shown so they can be removed.
              ...values.hub_slugs.filter((s) => !hubs.value.some((h) => h.slug === s)).map((s) => ({ slug: s, label: s })),
            ].map((h) => (
              <label key={h.slug} className={styles.check}>
                <input
                  type="checkbox" checked={values.hub_slugs.includes(h.slug)}
                  onChange={(e) => set('hub_slugs', e.target.checked ? [...values.hub_slugs, h.slug] : values.hub_slugs.filter((s) => s !== h.slug))}
                />
                {h.label}
              </label>
            ))}
          </div>
        )}
        {errors.hub_slugs && <p id={`${id}-hub_slugs-error`} className={styles.fieldError}>{errors.hub_slugs}</p>}
      </fieldset>
      <fieldset className={styles.box}>
        <legend>Attachments</legend>
        {(attachments.length > 0 || files.length > 0) && (
          <ul className={styles.files} aria-label="Attached files">
            {attachments.map((a) => (
              <li key={a.file}>
                <span>{a.name}</span>
                <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Remove ${a.name}`}
                  onClick={() => setAttachments((list) => list.filter((x) => x.file !== a.file))}>Remove</button>
              </li>
            ))}
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                <span>{f.name} (uploads when you save)</span>
                <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Remove ${f.name}`}
                  onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}>Remove</button>
              </li>
            ))}
          </ul>
        )}
        {field('attachments', 'Add files', (p) => <input {...p} type="file" multiple accept={ACCEPT_ATTR} onChange={(e) => { pickFiles(e.target.files); e.target.value = ''; }} />,
          'PDF, TXT, CSV, DOCX, XLSX or PPTX up to 20 MB; PNG, JPEG, WebP or GIF images up to 5 MB.')}
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" role="switch" checked={values.is_published} onChange={(e) => set('is_published', e.target.checked)} />
        Published (members see it)
      </label>
      {saveError && <p role="alert" className={styles.alert}>Not saved: {saveError}</p>}
      <div className={styles.footer}>
        <button type="submit" className="button" disabled={busy}>{busy ? 'Saving…' : item ? 'Save changes' : 'Create item'}</button>
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>Cancel</button>
      </div>
    </form>
  );
}
