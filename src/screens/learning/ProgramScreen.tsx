import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { LEARNING_MESSAGES, outlineOf, type CompleteProgram, type OutlineUnit, type Unit, type UnitProgress } from '../../../contracts';
import { selectUser } from '../../../machines/auth';
import {
  selectActionError, selectCanComplete, selectIsEnrolled, selectIsEnrolling, selectIsLoading, selectIsMissing, selectIsSaving,
  selectIsSubmittingQuiz, selectIsUnenrolling, selectLoadError, selectPercent, selectProgram, selectProgress, selectQuizError,
  selectQuizResults, selectResumeUnitId, selectSaveError, type programPageMachine,
} from '../../../machines/program-page';
import {
  selectCanGoNext, selectCanGoPrevious, selectCurrentUnitId, selectLastMove, selectNextUnit, selectPosition, selectPreviousUnit, selectTotal,
} from '../../../machines/unit-navigation';
import { useAuth } from '../../app/AppActorsContext';
import { SaveItemButton } from '../../app/SaveItemButton';
import { useAddressEvent } from '../../app/use-address-event';
import { useScreenActor } from '../../app/use-screen-actor';
import { LearnerPanel } from './LearnerPanel';
import { programPageLogic, unitNavigationLogic } from './learning.actors';
import { UnitBody } from './UnitBody';
import styles from './Learning.module.css';

type PageRef = ActorRefFrom<typeof programPageMachine>;

const TYPE_LABEL: Record<Unit['unit_type'], string> = { text: 'Read', video: 'Video', file: 'File', quiz: 'Quiz' };

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div>
      <div className={styles.bar} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.muted}>{percent}% complete</p>
    </div>
  );
}

