import { useId, type FormEvent, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  INDIAN_STATES, INSTITUTION_TYPE_LABELS, INSTITUTION_TYPES, MEMBERSHIP_LINKS, MEMBERSHIP_PLAN_INFO, MEMBERSHIP_PLANS, MEMBERSHIP_STATUS_LABELS,
  type MembershipApplication, type MembershipApplicationInput, type MembershipPlan,
} from '../../../contracts';
import {
  isPlan, selectMembershipApplication, selectMembershipBusy, selectMembershipCanApply, selectMembershipError, selectMembershipFieldErrors,
  selectMembershipPlan, selectMembershipProblem, selectMembershipStep,
} from '../../../machines/membership-application';
import { useAppActors } from '../../app/AppActorsContext';
import { useScreenActor } from '../../app/use-screen-actor';
import { managedOrganizationsLogic, memberRegistrationLogic } from './membership.actors';
import styles from './Membership.module.css';

type RegRef = ActorRefFrom<typeof memberRegistrationLogic>;
type OrgsSnapshot = SnapshotFrom<typeof managedOrganizationsLogic>;
const selectOrgs = (s: OrgsSnapshot) => (s.status === 'done' && s.output.ok ? s.output.value : null);
const selectOrgsFailed = (s: OrgsSnapshot) => (s.status === 'done' && !s.output.ok ? s.output.message : null);

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }) : '—');

function Plans({ reg }: { reg: RegRef }) {
  return (
    <ul className={styles.plans} aria-label="Membership plans">
      {MEMBERSHIP_PLANS.map((p) => {
        const info = MEMBERSHIP_PLAN_INFO[p];
        return (
          <li key={p} className={styles.plan}>
            <h2>{info.name}</h2>
            <p className={styles.fee}>{info.fee}</p>
            <p className={styles.muted}>{info.audience}</p>
            <ul className={styles.benefits}>{info.benefits.map((b) => <li key={b}>{b}</li>)}</ul>
            <button type="button" className="button" aria-label={`Apply for ${info.name} membership`} onClick={() => reg.send({ type: 'membership.choose', plan: p })}>Apply</button>
          </li>
        );
      })}
    </ul>
  );
}

/** One labelled input with its message. */
function Field({ name, label, hint, errors, children }: { name: string; label: string; hint?: string; errors: Record<string, string>; children: (a: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const id = `${useId()}-${name}`;
  const error = errors[name];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}{hint && <span className={styles.hint}> ({hint})</span>}</label>
      {children({ id, name, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}) })}
      {error && <p id={`${id}-error`} className={styles.fieldError}>{error}</p>}
    </div>
  );
}

function OrganisationChoice({ errors }: { errors: Record<string, string> }) {
  const orgs = useScreenActor(managedOrganizationsLogic);
  const list = useSelector(orgs, selectOrgs);
  const failed = useSelector(orgs, selectOrgsFailed);
  if (failed) return <p role="alert" className={styles.alert}>{failed}</p>;
  if (!list) return <p className={styles.muted} role="status">Loading your organisations…</p>;
  if (list.length === 0) {
    return <p className={styles.alert}>You do not own or administer an organisation yet. <Link to="/organization">Create your organisation</Link> first, then apply.</p>;
  }
  return (
    <Field name="organization_id" label="Organisation" errors={errors}>
      {(a) => <select {...a} defaultValue={String(list[0]!.organization_id)}>{list.map((o) => <option key={o.organization_id} value={o.organization_id}>{o.name}</option>)}</select>}
    </Field>
  );
}

