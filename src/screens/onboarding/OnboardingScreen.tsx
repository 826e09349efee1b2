import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import {
  ONBOARDING_INTEREST_CHOICES, ONBOARDING_ROLE_CHOICES, ONBOARDING_STEP_TITLES, ONBOARDING_STEPS, type OnboardingState,
} from '../../../contracts';
import {
  selectOnboardingBusy, selectOnboardingFailed, selectOnboardingSaveError, selectOnboardingState, selectOnboardingView, stepNumber, type OnboardingAnswers,
} from '../../../machines/onboarding';
import { useScreenActor } from '../../app/use-screen-actor';
import { Checkbox, Field, FormMessage } from '../../components/Form';
import { onboardingLogic } from './onboarding.actors';
import styles from './Onboarding.module.css';

type Send = (event: { type: 'onboarding.next'; answers?: OnboardingAnswers } | { type: 'onboarding.back' } | { type: 'onboarding.skip' } | { type: 'onboarding.start' }) => void;

/** Focuses a step's heading when the step appears, so keyboard and screen-reader users land on it. */
const focusOnMount = (el: HTMLHeadingElement | null) => el?.focus();

const ROLE_LABELS: Record<string, string> = { volunteer: 'Volunteer', expert: 'Expert', institute: 'Institute', organization: 'Organization', admin: 'Admin', learner: 'Learner', temp: 'Member' };

function Buttons({ send, busy, last = false }: { send: Send; busy: boolean; last?: boolean }) {
  return (
    <div className={styles.buttons}>
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => send({ type: 'onboarding.back' })}>Back</button>
      <button type="submit" className="button" disabled={busy}>{busy ? 'Saving…' : last ? 'Finish' : 'Continue'}</button>
      <button type="button" className={styles.skip} disabled={busy} onClick={() => send({ type: 'onboarding.skip' })}>Skip for now</button>
    </div>
  );
}

function RolesStep({ state, send, busy }: { state: OnboardingState; send: Send; busy: boolean }) {
  const extra = state.interests.filter((i) => !(ONBOARDING_INTEREST_CHOICES as readonly string[]).includes(i));
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const other = String(form.get('other') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    send({ type: 'onboarding.next', answers: { interested_roles: form.getAll('role').map(String), interests: [...new Set([...form.getAll('interest').map(String), ...other])] } });
  };
  return (
    <form onSubmit={submit} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend>Roles you are interested in</legend>
        <p className={styles.hint}>
          You act as {state.held_roles.length ? state.held_roles.map((r) => ROLE_LABELS[r] ?? r).join(', ') : 'a member'} today. An administrator assigns roles;
          this tells the community team what you would like to do.
        </p>
        <div className={styles.choices}>
          {ONBOARDING_ROLE_CHOICES.map((r) => <Checkbox key={r.role_name} name="role" value={r.role_name} label={r.label} defaultChecked={state.interested_roles.includes(r.role_name)} />)}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Your interests</legend>
        <div className={styles.chips}>
          {[...ONBOARDING_INTEREST_CHOICES, ...extra].map((i) => <Checkbox key={i} name="interest" value={i} label={i} defaultChecked={state.interests.includes(i)} />)}
        </div>
        <Field label="Other interests" name="other" hint="Separate several with commas (12 interests in all at most)." maxLength={200} />
      </fieldset>
      <Buttons send={send} busy={busy} />
    </form>
  );
}

function ProfileStep({ state, send, busy }: { state: OnboardingState; send: Send; busy: boolean }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    send({ type: 'onboarding.next', answers: { headline: String(form.get('headline') ?? ''), city: String(form.get('city') ?? ''), state: String(form.get('state') ?? '') } });
  };
  return (
    <form onSubmit={submit} className={styles.form}>
      <Field label="Headline" name="headline" defaultValue={state.headline} maxLength={140} hint="One line members see next to your name, e.g. “Founder, KisanLedger”." />
      <div className={styles.row}>
        <Field label="City" name="city" defaultValue={state.city} maxLength={80} autoComplete="address-level2" />
        <Field label="State" name="state" defaultValue={state.state} maxLength={80} autoComplete="address-level1" />
      </div>
      <p className={styles.hint}>You can add a photo, bio, skills and links later on <Link to="/profile">your profile</Link>.</p>
      <Buttons send={send} busy={busy} />
    </form>
  );
}

