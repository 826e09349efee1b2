// Admin Center → Hubs (issue 12; docs/decisions/0033-hub-engine.md): edit a hub's title, intro,
// visibility and ordered sections with a live preview rendered by the hub page's own section
// components. Saving persists; members see the change on their next load of the hub.
import { cloneElement, useId, useState, type ReactElement } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import {
  CONTENT_TYPE_LABELS, CONTENT_TYPES, HUB_VISIBILITIES, HUB_VISIBILITY_LABELS, ORGANIZATION_KINDS, PEOPLE_COMMUNITIES, SECTION_KIND_LABELS, SECTION_KINDS,
  type SectionConfig, type SectionKind,
} from '../../../contracts';
import {
  selectDraft, selectErrors, selectHubs, selectIsDirty, selectIsLoadingHubs, selectIsSaving, selectLoadError, selectPreview,
  selectPreviewBusy, selectPreviewError, selectPreviewInvalid, selectPreviewRef, selectSaveError, selectSavedAt, selectSlug,
  type HubChange, type hubPreviewMachine,
} from '../../../machines/hub-editor';
import { useScreenActor } from '../../app/use-screen-actor';
import { HubSectionList } from '../../components/HubSections/HubSections';
import styles from './HubsTab.module.css';
import { hubEditorLogic } from './hubs-tab.actors';

export function HubsTab() {
  const [params] = useSearchParams();
  const editor = useScreenActor(hubEditorLogic, { input: { slug: params.get('hub') } });
  const loading = useSelector(editor, selectIsLoadingHubs);
  const loadError = useSelector(editor, selectLoadError);
  const hubs = useSelector(editor, selectHubs);
  const slug = useSelector(editor, selectSlug);
  const draft = useSelector(editor, selectDraft);
  const errors = useSelector(editor, selectErrors);
  const dirty = useSelector(editor, selectIsDirty);
  const saving = useSelector(editor, selectIsSaving);
  const saveError = useSelector(editor, selectSaveError);
  const savedAt = useSelector(editor, selectSavedAt);
  const previewRef = useSelector(editor, selectPreviewRef) as ActorRefFrom<typeof hubPreviewMachine> | undefined;
  const [newKind, setNewKind] = useState<SectionKind>('content-list');

  if (loading) return <p role="status">Loading hubs…</p>;
  if (loadError) {
    return (
      <div role="alert" className={styles.error}>
        <p>Could not load the hubs: {loadError}</p>
        <button type="button" className="button" onClick={() => editor.send({ type: 'editor.retry' })}>Try again</button>
      </div>
    );
  }
  if (!draft || !slug) return <p>No hubs yet.</p>;
  const hub = hubs.find((h) => h.slug === slug)!;
  const change = (c: HubChange) => editor.send({ type: 'editor.change', change: c });

  return (
    <div className={styles.layout}>
      <form className={styles.form} aria-label="Edit hub" onSubmit={(e) => { e.preventDefault(); editor.send({ type: 'editor.save' }); }}>
        <div className={styles.row}>
          <label className={styles.control}>
            <span>Hub</span>
            <select
              value={slug}
              // Another hub is not taken while a save is on its way.
              disabled={saving}
              onChange={(e) => {
                if (dirty && !window.confirm('Discard your unsaved changes to this hub?')) return;
                editor.send({ type: 'editor.select', slug: e.target.value });
              }}
            >
              {hubs.map((h) => <option key={h.slug} value={h.slug}>{h.title} ({h.path})</option>)}
            </select>
          </label>
          <Link to={hub.path} className={styles.open}>Open {hub.path}</Link>
        </div>
        <fieldset className={styles.box} disabled={saving}>
          <legend>Hub details</legend>
          <Field label="Title" error={errors.title}>
            <input value={draft.title} maxLength={200} onChange={(e) => change({ field: 'title', value: e.target.value })} />
          </Field>
          <Field label="Intro (Markdown)" error={errors.intro}>
            <textarea rows={3} value={draft.intro} onChange={(e) => change({ field: 'intro', value: e.target.value })} />
          </Field>
          <Field label="Who can see it" error={errors.visibility}>
            <select value={draft.visibility} onChange={(e) => change({ field: 'visibility', value: e.target.value as typeof draft.visibility })}>
              {HUB_VISIBILITIES.map((v) => <option key={v} value={v}>{HUB_VISIBILITY_LABELS[v]}</option>)}
            </select>
          </Field>
        </fieldset>

        <h3 className={styles.heading}>Sections <span className={styles.muted}>({draft.sections.length})</span></h3>
        {errors.sections && <p className={styles.error}>{errors.sections}</p>}
        <ol className={styles.sections}>
          {draft.sections.map((s, i) => (
            <li key={s.id}>
              <SectionEditor
                section={s} index={i} count={draft.sections.length} disabled={saving}
                errorOf={(field) => errors[`sections.${i}.${field}`]} onChange={change}
              />
            </li>
          ))}
        </ol>
        <div className={styles.row}>
          <label className={styles.control}>
            <span>New section</span>
            <select value={newKind} onChange={(e) => setNewKind(e.target.value as SectionKind)} disabled={saving}>
              {SECTION_KINDS.map((k) => <option key={k} value={k}>{SECTION_KIND_LABELS[k]}</option>)}
            </select>
          </label>
          <button type="button" className="button button--ghost" disabled={saving} onClick={() => change({ op: 'add', kind: newKind })}>Add section</button>
        </div>

        <div className={styles.footer}>
          <div aria-live="polite" className={styles.status}>
            {saveError && <span role="alert" className={styles.error}>{saveError}</span>}
            {!saveError && savedAt && !dirty && <span className={styles.ok}>Saved. Members see it the next time they open the hub.</span>}
            {!saveError && Object.keys(errors).length > 0 && <span className={styles.error}>Fix the highlighted fields to save.</span>}
            {dirty && Object.keys(errors).length === 0 && !saveError && <span className={styles.muted}>Unsaved changes.</span>}
          </div>
          <button type="button" className="button button--ghost" disabled={!dirty || saving} onClick={() => editor.send({ type: 'editor.discard' })}>Discard changes</button>
          <button type="submit" className="button" disabled={saving || !dirty}>{saving ? 'Saving…' : 'Save'}</button>
        </div>
      </form>
      <aside className={styles.previewPane} aria-label="Live preview">
        <h3 className={styles.heading}>Live preview</h3>
        {previewRef ? <Preview actor={previewRef} /> : <p className={styles.muted}>Preview appears here.</p>}
      </aside>
    </div>
  );
}

