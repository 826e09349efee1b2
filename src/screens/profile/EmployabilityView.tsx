import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { AVAILABILITIES, AVAILABILITY_LABELS, WORK_TYPES, WORK_TYPE_LABELS, type Employability } from '../../../contracts';
import {
  selectFormBusy, selectFormDirty, selectFormDraft, selectFormError, selectFormFieldErrors, selectFormLoadFailed, selectFormLoading, selectFormNotice,
  selectFormEditable, selectFormSaving, selectFormUploading,
} from '../../../machines/profile-form';
import { FileLink } from '../../components/FileLink/FileLink';
import { useScreenActor } from '../../app/use-screen-actor';
import { fetchFileBlob, profileFormLogic } from './profile.actors';
import { FilePicker, Section, SelectField, TextArea, TextField } from './ProfileFields';
import styles from './Profile.module.css';

const yearValue = (v: string): number | null | string => (v.trim() === '' ? null : /^\d{4}$/.test(v.trim()) ? Number(v.trim()) : v);
const yearText = (v: number | null | string) => (v === null ? '' : String(v));
const THIS_YEAR = new Date().getFullYear();

/** /employability-profile (opens in a new tab): education, experience, CV and availability. */
export function EmployabilityView() {
  const actor = useScreenActor(profileFormLogic, { input: { kind: 'employability' } });
  const loading = useSelector(actor, selectFormLoading);
  const loadFailed = useSelector(actor, selectFormLoadFailed);
  const draft = useSelector(actor, selectFormDraft) as Employability | null;
  const errors = useSelector(actor, selectFormFieldErrors);
  const error = useSelector(actor, selectFormError);
  const notice = useSelector(actor, selectFormNotice);
  const busy = useSelector(actor, selectFormBusy);
  const saving = useSelector(actor, selectFormSaving);
  const editable = useSelector(actor, selectFormEditable);
  const uploading = useSelector(actor, selectFormUploading);
  const dirty = useSelector(actor, selectFormDirty);

  if (loading) return <main className={styles.page}><p role="status">Loading your employability profile…</p></main>;
  if (loadFailed || !draft) {
    return (
      <main className={styles.page}>
        <h1>Employability profile</h1>
        <p className={styles.alert} role="alert">{error}</p>
        <p><button type="button" className="button" onClick={() => actor.send({ type: 'profile.retry' })}>Try again</button></p>
      </main>
    );
  }
  const change = (field: keyof Employability, value: unknown) => actor.send({ type: 'profile.change', field, value });
  const setEducation = (i: number, patch: Record<string, unknown>) => change('education', draft.education.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const setExperience = (i: number, patch: Record<string, unknown>) => change('experience', draft.experience.map((e, j) => (j === i ? { ...e, ...patch } : e)));

  return (
    <main className={styles.page}>
      <header>
        <p className={styles.kicker}>Employability profile</p>
        <h1>Work, study and availability</h1>
        <p className={styles.lead}>What employers and programme partners in the community see when you apply for jobs and internships. Who may see it is set on <Link to="/profile">your profile</Link>.</p>
      </header>
      <form className={styles.form} noValidate aria-label="Edit your employability profile" onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'profile.save' }); }}>
        <Section title="Availability" disabled={!editable}>
          <div className={styles.row}>
            <SelectField label="When can you start?" value={draft.availability} onChange={(v) => change('availability', v)} options={AVAILABILITIES.map((a) => ({ value: a, label: AVAILABILITY_LABELS[a] }))} error={errors.availability} />
          </div>
          <fieldset className={styles.section}>
            <legend>Open to</legend>
            <div className={styles.checks}>
              {WORK_TYPES.map((w) => (
                <label key={w}>
                  <input
                    type="checkbox"
                    checked={draft.work_types.includes(w)}
                    onChange={(e) => change('work_types', e.target.checked ? [...draft.work_types, w] : draft.work_types.filter((x) => x !== w))}
                  />
                  {WORK_TYPE_LABELS[w]}
                </label>
              ))}
            </div>
          </fieldset>
        </Section>

        <Section title="Experience" disabled={!editable}>
          {draft.experience.length === 0 && <p className={styles.muted}>No experience added yet.</p>}
          {draft.experience.map((x, i) => (
            <div key={i} className={styles.inline3}>
              <TextField label={`Role ${i + 1} title`} value={x.title} onChange={(v) => setExperience(i, { title: v })} error={errors[`experience.${i}.title`]} />
              <TextField label={`Role ${i + 1} organisation`} value={x.organisation} onChange={(v) => setExperience(i, { organisation: v })} error={errors[`experience.${i}.organisation`]} />
              <TextField label="From (year)" inputMode="numeric" value={yearText(x.start_year)} onChange={(v) => setExperience(i, { start_year: yearValue(v) })} error={errors[`experience.${i}.start_year`]} />
              <TextField label="To (year, empty if current)" inputMode="numeric" value={yearText(x.end_year)} onChange={(v) => setExperience(i, { end_year: yearValue(v) })} error={errors[`experience.${i}.end_year`]} />
              <TextArea label={`Role ${i + 1} description`} value={x.description} onChange={(v) => setExperience(i, { description: v })} error={errors[`experience.${i}.description`]} maxLength={1000} />
              <p><button type="button" className="button button--ghost" onClick={() => change('experience', draft.experience.filter((_, j) => j !== i))}>Remove role {i + 1}</button></p>
            </div>
          ))}
          <p><button type="button" className="button button--ghost" onClick={() => change('experience', [...draft.experience, { organisation: '', title: '', start_year: THIS_YEAR, end_year: null, description: '' }])}>Add experience</button></p>
        </Section>

        <Section title="Education" disabled={!editable}>
          {draft.education.length === 0 && <p className={styles.muted}>No education added yet.</p>}
          {draft.education.map((x, i) => (
            <div key={i} className={styles.inline3}>
              <TextField label={`Qualification ${i + 1}`} value={x.qualification} onChange={(v) => setEducation(i, { qualification: v })} error={errors[`education.${i}.qualification`]} placeholder="B.Tech" />
              <TextField label="Field of study" value={x.field} onChange={(v) => setEducation(i, { field: v })} error={errors[`education.${i}.field`]} />
              <TextField label="Institution" value={x.institution} onChange={(v) => setEducation(i, { institution: v })} error={errors[`education.${i}.institution`]} />
              <TextField label="From (year)" inputMode="numeric" value={yearText(x.start_year)} onChange={(v) => setEducation(i, { start_year: yearValue(v) })} error={errors[`education.${i}.start_year`]} />
              <TextField label="To (year, empty if current)" inputMode="numeric" value={yearText(x.end_year)} onChange={(v) => setEducation(i, { end_year: yearValue(v) })} error={errors[`education.${i}.end_year`]} />
              <p><button type="button" className="button button--ghost" onClick={() => change('education', draft.education.filter((_, j) => j !== i))}>Remove qualification {i + 1}</button></p>
            </div>
          ))}
          <p><button type="button" className="button button--ghost" onClick={() => change('education', [...draft.education, { institution: '', qualification: '', field: '', start_year: THIS_YEAR - 4, end_year: THIS_YEAR }])}>Add education</button></p>
        </Section>

        <Section title="CV" disabled={!editable}>
          {draft.cv && (
            <p className={styles.muted}>
              Your CV: <FileLink href={`/api/multimedia/files/${draft.cv.name}`} fileName={draft.cv.file_name} fetchBlob={fetchFileBlob}>{draft.cv.file_name}</FileLink>
              {' '}<button type="button" className="button button--ghost" disabled={busy} onClick={() => actor.send({ type: 'profile.removeFile', field: 'cv' })}>Remove CV</button>
            </p>
          )}
          <FilePicker label={draft.cv ? 'Replace your CV' : 'Upload your CV'} accept="application/pdf,.pdf,.docx" hint="PDF or DOCX, up to 20 MB." error={errors.cv} busy={busy} onPick={(file) => actor.send({ type: 'profile.pickFile', field: 'cv', file })} />
          {uploading === 'cv' && <p role="status" className={styles.muted}>Uploading your CV…</p>}
        </Section>

        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>{saving ? 'Saving…' : 'Save employability profile'}</button>
          <button type="button" className="button button--ghost" disabled={busy || !dirty} onClick={() => actor.send({ type: 'profile.reset' })}>Discard changes</button>
          <div aria-live="polite">
            {error && <p className={styles.alert} role="alert">{error}</p>}
            {notice && <p className={styles.notice}>{notice}</p>}
          </div>
        </div>
      </form>
    </main>
  );
}