function CommunityStep({ state, send, busy }: { state: OnboardingState; send: Send; busy: boolean }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const ids = new FormData(e.currentTarget).getAll('space').map(Number);
    send({ type: 'onboarding.next', answers: ids.length ? { space_ids: ids } : {} });
  };
  return (
    <form onSubmit={submit} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend>Community spaces to join</legend>
        {state.spaces.length === 0 ? (
          <p className={styles.hint}>No community spaces are open to your role yet. You can join spaces later in the <Link to="/community">Community</Link>.</p>
        ) : (
          <ul className={styles.spaces}>
            {state.spaces.map((s) => (
              <li key={s.community_common_id}>
                <Checkbox name="space" value={s.community_common_id} disabled={s.is_member} defaultChecked={s.is_member}
                  label={`${s.community_name}${s.is_member ? ' (joined)' : ''}`} />
                <p className={styles.hint}>{s.description ?? ''} · {s.member_count === 1 ? '1 member' : `${s.member_count} members`}</p>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Buttons send={send} busy={busy} last />
    </form>
  );
}

/** /onboarding: welcome → roles and interests → profile basics → communities → done (issue 15). */
export default function OnboardingScreen() {
  const actor = useScreenActor(onboardingLogic);
  const state = useSelector(actor, selectOnboardingState);
  const view = useSelector(actor, selectOnboardingView);
  const busy = useSelector(actor, selectOnboardingBusy);
  const failed = useSelector(actor, selectOnboardingFailed);
  const saveError = useSelector(actor, selectOnboardingSaveError);
  const send: Send = (event) => actor.send(event);
  const n = stepNumber(view);
  const percent = view === 'done' ? 100 : Math.round(((n - 1) / (ONBOARDING_STEPS.length - 1)) * 100);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Set up your profile</h1>
        {view && view !== 'skipped' && (
          <>
            <p className={styles.lead}>Step {n} of {ONBOARDING_STEPS.length}: {ONBOARDING_STEP_TITLES[view]}</p>
            <div className={styles.bar} role="progressbar" aria-label="Setup progress" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}><span style={{ width: `${percent}%` }} /></div>
            <ol className={styles.steps} aria-label="Steps">
              {ONBOARDING_STEPS.map((s, i) => <li key={s} data-state={i + 1 < n ? 'done' : i + 1 === n ? 'current' : 'open'} aria-current={i + 1 === n ? 'step' : undefined}>{ONBOARDING_STEP_TITLES[s]}</li>)}
            </ol>
          </>
        )}
      </header>
      <p className="visually-hidden" aria-live="polite">{busy ? 'Saving…' : ''}</p>
      {!view && !failed && <p className={styles.card}>Loading your setup…</p>}
      {failed && (
        <div className={styles.card} role="alert">
          <p>{failed}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'onboarding.retry' })}>Try again</button>
        </div>
      )}
      {state && view && (
        <section className={styles.card} key={view} aria-labelledby="onboarding-step">
          {view === 'welcome' && (
            <>
              <h2 id="onboarding-step" tabIndex={-1} ref={focusOnMount}>Welcome to the Summit community</h2>
              <p>Four short steps help us suggest the right programs, people and spaces: the roles and topics you care about, a line about you, and the communities you want to join.</p>
              <p className={styles.hint}>Your answers are saved as you go — come back any time, on any device.</p>
              <div className={styles.buttons}>
                <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'onboarding.start' })}>Let’s start</button>
                <button type="button" className={styles.skip} disabled={busy} onClick={() => send({ type: 'onboarding.skip' })}>Skip for now</button>
              </div>
            </>
          )}
          {view === 'roles' && <><h2 id="onboarding-step" tabIndex={-1} ref={focusOnMount}>Roles and interests</h2><RolesStep state={state} send={send} busy={busy} /></>}
          {view === 'profile' && <><h2 id="onboarding-step" tabIndex={-1} ref={focusOnMount}>Profile basics</h2><ProfileStep state={state} send={send} busy={busy} /></>}
          {view === 'community' && <><h2 id="onboarding-step" tabIndex={-1} ref={focusOnMount}>Choose your communities</h2><CommunityStep state={state} send={send} busy={busy} /></>}
          {view === 'done' && (
            <>
              <h2 id="onboarding-step" tabIndex={-1} ref={focusOnMount}>You’re all set</h2>
              <p>{state.headline ? `“${state.headline}” — ` : ''}{state.interests.length ? `interested in ${state.interests.join(', ')}.` : 'Your profile is ready.'}</p>
              <Link className="button" to={state.finish_at}>Continue</Link>
            </>
          )}
          {view === 'skipped' && (
            <>
              <h2 id="onboarding-step" tabIndex={-1} ref={focusOnMount}>You skipped setup for now</h2>
              <p>We will not remind you on your home page. Pick up where you left off ({ONBOARDING_STEP_TITLES[state.step]}) whenever you like.</p>
              <div className={styles.buttons}>
                <button type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'onboarding.resume' })}>Resume setup</button>
                <Link to={state.finish_at}>Continue to your home</Link>
              </div>
            </>
          )}
          <FormMessage error={saveError} />
        </section>
      )}
    </div>
  );
}