function ApplicationForm({ reg, plan }: { reg: RegRef; plan: MembershipPlan }) {
  const errors = useSelector(reg, selectMembershipFieldErrors);
  const problem = useSelector(reg, selectMembershipProblem);
  const busy = useSelector(reg, selectMembershipBusy);
  const info = MEMBERSHIP_PLAN_INFO[plan];
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const num = (name: string) => (text(name).trim() === '' ? undefined : Number(text(name)));
    const common = { phone: text('phone'), city: text('city'), state: text('state'), motivation: text('motivation') };
    const values = ({
      individual: { plan, occupation: text('occupation'), ...common },
      sme: { plan, company_name: text('company_name'), registration_number: text('registration_number').trim().toUpperCase(), employees: num('employees'), sector: text('sector'), ...common },
      organisation: { plan, organization_id: num('organization_id'), contact_role: text('contact_role'), ...common },
      institution: { plan, institution_name: text('institution_name'), institution_type: text('institution_type'), learners: num('learners'), ...common },
    } as Record<MembershipPlan, unknown>)[plan] as MembershipApplicationInput;
    reg.send({ type: 'membership.submit', values });
  };
  return (
    <section className={styles.panel} aria-labelledby="application-title">
      <div>
        <h2 id="application-title">{info.name} membership application</h2>
        <p className={styles.muted}>{info.fee} · {info.audience}. Payment is not taken here: once approved, we send an invoice.</p>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {plan === 'individual' && (
          <Field name="occupation" label="Occupation" hint="e.g. Founder, student, mentor" errors={errors}>{(a) => <input {...a} maxLength={120} autoComplete="organization-title" />}</Field>
        )}
        {plan === 'sme' && (
          <div className={styles.grid2}>
            <Field name="company_name" label="Company name" errors={errors}>{(a) => <input {...a} maxLength={120} autoComplete="organization" />}</Field>
            <Field name="registration_number" label="Udyam registration number" hint="UDYAM-KR-03-0012345" errors={errors}>{(a) => <input {...a} maxLength={25} />}</Field>
            <Field name="employees" label="Employees" errors={errors}>{(a) => <input {...a} type="number" min={1} max={250} inputMode="numeric" />}</Field>
            <Field name="sector" label="Sector" hint="e.g. Textiles, Logistics" errors={errors}>{(a) => <input {...a} maxLength={80} />}</Field>
          </div>
        )}
        {plan === 'organisation' && (
          <div className={styles.grid2}>
            <OrganisationChoice errors={errors} />
            <Field name="contact_role" label="Your role in the organisation" errors={errors}>{(a) => <input {...a} maxLength={80} autoComplete="organization-title" />}</Field>
          </div>
        )}
        {plan === 'institution' && (
          <div className={styles.grid2}>
            <Field name="institution_name" label="Institution name" errors={errors}>{(a) => <input {...a} maxLength={160} autoComplete="organization" />}</Field>
            <Field name="institution_type" label="Type of institution" errors={errors}>
              {(a) => <select {...a} defaultValue="university">{INSTITUTION_TYPES.map((t) => <option key={t} value={t}>{INSTITUTION_TYPE_LABELS[t]}</option>)}</select>}
            </Field>
            <Field name="learners" label="Students and staff" errors={errors}>{(a) => <input {...a} type="number" min={1} inputMode="numeric" />}</Field>
          </div>
        )}
        <div className={styles.grid2}>
          <Field name="phone" label="Mobile number" hint="10 digits, +91 optional" errors={errors}>{(a) => <input {...a} type="tel" autoComplete="tel" />}</Field>
          <Field name="city" label="City" errors={errors}>{(a) => <input {...a} maxLength={80} autoComplete="address-level2" />}</Field>
          <Field name="state" label="State or union territory" errors={errors}>
            {(a) => <select {...a} defaultValue=""><option value="" disabled>Choose…</option>{INDIAN_STATES.map((s) => <option key={s} value={s}>{s}</option>)}</select>}
          </Field>
        </div>
        <Field name="motivation" label="What do you hope to get from membership?" hint="optional" errors={errors}>{(a) => <textarea {...a} maxLength={1000} />}</Field>
        {problem && <p role="alert" className={styles.alert}>{problem}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>{busy ? 'Submitting…' : 'Submit application'}</button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => reg.send({ type: 'membership.back' })}>Choose another plan</button>
        </div>
      </form>
    </section>
  );
}

function Status({ reg, application }: { reg: RegRef; application: MembershipApplication }) {
  const canApply = useSelector(reg, selectMembershipCanApply);
  const info = MEMBERSHIP_PLAN_INFO[application.plan];
  return (
    <section className={`${styles.panel} ${styles.status}`} aria-labelledby="status-title" aria-live="polite">
      <h2 id="status-title">Your {info.name} membership</h2>
      <p style={{ margin: 0 }}><span className={styles.badge} data-status={application.status}>{MEMBERSHIP_STATUS_LABELS[application.status]}</span></p>
      <dl className={styles.facts}>
        <dt>Applied</dt><dd>{day(application.submitted_at)}</dd>
        {application.status === 'approved' && (<>
          <dt>Member number</dt><dd>{application.member_number}</dd>
          <dt>Valid until</dt><dd>{day(application.expires_at)}</dd>
          <dt>Payment</dt><dd>To be invoiced: {info.fee}, invoice by e-mail</dd>
        </>)}
        {application.status === 'rejected' && (<><dt>Reason</dt><dd>{application.rejection_reason}</dd></>)}
      </dl>
      {application.status === 'submitted' && <p className={styles.muted}>An administrator reviews applications within two working days. You will get a notification with the decision.</p>}
      <div className={styles.actions}>
        {application.status === 'approved' && <Link className="button" to={MEMBERSHIP_LINKS.card}>Show my membership card</Link>}
        {canApply && <button type="button" className="button" onClick={() => reg.send({ type: 'membership.reapply' })}>Apply again</button>}
        <button type="button" className="button button--ghost" onClick={() => reg.send({ type: 'membership.refresh' })}>Refresh</button>
      </div>
    </section>
  );
}

/** /registration/member: choose a plan, apply with its form, follow the decision. */
export default function MemberRegistrationScreen() {
  const [params] = useSearchParams();
  const preset = params.get('plan');
  // The decision arrives with the member's live notifications: a waiting application reloads by itself.
  const { notifications } = useAppActors();
  const reg = useScreenActor(memberRegistrationLogic, { input: { plan: isPlan(preset) ? preset : null, updates: notifications } });
  const step = useSelector(reg, selectMembershipStep);
  const plan = useSelector(reg, selectMembershipPlan);
  const application = useSelector(reg, selectMembershipApplication);
  const error = useSelector(reg, selectMembershipError);
  return (
    <div className={styles.page}>
      <header style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <h1>Member registration</h1>
        <p className={styles.lead}>Choose the membership that fits you, your company or your institution. Fees are per year, GST extra; an administrator approves each application.</p>
        <p className={styles.muted}><Link to="/membership">Compare plans</Link> · <Link to={MEMBERSHIP_LINKS.card}>My membership card</Link></p>
      </header>
      {step === 'loading' && <p role="status">Loading your membership…</p>}
      {step === 'loadFailed' && (
        <p role="alert" className={styles.alert}>{error} <button type="button" className="button button--ghost" onClick={() => reg.send({ type: 'membership.retry' })}>Try again</button></p>
      )}
      {step === 'choosing' && application?.status === 'rejected' && (
        <p className={styles.muted} role="status">Your last application was not approved: {application.rejection_reason} You can apply again.</p>
      )}
      {step === 'choosing' && <Plans reg={reg} />}
      {step === 'filling' && plan && <ApplicationForm key={plan} reg={reg} plan={plan} />}
      {step === 'status' && application && <Status reg={reg} application={application} />}
    </div>
  );
}
