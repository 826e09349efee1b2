import { useSelector } from '@xstate/react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  formatRupees, INDIAN_STATES, isTypedProfileKind, SECTORS, STAGE_LABELS, STAGES, TYPED_PROFILE_INFO, TYPED_PROFILE_KINDS, VISIBILITIES, VISIBILITY_HINTS,
  VISIBILITY_LABELS, type TypedProfile, type TypedProfileForm, type TypedProfileKind,
} from '../../../contracts';
import { selectError, selectIsLoading, selectRows, selectSearchDraft } from '../../../machines/admin-list';
import {
  selectFormBusy, selectFormDeleted, selectFormDeleting, selectFormDraft, selectFormError, selectFormFieldErrors, selectFormId, selectFormLoadFailed,
  selectFormLoading, selectFormNotice, selectFormEditable, selectFormSaving, selectFormUploading,
} from '../../../machines/profile-form';
import { selectViewData, selectViewError, selectViewFailed, selectViewLoading } from '../../../machines/profile-view';
import { Avatar } from '../../components/Avatar/Avatar';
import { FileLink } from '../../components/FileLink/FileLink';
import { useScreenActor } from '../../app/use-screen-actor';
import { fetchFileBlob, myTypedLogic, othersTypedLogic, profileFormLogic, typedViewLogic } from './profile.actors';
import { FilePicker, Section, SelectField, TextArea, TextField } from './ProfileFields';
import styles from './Profile.module.css';

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s, label: s }));
const fileHref = (name: string) => `/api/multimedia/files/${name}`;

/** /profiles?type=<kind>[&id=<id>|new][&view=<id>]: the member's typed profiles and others' per visibility. */
export function TypedProfilesView() {
  const [params] = useSearchParams();
  const location = useLocation();
  const typeParam = (params.get('type') ?? 'startup').toLowerCase();
  const kind: TypedProfileKind = isTypedProfileKind(typeParam) ? typeParam : 'startup';
  const id = params.get('id');
  const view = Number(params.get('view'));
  const info = TYPED_PROFILE_INFO[kind];

  let body;
  if (id === 'new') body = <TypedEditor key={`${location.key}-new`} kind={kind} id={null} />;
  else if (id && Number.isInteger(Number(id)) && Number(id) > 0) body = <TypedEditor key={`${location.key}-${id}`} kind={kind} id={Number(id)} />;
  else if (Number.isInteger(view) && view > 0) body = <TypedProfileDetail key={view} profileId={view} />;
  else body = <TypedLists key={kind} kind={kind} />;

  return (
    <main className={styles.page}>
      <header>
        <p className={styles.kicker}>Profiles</p>
        <h1>{info.label}s</h1>
        <p className={styles.lead}>{info.intro}</p>
      </header>
      <nav aria-label="Profile types">
        <ul className={styles.tabs}>
          {TYPED_PROFILE_KINDS.map((k) => (
            <li key={k}><Link to={`/profiles?type=${k}`} aria-current={k === kind && !id && !view ? 'page' : undefined}>{TYPED_PROFILE_INFO[k].menuLabel}</Link></li>
          ))}
        </ul>
      </nav>
      {body}
    </main>
  );
}

