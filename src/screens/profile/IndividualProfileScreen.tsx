import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import {
  COMPLETENESS_ITEMS, GENDER_OPTIONS, INDIAN_STATES, PROFILE_LIMITS, VISIBLE_FIELD_LABELS,
  type IndividualProfileForm, type ProfileLink, type Visibility, type VisibleField,
} from '../../../contracts';
import { selectUser } from '../../../machines/auth';
import {
  selectFormBusy, selectFormDirty, selectFormDraft, selectFormError, selectFormFieldErrors, selectFormLoadFailed, selectFormLoading, selectFormNotice,
  selectFormEditable, selectFormSaving, selectFormUploading, selectIndividualCompleteness,
} from '../../../machines/profile-form';
import { Avatar } from '../../components/Avatar/Avatar';
import { useAuth } from '../../app/AppActorsContext';
import { useScreenActor } from '../../app/use-screen-actor';
import { profileFormLogic } from './profile.actors';
import { FilePicker, Section, SelectField, TagsField, TextArea, TextField, VisibilitySelect } from './ProfileFields';
import styles from './Profile.module.css';

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s, label: s }));

/** /profile: the member's individual profile with photo, visibility per field and a completeness meter. */
export default function IndividualProfileScreen() {
  const actor = useScreenActor(profileFormLogic, { input: { kind: 'individual' } });
  const loading = useSelector(actor, selectFormLoading);
  const loadFailed = useSelector(actor, selectFormLoadFailed);
  const draft = useSelector(actor, selectFormDraft) as IndividualProfileForm | null;
  const errors = useSelector(actor, selectFormFieldErrors);
  const error = useSelector(actor, selectFormError);
  const notice = useSelector(actor, selectFormNotice);
  const busy = useSelector(actor, selectFormBusy);
  const saving = useSelector(actor, selectFormSaving);
  const editable = useSelector(actor, selectFormEditable);
  const uploading = useSelector(actor, selectFormUploading);
  const dirty = useSelector(actor, selectFormDirty);
  const completeness = useSelector(actor, selectIndividualCompleteness);
  const user = useAuth(selectUser);

  if (loading) return <main className={styles.page}><p role="status">Loading your profile…</p></main>;
  if (loadFailed || !draft || !completeness) {
    return (
      <main className={styles.page}>
        <h1>Your profile</h1>
        <p className={styles.alert} role="alert">{error}</p>
        <p><button type="button" className="button" onClick={() => actor.send({ type: 'profile.retry' })}>Try again</button></p>
      </main>
    );
  }

  const change = (field: keyof IndividualProfileForm, value: unknown) => actor.send({ type: 'profile.change', field, value });
  const visibility = (field: VisibleField) => (
    <VisibilitySelect label={VISIBLE_FIELD_LABELS[field]} value={draft.visibility[field]} onChange={(v: Visibility) => change('visibility', { ...draft.visibility, [field]: v })} />
  );
  const name = `${draft.firstName} ${draft.lastName}`.trim() || user?.username || 'You';
  const setLink = (i: number, patch: Partial<ProfileLink>) => change('links', draft.links.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <div className={styles.identity}>
          <Avatar name={name} src={draft.profile_image || null} size={72} />
          <div>
            <p className={styles.kicker}>Individual profile</p>
            <h1>{name}</h1>
            {draft.headline && <p className={styles.lead}>{draft.headline}</p>}
          </div>
        </div>
        <nav className={styles.links} aria-label="Your other profiles">
          {user && <a href={`/volunteer-profile/${user.user_id}`} target="_blank" rel="noopener">See your public profile (new tab)</a>}
          <a href="/employability-profile" target="_blank" rel="noopener">Employability profile (new tab)</a>
          <Link to="/profiles?type=startup">Startup and other profiles</Link>
        </nav>
      </header>

      <div className={styles.layout}>
        <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'profile.save' }); }} aria-label="Edit your profile">
          <Section title="Photo" disabled={!editable}>
            <div className={styles.photo}>
              <Avatar name={name} src={draft.profile_image || null} size={96} decorative={false} />
              <FilePicker
                label={draft.profile_image ? 'Change photo' : 'Upload a photo'}
                accept="image/png,image/jpeg,image/webp,image/gif"
                hint={`PNG, JPEG, WebP or GIF, up to ${PROFILE_LIMITS.photoBytes / (1024 * 1024)} MB.`}
                error={errors.profile_image}
                busy={busy}
                onPick={(file) => actor.send({ type: 'profile.pickFile', field: 'profile_image', file })}
              />
              {uploading === 'profile_image' && <p role="status" className={styles.muted}>Uploading the photo…</p>}
              {draft.profile_image && !busy && (
                <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'profile.removeFile', field: 'profile_image' })}>Remove photo</button>
              )}
            </div>
          </Section>

          <Section title="About you" disabled={!editable}>
            <div className={styles.row}>
              <TextField label="First name" value={draft.firstName} onChange={(v) => change('firstName', v)} error={errors.firstName} autoComplete="given-name" required />
              <TextField label="Last name" value={draft.lastName} onChange={(v) => change('lastName', v)} error={errors.lastName} autoComplete="family-name" />
            </div>
            <TextField label="Headline" value={draft.headline} onChange={(v) => change('headline', v)} error={errors.headline} hint="One line: what you do, e.g. “Co-founder, ShelfSense”" maxLength={PROFILE_LIMITS.headline} />
            {visibility('headline')}
            <TextArea label="Bio" value={draft.bio} onChange={(v) => change('bio', v)} error={errors.bio} maxLength={PROFILE_LIMITS.bio} />
            {visibility('bio')}
          </Section>

          <Section title="Location" disabled={!editable} aside={visibility('location')}>
            <div className={styles.row}>
              <TextField label="City" value={draft.city} onChange={(v) => change('city', v)} error={errors.city} autoComplete="address-level2" />
              <SelectField label="State or union territory" value={draft.state} onChange={(v) => change('state', v)} options={STATE_OPTIONS} empty="Choose…" error={errors.state} />
            </div>
          </Section>

          <Section title="Skills and interests" disabled={!editable}>
            <TagsField label="Skills" value={draft.skills} onChange={(v) => change('skills', v)} error={errors.skills ?? Object.entries(errors).find(([k]) => k.startsWith('skills.'))?.[1]} />
            {visibility('skills')}
            <TagsField label="Interests" value={draft.interests} onChange={(v) => change('interests', v)} error={errors.interests ?? Object.entries(errors).find(([k]) => k.startsWith('interests.'))?.[1]} />
            {visibility('interests')}
          </Section>

          <Section title="Links" disabled={!editable} aside={visibility('links')}>
            {draft.links.length === 0 && <p className={styles.muted}>Add your website, LinkedIn or portfolio.</p>}
            {draft.links.map((link, i) => (
              <div key={i} className={styles.inline}>
                <TextField label={`Link ${i + 1} label`} value={link.label} onChange={(v) => setLink(i, { label: v })} error={errors[`links.${i}.label`]} placeholder="Website" />
                <TextField label={`Link ${i + 1} address`} type="url" inputMode="url" value={link.url} onChange={(v) => setLink(i, { url: v })} error={errors[`links.${i}.url`]} placeholder="https://" />
                <div className={styles.field}>
                  <span aria-hidden="true">&nbsp;</span>
                  <button type="button" className="button button--ghost" onClick={() => change('links', draft.links.filter((_, j) => j !== i))}>Remove link {i + 1}</button>
                </div>
              </div>
            ))}
            {errors.links && <p className={styles.fieldError}>{errors.links}</p>}
            {draft.links.length < PROFILE_LIMITS.links && (
              <p><button type="button" className="button button--ghost" onClick={() => change('links', [...draft.links, { label: '', url: '' }])}>Add a link</button></p>
            )}
          </Section>

          <Section title="Personal details" disabled={!editable}>
            <div className={styles.row}>
              <div className={styles.stack}>
                <TextField label="Phone number" type="tel" inputMode="tel" autoComplete="tel" value={draft.phone_number ?? ''} onChange={(v) => change('phone_number', v)} error={errors.phone_number} hint="For example +91 98450 12345" />
                {visibility('phone_number')}
              </div>
              <div className={styles.stack}>
                <TextField
                  label="Age"
                  inputMode="numeric"
                  value={draft.age === null ? '' : String(draft.age)}
                  onChange={(v) => change('age', v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : v)}
                  error={errors.age}
                />
                {visibility('age')}
              </div>
              <div className={styles.stack}>
                <SelectField label="Gender" value={draft.gender ?? ''} onChange={(v) => change('gender', v)} options={GENDER_OPTIONS.map((g) => ({ value: g, label: g }))} empty="Not given" error={errors.gender} />
                {visibility('gender')}
              </div>
            </div>
            {visibility('employability')}
          </Section>

          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy}>{saving ? 'Saving…' : 'Save profile'}</button>
            <button type="button" className="button button--ghost" disabled={busy || !dirty} onClick={() => actor.send({ type: 'profile.reset' })}>Discard changes</button>
            <div aria-live="polite">
              {error && <p className={styles.alert} role="alert">{error}</p>}
              {notice && <p className={styles.notice}>{notice}</p>}
            </div>
          </div>
        </form>

        <aside className={styles.panel} aria-labelledby="completeness-title">
          <h2 id="completeness-title">Profile completeness</h2>
          <div className={styles.meter}>
            <p className={styles.meterValue}>{completeness.percent}%</p>
            <div className={styles.meterBar} role="progressbar" aria-label="Profile completeness" aria-valuemin={0} aria-valuemax={100} aria-valuenow={completeness.percent}>
              <div className={styles.meterFill} style={{ width: `${completeness.percent}%` }} />
            </div>
          </div>
          {completeness.missing.length > 0
            ? (
              <>
                <p className={styles.muted}>Add these to complete it ({COMPLETENESS_ITEMS.length - completeness.missing.length} of {COMPLETENESS_ITEMS.length} done):</p>
                <ul className={styles.missing}>{completeness.missing.map((m) => <li key={m}>{m}</li>)}</ul>
              </>
            )
            : <p className={styles.notice}>Your profile is complete.</p>}
          <p className={styles.muted}>Public: anyone. Members: signed-in members. Only me: nobody else. Your name and photo are always shown.</p>
        </aside>
      </div>
    </main>
  );
}