function Outline({ program, progress, enrolled, currentUnitId, compact = false }: { program: CompleteProgram; progress: UnitProgress; enrolled: boolean; currentUnitId?: number | null; compact?: boolean }) {
  const done = new Set(progress.completed_unit_ids);
  return (
    <ol className={styles.outline} aria-label="Program outline">
      {program.courses.map((c, ci) => (
        <li key={c.course_id}>
          <h3>Course {ci + 1}: {c.course_name}</h3>
          <ol className={styles.modules}>
            {c.modules.map((m) => (
              <li key={m.module_id} className={styles.module}>
                <h4>{m.module_name}{m.phase !== null && <span className={styles.phase}>Phase {m.phase}</span>}</h4>
                <ol className={styles.units}>
                  {m.units.map((u) => {
                    const inner = (
                      <>
                        <span className={styles.check} aria-hidden="true">{done.has(u.unit_id) ? '✓' : '○'}</span>
                        <span>{u.unit_name}{done.has(u.unit_id) && <span className="visually-hidden"> (completed)</span>}</span>
                        {!compact && <span className={styles.kind}>{TYPE_LABEL[u.unit_type]}{u.duration_minutes ? ` · ${u.duration_minutes} min` : ''}</span>}
                      </>
                    );
                    return (
                      <li key={u.unit_id}>
                        {enrolled
                          ? <Link to={`/lxp/program/${program.program_id}/unit/${u.unit_id}`} className={u.unit_id === currentUnitId ? styles.current : undefined}
                              aria-current={u.unit_id === currentUnitId ? 'step' : undefined}>{inner}</Link>
                          : <span className={styles.unitName}>{inner}</span>}
                      </li>
                    );
                  })}
                </ol>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}

const unitUrl = (programId: number, unitId: number) => `/lxp/program/${programId}/unit/${unitId}`;

/** The unit player. The address names the unit (one direction): Next and Previous are links, and each new address reaches unit-navigation as `unit.open`. */
function UnitPlayer({ page, program, outline, urlUnitId }: { page: PageRef; program: CompleteProgram; outline: OutlineUnit[]; urlUnitId: number }) {
  const navigate = useNavigate();
  const nav = useScreenActor(unitNavigationLogic, { input: { units: outline, startUnitId: urlUnitId, page } });
  useAddressEvent(nav, urlUnitId, (unit_id) => ({ type: 'unit.open' as const, unit_id }));
  const currentId = useSelector(nav, selectCurrentUnitId);
  const position = useSelector(nav, selectPosition);
  const total = useSelector(nav, selectTotal);
  const canNext = useSelector(nav, selectCanGoNext);
  const canPrevious = useSelector(nav, selectCanGoPrevious);
  const nextUnit = useSelector(nav, selectNextUnit);
  const previousUnit = useSelector(nav, selectPreviousUnit);
  const lastMove = useSelector(nav, selectLastMove);
  const progress = useSelector(page, selectProgress);
  const percent = useSelector(page, selectPercent);
  const saving = useSelector(page, selectIsSaving);
  const saveError = useSelector(page, selectSaveError);
  const results = useSelector(page, selectQuizResults);
  const submitting = useSelector(page, selectIsSubmittingQuiz);
  const quizError = useSelector(page, selectQuizError);
  const canComplete = useSelector(page, selectCanComplete(currentId ?? 0));

  const where = useMemo(() => {
    const map = new Map<number, { unit: Unit; module: string; course: string; courseNo: number }>();
    program.courses.forEach((c, ci) => c.modules.forEach((m) => m.units.forEach((u) => map.set(u.unit_id, { unit: u, module: m.module_name, course: c.course_name, courseNo: ci + 1 }))));
    return map;
  }, [program]);

  // A new unit starts at its title (on phones the outline sits below the unit): scroll up and move focus there.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (lastMove === 'start') return;
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [currentId, lastMove]);

  // Keyboard: Alt+→ / j next, Alt+← / k previous (not while typing): they follow the same links.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
      if (e.ctrlKey || e.metaKey) return;
      const to = (e.altKey && e.key === 'ArrowRight') || (!e.altKey && e.key === 'j') ? nextUnit
        : (e.altKey && e.key === 'ArrowLeft') || (!e.altKey && e.key === 'k') ? previousUnit : undefined;
      if (to === undefined) return;
      e.preventDefault();
      if (to) navigate(unitUrl(program.program_id, to.unit_id));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, nextUnit, previousUnit, program.program_id]);

  const here = currentId !== null ? where.get(currentId) : undefined;
  if (!here) return null;
  const announce = lastMove === 'next-course' || lastMove === 'previous-course' ? `Course ${here.courseNo}: ${here.course}`
    : lastMove === 'next-module' || lastMove === 'previous-module' ? `Module: ${here.module}` : null;
  const done = progress.completed_unit_ids.includes(here.unit.unit_id);
  const isQuiz = here.unit.unit_type === 'quiz';

  return (
    <div className={styles.player}>
      <nav className={`${styles.card} ${styles.playerSide}`} aria-label="Units">
        <h2><Link to={`/lxp/program/${program.program_id}`}>{program.program_name}</Link></h2>
        <ProgressBar percent={percent} label="Program progress" />
        <Outline program={program} progress={progress} enrolled currentUnitId={currentId} compact />
      </nav>
      <article className={`${styles.card} ${styles.playerMain}`} aria-labelledby="unit-title">
        <p className={styles.crumbs}>Course {here.courseNo}: {here.course} › {here.module}</p>
        {announce && <p className={styles.announce} role="status">Now in {announce}</p>}
        <h1 id="unit-title" className={styles.unitTitle} ref={titleRef} tabIndex={-1}>{here.unit.unit_name}</h1>
        <p className={styles.muted}>Unit {position} of {total} · {TYPE_LABEL[here.unit.unit_type]}{here.unit.duration_minutes ? ` · ${here.unit.duration_minutes} min` : ''}
          {saving ? ' · Saving progress…' : ''}{done ? ' · ✓ Completed' : ''}</p>
        {saveError && <p role="alert">Your progress could not be saved ({saveError}). It is saved again when you move on.</p>}
        <UnitBody unit={here.unit} quiz={{
          result: results[here.unit.unit_id], submitting, error: quizError,
          onSubmit: (answers) => page.send({ type: 'quiz.submit', unit_id: here.unit.unit_id, answers }),
        }} />
        <div className={styles.nav}>
          {canPrevious && previousUnit
            ? <Link className="button button--ghost" to={unitUrl(program.program_id, previousUnit.unit_id)} title={`Previous: ${previousUnit.unit_name}`}>← Previous</Link>
            : <button type="button" className="button button--ghost" disabled>← Previous</button>}
          {canNext && nextUnit
            ? <Link className="button" to={unitUrl(program.program_id, nextUnit.unit_id)} title={`Next: ${nextUnit.unit_name}`}>Next →</Link>
            : <button type="button" className="button" disabled={done || !canComplete} onClick={() => page.send({ type: 'unit.completed', unit_id: here.unit.unit_id })}>{done ? 'Program finished ✓' : 'Mark complete'}</button>}
        </div>
        {isQuiz && !done && <p className={styles.muted}>This quiz counts as completed once you pass it{canNext ? '; moving on does not complete it' : ''}.</p>}
        <p className={styles.keys}>Keyboard: <kbd>Alt</kbd>+<kbd>→</kbd> or <kbd>j</kbd> next · <kbd>Alt</kbd>+<kbd>←</kbd> or <kbd>k</kbd> previous
          {nextUnit ? <> · Up next: {nextUnit.unit_name}</> : <> · End of program</>}</p>
      </article>
    </div>
  );
}

function ProgramPage({ programId, urlUnitId }: { programId: number; urlUnitId: number | null }) {
  const userId = useAuth(selectUser)?.user_id ?? null;
  const [logic] = useState(() => programPageLogic(userId));
  const page = useScreenActor(logic, { input: { programId } });
  const loading = useSelector(page, selectIsLoading);
  const missing = useSelector(page, selectIsMissing);
  const loadError = useSelector(page, selectLoadError);
  const actionError = useSelector(page, selectActionError);
  const program = useSelector(page, selectProgram);
  const enrolled = useSelector(page, selectIsEnrolled);
  const enrolling = useSelector(page, selectIsEnrolling);
  const unenrolling = useSelector(page, selectIsUnenrolling);
  const progress = useSelector(page, selectProgress);
  const percent = useSelector(page, selectPercent);
  const resumeId = useSelector(page, selectResumeUnitId);
  const [confirming, setConfirming] = useState(false);
  const outline = useMemo(() => (program ? outlineOf(program) : []), [program]);

  if (loading) return <div className={styles.page}><p aria-busy="true">Loading program…</p></div>;
  if (missing) return <ProgramMissing />;
  if (loadError || !program) {
    return (
      <div className={styles.page}>
        <p role="alert">This program could not be loaded: {loadError}</p>
        <p className={styles.actions}><button type="button" className="button" onClick={() => page.send({ type: 'program.retry' })}>Try again</button><Link to="/lxp">Back to the catalogue</Link></p>
      </div>
    );
  }

  const known = (id: number | null) => id !== null && outline.some((u) => u.unit_id === id);
  if (urlUnitId !== null && enrolled && known(urlUnitId)) {
    return <div className={styles.page}><UnitPlayer page={page} program={program} outline={outline} urlUnitId={urlUnitId} /></div>;
  }

  const startId = known(resumeId) ? resumeId! : outline[0]?.unit_id ?? null;
  const totalMinutes = program.courses.flatMap((c) => c.modules.flatMap((m) => m.units)).reduce((n, u) => n + (u.duration_minutes ?? 0), 0);
  return (
    <div className={styles.page}>
      <p className={styles.crumbs}><Link to="/lxp">Learning Programs</Link> › {program.program_category}</p>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="program-title">
          {urlUnitId !== null && !known(urlUnitId) && (
            <div role="alert" className={styles.announce}>
              <p><strong>{LEARNING_MESSAGES.unitNotFound}</strong> Pick a unit from the program outline below.</p>
            </div>
          )}
          <header className={styles.head}>
            <h1 id="program-title">{program.program_name}</h1>
            <p className={styles.lead}>{program.program_description}</p>
            <p className={styles.muted}>{program.courses.length} courses · {program.courses.reduce((n, c) => n + c.modules.length, 0)} modules · {outline.length} units · about {Math.round(totalMinutes / 60 * 10) / 10} h</p>
          </header>
          {urlUnitId !== null && known(urlUnitId) && !enrolled && <p role="status" className={styles.announce}>Enrol to open the units of this program.</p>}
          {actionError && <p role="alert">{actionError}</p>}
          {enrolled && <ProgressBar percent={percent} label="Program progress" />}
          <div className={styles.actions}>
            {!enrolled && <button type="button" className="button" disabled={enrolling} onClick={() => page.send({ type: 'program.enrol' })}>{enrolling ? 'Enrolling…' : 'Enrol'}</button>}
            {enrolled && startId !== null && (
              <Link className="button" to={`/lxp/program/${program.program_id}/unit/${startId}`}>
                {known(resumeId) ? `Resume: ${outline.find((u) => u.unit_id === resumeId)?.unit_name}` : 'Start the first unit'}
              </Link>
            )}
            {enrolled && !confirming && <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>Unenrol</button>}
            {(enrolled || unenrolling) && confirming && (
              <>
                <span>Leave this program? Your progress is deleted.</span>
                <button type="button" className="button button--ghost" disabled={unenrolling} onClick={() => { page.send({ type: 'program.unenrol' }); setConfirming(false); }}>{unenrolling ? 'Leaving…' : 'Yes, unenrol'}</button>
                <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>Cancel</button>
              </>
            )}
            <SaveItemButton itemType="program" itemId={program.program_id} title={program.program_name} />
          </div>
          <h2 id="outline-title">Outline</h2>
          <Outline program={program} progress={progress} enrolled={enrolled} />
        </section>
        <LearnerPanel userId={userId} />
      </div>
    </div>
  );
}

function ProgramMissing() {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="missing-title">
        <h1 id="missing-title">{LEARNING_MESSAGES.programNotFound}</h1>
        <p className={styles.lead}>The link may be old, or the program was taken down.</p>
        <p className={styles.actions}><Link className="button" to="/lxp">Browse the catalogue</Link></p>
      </section>
    </div>
  );
}

/** /lxp/program/:program_id (outline, enrolment, progress) and …/unit/:unit_id (the unit player). */
export default function ProgramScreen() {
  const params = useParams();
  const programId = Number(params.program_id);
  const unitId = params.unit_id !== undefined && /^\d+$/.test(params.unit_id) ? Number(params.unit_id) : null;
  if (!Number.isInteger(programId) || programId <= 0 || programId > 2147483647) return <ProgramMissing />;
  return <ProgramPage key={programId} programId={programId} urlUnitId={unitId} />;
}