function summaryLine(p: Pick<TypedProfile, 'stage' | 'sector' | 'city' | 'state'>): string {
  return [p.stage ? STAGE_LABELS[p.stage] : '', p.sector, [p.city, p.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
}

function ProfileCard({ profile, mine }: { profile: TypedProfile; mine: boolean }) {
  const info = TYPED_PROFILE_INFO[profile.kind];
  return (
    <li className={styles.card} aria-label={profile.name}>
      <p className={styles.kicker}>{info.label}{mine ? ` · ${VISIBILITY_LABELS[profile.visibility]}` : ''}</p>
      <h3>{profile.name}</h3>
      {summaryLine(profile) && <p className={styles.muted}>{summaryLine(profile)}</p>}
      {profile.summary && <p>{profile.summary.length > 160 ? `${profile.summary.slice(0, 157)}…` : profile.summary}</p>}
      {profile.funding_sought !== null && info.fields.includes('funding_sought') && <p className={styles.muted}>Seeking {formatRupees(profile.funding_sought)}</p>}
      {!mine && (
        <div className={styles.owner}>
          <Avatar name={profile.owner_name} src={profile.owner_image} size={28} />
          <span>{profile.owner_name}</span>
        </div>
      )}
      <div className={styles.actions}>
        {mine
          ? <Link className="button button--ghost" to={`/profiles?type=${profile.kind}&id=${profile.profile_id}`}>Edit {profile.name}</Link>
          : <Link className="button button--ghost" to={`/profiles?type=${profile.kind}&view=${profile.profile_id}`}>View {profile.name}</Link>}
      </div>
    </li>
  );
}

function TypedLists({ kind }: { kind: TypedProfileKind }) {
  const info = TYPED_PROFILE_INFO[kind];
  const mine = useScreenActor(myTypedLogic, { input: { idField: 'profile_id', query: { limit: 100, filters: { kind } } } });
  const others = useScreenActor(othersTypedLogic, { input: { idField: 'profile_id', query: { limit: 100, filters: { kind } } } });
  const myRows = useSelector(mine, selectRows) as unknown as TypedProfile[];
  const myLoading = useSelector(mine, selectIsLoading);
  const myError = useSelector(mine, selectError);
  const otherRows = useSelector(others, selectRows) as unknown as TypedProfile[];
  const otherLoading = useSelector(others, selectIsLoading);
  const otherError = useSelector(others, selectError);
  const search = useSelector(others, selectSearchDraft);

  return (
    <>
      <section className={styles.panel} aria-labelledby="mine-title">
        <div className={styles.legendRow}>
          <h2 id="mine-title">Your {info.label.toLowerCase()}s</h2>
          <Link className="button" to={`/profiles?type=${kind}&id=new`}>New {info.label.toLowerCase()}</Link>
        </div>
        <div aria-live="polite">
          {myLoading && <p role="status">Loading…</p>}
          {myError && <p className={styles.alert} role="alert">{myError}</p>}
        </div>
        {!myLoading && !myError && myRows.length === 0 && (
          <div className={styles.empty}>
            <p>You have no {info.label.toLowerCase()} yet. A member may hold several, one per venture or idea.</p>
          </div>
        )}
        {myRows.length > 0 && <ul className={styles.cards}>{myRows.map((p) => <ProfileCard key={p.profile_id} profile={p} mine />)}</ul>}
      </section>

      <section className={styles.panel} aria-labelledby="others-title">
        <h2 id="others-title">{info.label}s in the community</h2>
        <div className={styles.search} role="search">
          <label htmlFor="typed-search" className="visually-hidden">Search {info.label.toLowerCase()}s</label>
          <input id="typed-search" type="search" placeholder={`Search ${info.label.toLowerCase()}s by name, sector or summary`} value={search} onChange={(e) => others.send({ type: 'list.search', search: e.target.value })} />
        </div>
        <div aria-live="polite">
          {otherLoading && <p role="status">Loading…</p>}
          {otherError && <p className={styles.alert} role="alert">{otherError}</p>}
          {!otherLoading && !otherError && <p className={styles.muted}>{otherRows.length} {otherRows.length === 1 ? 'profile' : 'profiles'}</p>}
        </div>
        {otherRows.length > 0 && <ul className={styles.cards}>{otherRows.map((p) => <ProfileCard key={p.profile_id} profile={p} mine={false} />)}</ul>}
      </section>
    </>
  );
}

function TypedProfileDetail({ profileId }: { profileId: number }) {
  const actor = useScreenActor(typedViewLogic, { input: { key: String(profileId) } });
  const loading = useSelector(actor, selectViewLoading);
  const failed = useSelector(actor, selectViewFailed);
  const error = useSelector(actor, selectViewError);
  const profile = useSelector(actor, selectViewData) as TypedProfile | null;
  if (loading) return <p role="status">Loading…</p>;
  if (failed || !profile) {
    return (
      <div className={styles.panel}>
        <p className={styles.alert} role="alert">{error}</p>
        <p><button type="button" className="button" onClick={() => actor.send({ type: 'view.retry' })}>Try again</button></p>
      </div>
    );
  }
  const info = TYPED_PROFILE_INFO[profile.kind];
  return (
    <article className={styles.panel} aria-labelledby="typed-title">
      <p className={styles.kicker}>{info.label}</p>
      {/* Opened from a card further down the list: focus (and so scroll) to the profile's title. */}
      <h2 id="typed-title" tabIndex={-1} ref={(el) => el?.focus({ preventScroll: false })}>{profile.name}</h2>
      <div className={styles.owner}>
        <Avatar name={profile.owner_name} src={profile.owner_image} size={32} />
        <a href={`/volunteer-profile/${profile.user_id}`} target="_blank" rel="noopener">{profile.owner_name} (opens in a new tab)</a>
      </div>
      {profile.summary && <p>{profile.summary}</p>}
      <dl className={styles.dl}>
        {profile.stage && <><dt>Stage</dt><dd>{STAGE_LABELS[profile.stage]}</dd></>}
        {profile.sector && <><dt>Sector</dt><dd>{profile.sector}</dd></>}
        {(profile.city || profile.state) && <><dt>Location</dt><dd>{[profile.city, profile.state].filter(Boolean).join(', ')}</dd></>}
        {profile.team.length > 0 && <><dt>{info.teamLabel}</dt><dd>{profile.team.map((m) => (m.role ? `${m.name} (${m.role})` : m.name)).join(', ')}</dd></>}
        {profile.traction && <><dt>{info.tractionLabel}</dt><dd>{profile.traction}</dd></>}
        {profile.funding_sought !== null && <><dt>Funding sought</dt><dd>{formatRupees(profile.funding_sought)}</dd></>}
        {profile.website && <><dt>Website</dt><dd><a href={profile.website} target="_blank" rel="noopener noreferrer">{profile.website}</a></dd></>}
        {profile.pitch_deck && <><dt>Pitch deck</dt><dd><FileLink href={fileHref(profile.pitch_deck.name)} fileName={profile.pitch_deck.file_name} fetchBlob={fetchFileBlob}>{profile.pitch_deck.file_name}</FileLink></dd></>}
      </dl>
      {profile.is_mine && <p><Link className="button" to={`/profiles?type=${profile.kind}&id=${profile.profile_id}`}>Edit</Link></p>}
    </article>
  );
}

function TypedEditor({ kind, id }: { kind: TypedProfileKind; id: number | null }) {
  const actor = useScreenActor(profileFormLogic, { input: { kind: 'typed', id, typedKind: kind } });
  const loading = useSelector(actor, selectFormLoading);
  const loadFailed = useSelector(actor, selectFormLoadFailed);
  const draft = useSelector(actor, selectFormDraft) as TypedProfileForm | null;
  const errors = useSelector(actor, selectFormFieldErrors);
  const error = useSelector(actor, selectFormError);
  const notice = useSelector(actor, selectFormNotice);
  const busy = useSelector(actor, selectFormBusy);
  const saving = useSelector(actor, selectFormSaving);
  const editable = useSelector(actor, selectFormEditable);
  const deleting = useSelector(actor, selectFormDeleting);
  const deleted = useSelector(actor, selectFormDeleted);
  const uploading = useSelector(actor, selectFormUploading);
  const savedId = useSelector(actor, selectFormId);

  if (deleted) {
    return (
      <div className={styles.panel} role="status">
        <p>The profile was deleted.</p>
        <p><Link to={`/profiles?type=${kind}`}>Back to your {TYPED_PROFILE_INFO[kind].label.toLowerCase()}s</Link></p>
      </div>
    );
  }
  if (loading) return <p role="status">Loading…</p>;
  if (loadFailed || !draft) {
    return (
      <div className={styles.panel}>
        <p className={styles.alert} role="alert">{error}</p>
        <p><button type="button" className="button" onClick={() => actor.send({ type: 'profile.retry' })}>Try again</button></p>
      </div>
    );
  }
  const info = TYPED_PROFILE_INFO[draft.kind];
  const has = (f: (typeof info.fields)[number]) => info.fields.includes(f);
  const change = (field: keyof TypedProfileForm, value: unknown) => actor.send({ type: 'profile.change', field, value });
  const setMember = (i: number, patch: Partial<{ name: string; role: string }>) => change('team', draft.team.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  return (
    <form className={styles.form} noValidate aria-label={savedId === null ? `New ${info.label.toLowerCase()}` : `Edit ${draft.name || info.label.toLowerCase()}`} onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'profile.save' }); }}>
      <p><Link to={`/profiles?type=${draft.kind}`}>← Your {info.label.toLowerCase()}s</Link></p>
      <Section title={info.label} disabled={!editable}>
        <TextField label={info.nameLabel} value={draft.name} onChange={(v) => change('name', v)} error={errors.name} required maxLength={120} />
        <TextArea label="Summary" value={draft.summary} onChange={(v) => change('summary', v)} error={errors.summary} hint="The problem, who has it and what you do about it." maxLength={2000} />
        <div className={styles.row}>
          {has('stage') && <SelectField label="Stage" value={draft.stage} onChange={(v) => change('stage', v)} options={STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] }))} empty="Choose…" error={errors.stage} />}
          {has('sector') && <SelectField label={draft.kind === 'institute' ? 'Focus area' : 'Sector'} value={draft.sector} onChange={(v) => change('sector', v)} options={SECTORS.map((s) => ({ value: s, label: s }))} empty="Choose…" error={errors.sector} />}
        </div>
        {has('location') && (
          <div className={styles.row}>
            <TextField label="City" value={draft.city} onChange={(v) => change('city', v)} error={errors.city} />
            <SelectField label="State or union territory" value={draft.state} onChange={(v) => change('state', v)} options={STATE_OPTIONS} empty="Choose…" error={errors.state} />
          </div>
        )}
        {has('website') && <TextField label="Website" type="url" inputMode="url" value={draft.website} onChange={(v) => change('website', v)} error={errors.website} placeholder="https://" />}
      </Section>

      {has('team') && (
        <Section title={info.teamLabel} disabled={!editable}>
          {draft.team.length === 0 && <p className={styles.muted}>Nobody added yet.</p>}
          {draft.team.map((m, i) => (
            <div key={i} className={styles.inline}>
              <TextField label={`Person ${i + 1} name`} value={m.name} onChange={(v) => setMember(i, { name: v })} error={errors[`team.${i}.name`]} />
              <TextField label={`Person ${i + 1} role`} value={m.role} onChange={(v) => setMember(i, { role: v })} error={errors[`team.${i}.role`]} />
              <div className={styles.field}>
                <span aria-hidden="true">&nbsp;</span>
                <button type="button" className="button button--ghost" onClick={() => change('team', draft.team.filter((_, j) => j !== i))}>Remove person {i + 1}</button>
              </div>
            </div>
          ))}
          {errors.team && <p className={styles.fieldError}>{errors.team}</p>}
          <p><button type="button" className="button button--ghost" onClick={() => change('team', [...draft.team, { name: '', role: '' }])}>Add a person</button></p>
        </Section>
      )}

      <Section title={has('funding_sought') ? 'Traction and funding' : info.tractionLabel} disabled={!editable}>
        {has('traction') && <TextArea label={info.tractionLabel} value={draft.traction} onChange={(v) => change('traction', v)} error={errors.traction} maxLength={2000} />}
        {has('funding_sought') && (
          <TextField
            label="Funding sought (₹)"
            inputMode="numeric"
            value={draft.funding_sought === null ? '' : String(draft.funding_sought)}
            onChange={(v) => {
              const digits = v.replace(/[,\s₹]/g, '');
              change('funding_sought', digits === '' ? null : /^\d+$/.test(digits) ? Number(digits) : v);
            }}
            error={errors.funding_sought}
            hint={draft.funding_sought !== null && typeof draft.funding_sought === 'number' ? formatRupees(draft.funding_sought) : 'In whole rupees; leave empty if you are not raising.'}
          />
        )}
        {has('pitch_deck') && (
          <div className={styles.field}>
            {draft.pitch_deck && (
              <p className={styles.muted}>
                Pitch deck: <FileLink href={fileHref(draft.pitch_deck.name)} fileName={draft.pitch_deck.file_name} fetchBlob={fetchFileBlob}>{draft.pitch_deck.file_name}</FileLink>
                {' '}<button type="button" className="button button--ghost" disabled={busy} onClick={() => actor.send({ type: 'profile.removeFile', field: 'pitch_deck' })}>Remove pitch deck</button>
              </p>
            )}
            <FilePicker
              label={draft.pitch_deck ? 'Replace the pitch deck' : 'Upload a pitch deck'}
              accept="application/pdf,.pdf,.pptx,.docx"
              hint="PDF, PPTX or DOCX, up to 20 MB."
              error={errors.pitch_deck}
              busy={busy}
              onPick={(file) => actor.send({ type: 'profile.pickFile', field: 'pitch_deck', file })}
            />
            {uploading === 'pitch_deck' && <p role="status" className={styles.muted}>Uploading the pitch deck…</p>}
          </div>
        )}
      </Section>

      <Section title="Who can see it" disabled={!editable}>
        <SelectField
          label="Visibility"
          value={draft.visibility}
          onChange={(v) => change('visibility', v)}
          options={VISIBILITIES.map((v) => ({ value: v, label: `${VISIBILITY_LABELS[v]} — ${VISIBILITY_HINTS[v]}` }))}
          error={errors.visibility}
        />
      </Section>

      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>{saving ? 'Saving…' : savedId === null ? `Create ${info.label.toLowerCase()}` : 'Save changes'}</button>
        {savedId !== null && (
          <>
            <Link className="button button--ghost" to={`/profiles?type=${draft.kind}&view=${savedId}`}>View</Link>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => { if (window.confirm(`Delete “${draft.name}”? This cannot be undone.`)) actor.send({ type: 'profile.delete' }); }}
            >
              {deleting ? 'Deleting…' : 'Delete profile'}
            </button>
          </>
        )}
        <div aria-live="polite">
          {error && <p className={styles.alert} role="alert">{error}</p>}
          {notice && <p className={styles.notice}>{notice}</p>}
        </div>
      </div>
    </form>
  );
}