function Field({ label, error, children }: { label: string; error?: string; children: ReactElement<Record<string, unknown>> }) {
  const id = useId();
  return (
    <div className={styles.control} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && <span id={`${id}-error`} className={styles.fieldError}>{error}</span>}
    </div>
  );
}

const text = (v: string) => (v.trim() ? v : null);

function SectionEditor({ section, index, count, disabled, errorOf, onChange }: {
  section: SectionConfig; index: number; count: number; disabled: boolean;
  errorOf: (field: string) => string | undefined; onChange: (c: HubChange) => void;
}) {
  const id = section.id;
  const set = (params: Record<string, unknown>) => onChange({ op: 'update', id, params });
  const limit = 'limit' in section.params ? (
    <Field label="How many" error={errorOf('params.limit')}>
      <input type="number" min={1} max={24} value={Number.isFinite(section.params.limit) ? section.params.limit : ''} onChange={(e) => set({ limit: e.target.value === '' ? Number.NaN : Number(e.target.value) })} />
    </Field>
  ) : null;
  const tag = 'tag' in section.params ? (
    <Field label="Tag (optional)" error={errorOf('params.tag')}>
      <input value={section.params.tag ?? ''} onChange={(e) => set({ tag: text(e.target.value) })} placeholder="funding" />
    </Field>
  ) : null;
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend>{index + 1}. {SECTION_KIND_LABELS[section.kind]}</legend>
      <div className={styles.sectionTools}>
        <button type="button" className={`button button--ghost ${styles.small}`} disabled={index === 0} onClick={() => onChange({ op: 'move', id, by: -1 })} aria-label={`Move “${section.title}” up`}>Up</button>
        <button type="button" className={`button button--ghost ${styles.small}`} disabled={index === count - 1} onClick={() => onChange({ op: 'move', id, by: 1 })} aria-label={`Move “${section.title}” down`}>Down</button>
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => onChange({ op: 'remove', id })} aria-label={`Remove “${section.title}”`}>Remove</button>
      </div>
      <Field label="Section title" error={errorOf('title')}>
        <input value={section.title} onChange={(e) => onChange({ op: 'update', id, title: e.target.value })} />
      </Field>
      {section.kind === 'featured' && (
        <Field label="Content to feature (slugs, one per line)" error={errorOf('params.content_slugs') ?? errorOf('params.content_slugs.0')}>
          <textarea rows={3} value={section.params.content_slugs.join('\n')} onChange={(e) => set({ content_slugs: e.target.value.split(/[\s,]+/).filter(Boolean) })} />
        </Field>
      )}
      {section.kind === 'content-list' && (
        <Field label="Type" error={errorOf('params.content_type')}>
          <select value={section.params.content_type ?? ''} onChange={(e) => set({ content_type: e.target.value || null })}>
            <option value="">All types</option>
            {CONTENT_TYPES.map((t) => <option key={t} value={t}>{CONTENT_TYPE_LABELS[t]}</option>)}
          </select>
        </Field>
      )}
      {section.kind === 'events' && (
        <Field label="Show" error={errorOf('params.event_kind')}>
          <select value={section.params.event_kind ?? ''} onChange={(e) => set({ event_kind: e.target.value || null })}>
            <option value="">Events and competitions</option>
            <option value="event">Events</option>
            <option value="competition">Competitions</option>
          </select>
        </Field>
      )}
      {section.kind === 'programs' && (
        <Field label="Category (optional)" error={errorOf('params.category')}>
          <input value={section.params.category ?? ''} onChange={(e) => set({ category: text(e.target.value) })} placeholder="entrepreneurship" />
        </Field>
      )}
      {section.kind === 'forum-topics' && (
        <Field label="Forum category (slug, optional)" error={errorOf('params.category_slug')}>
          <input value={section.params.category_slug ?? ''} onChange={(e) => set({ category_slug: text(e.target.value.toLowerCase()) })} placeholder="fundraising" />
        </Field>
      )}
      {section.kind === 'people' && (
        <Field label="Community" error={errorOf('params.community')}>
          <select value={section.params.community ?? ''} onChange={(e) => set({ community: e.target.value || null })}>
            <option value="">All communities</option>
            {PEOPLE_COMMUNITIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </Field>
      )}
      {section.kind === 'organizations' && (
        <Field label="Category" error={errorOf('params.category')}>
          <select value={section.params.category ?? ''} onChange={(e) => set({ category: e.target.value || null })}>
            <option value="">All categories</option>
            {ORGANIZATION_KINDS.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </Field>
      )}
      {section.kind === 'rich-text' && (
        <Field label="Text (Markdown)" error={errorOf('params.body')}>
          <textarea rows={4} value={section.params.body} onChange={(e) => set({ body: e.target.value })} />
        </Field>
      )}
      {tag}
      {limit}
    </fieldset>
  );
}

function Preview({ actor }: { actor: ActorRefFrom<typeof hubPreviewMachine> }) {
  const preview = useSelector(actor, selectPreview);
  const busy = useSelector(actor, selectPreviewBusy);
  const invalid = useSelector(actor, selectPreviewInvalid);
  const error = useSelector(actor, selectPreviewError);
  return (
    <div aria-busy={busy}>
      <p className={styles.muted} aria-live="polite">
        {invalid ? 'Fix the highlighted fields to update the preview.' : error ? `Could not update the preview: ${error}` : busy ? 'Updating preview…' : ''}
      </p>
      {preview ? (
        <div className={styles.preview}>
          <div className={styles.previewIntro} dangerouslySetInnerHTML={{ __html: preview.intro_html }} />
          <HubSectionList sections={preview.sections} />
        </div>
      ) : <p className={styles.muted}>Preview appears here.</p>}
    </div>
  );
}
