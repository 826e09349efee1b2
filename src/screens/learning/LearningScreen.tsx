import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import dayjs from 'dayjs';
import type { ListMetadata, Program, ProgramEnrolled } from '../../../contracts';
import { readProgress } from '../../../contracts';
import { selectUser } from '../../../machines/auth';
import { myEnrolments, searchPrograms } from '../../api/learning';
import { useAuth } from '../../app/AppActorsContext';
import { loadPersistedState, updatePersistedState, type PersistedSlices } from '../../lib/persisted-state';
import { LearnerPanel } from './LearnerPanel';
import styles from './Learning.module.css';

const PAGE_SIZE = 4;
type Plan = PersistedSlices['plan'];

/** The 7P framework: each pillar with the program categories that build it. */
const PILLARS = [
  { key: 'purpose', title: 'Purpose', text: 'Why you, why this, why now.', categories: ['entrepreneurship'] },
  { key: 'problem', title: 'Problem', text: 'A problem worth solving, backed by evidence.', categories: ['entrepreneurship', 'product'] },
  { key: 'people', title: 'People', text: 'Co-founders, first hires and the rituals that keep them well.', categories: ['entrepreneurship'] },
  { key: 'product', title: 'Product', text: 'Customers, experiments and product-market fit.', categories: ['product'] },
  { key: 'proof', title: 'Proof', text: 'Retention, metrics and the numbers investors ask for.', categories: ['product', 'investment'] },
  { key: 'pitch', title: 'Pitch', text: 'Your story, the raise and the terms you will be offered.', categories: ['investment'] },
  { key: 'progress', title: 'Progress', text: 'Your own readiness journey, phase by phase.', categories: [] },
] as const;

function ProgramCard({ program, enrolment }: { program: Program; enrolment?: ProgramEnrolled }) {
  const progress = enrolment ? readProgress(enrolment.progress) : null;
  return (
    <li className={styles.program}>
      <div className={styles.meta}>
        <span className={styles.tag}>{program.program_category}</span>
        {enrolment && <span className={styles.enrolled}>Enrolled{progress?.completed_unit_ids.length ? ` · ${progress.completed_unit_ids.length} units done` : ''}</span>}
      </div>
      <h3><Link to={`/lxp/program/${program.program_id}`}>{program.program_name}</Link></h3>
      <p>{program.program_description}</p>
      {program.start_date && (
        <p className={styles.meta}>
          <time dateTime={program.start_date}>{dayjs(program.start_date).format('D MMM YYYY')}</time>
          {program.end_date && <> – <time dateTime={program.end_date}>{dayjs(program.end_date).format('D MMM YYYY')}</time></>}
        </p>
      )}
    </li>
  );
}

/** /lxp: the catalogue (searchPrograms) with search, categories, dates and pages; /7p: the same programs by 7P pillar. */
export default function LearningScreen() {
  const sevenP = useLocation().pathname.toLowerCase().startsWith('/7p');
  const userId = useAuth(selectUser)?.user_id ?? null;
  const [plan, setPlan] = useState<Plan>(() => loadPersistedState(userId).plan);
  const [draft, setDraft] = useState(plan.search);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ key: string; result: { data: Program[]; metadata: ListMetadata } | 'error' } | null>(null);
  const [all, setAll] = useState<Program[] | null>(null);
  const [enrolments, setEnrolments] = useState<ProgramEnrolled[]>([]);

  // Every category on offer (one list of all published programs), and the member's enrolments.
  useEffect(() => {
    let live = true;
    searchPrograms({ page: 1, limit: -1 }).then((r) => { if (live) setAll(r.data); }, () => {});
    myEnrolments().then((e) => { if (live) setEnrolments(e); }, () => {});
    return () => { live = false; };
  }, []);

  useEffect(() => {
    if (sevenP) return undefined;
    let live = true;
    const key = JSON.stringify([plan, page]);
    searchPrograms({
      page, limit: PAGE_SIZE, search: plan.search, categories: plan.categories,
      start_date_from: plan.start_date_from || undefined, start_date_to: plan.start_date_to || undefined,
    }).then((r) => { if (live) setAnswer({ key, result: r }); }, () => { if (live) setAnswer({ key, result: 'error' }); });
    return () => { live = false; };
  }, [plan, page, sevenP]);

  const changePlan = (next: Partial<Plan>) => {
    const merged = { ...plan, ...next };
    setPlan(merged);
    setPage(1);
    updatePersistedState(userId, { plan: merged });
  };
  const categories = useMemo(() => [...new Set((all ?? []).map((p) => p.program_category.toLowerCase()))].sort(), [all]);
  const byProgram = new Map(enrolments.map((e) => [e.program_id, e]));
  const onSearch = (e: FormEvent) => { e.preventDefault(); changePlan({ search: draft }); };

  if (sevenP) {
    return (
      <div className={styles.page}>
        <header className={styles.head}>
          <h1>7P Framework</h1>
          <p className={styles.lead}>Seven pillars of a founder’s readiness. Each one lists the programs that build it; Progress is your own journey.</p>
        </header>
        <ul className={styles.pillars}>
          {PILLARS.map((p, i) => (
            <li key={p.key} className={`${styles.card} ${styles.pillar}`}>
              <h2>{i + 1}. {p.title}</h2>
              <p className={styles.lead}>{p.text}</p>
              {p.key === 'progress'
                ? <Link to="/readiness-journey">Open your readiness journey →</Link>
                : (
                  <ul className={styles.units}>
                    {all === null && <li className={styles.muted} aria-busy="true">Loading programs…</li>}
                    {(all ?? []).filter((prog) => (p.categories as readonly string[]).includes(prog.program_category.toLowerCase())).map((prog) => (
                      <li key={prog.program_id}><Link to={`/lxp/program/${prog.program_id}`}>{prog.program_name}{byProgram.has(prog.program_id) && <span className={styles.enrolled}>Enrolled</span>}</Link></li>
                    ))}
                  </ul>
                )}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  // Until the answer to the current query arrives, the page shows "Searching…".
  const result = answer && answer.key === JSON.stringify([plan, page]) ? answer.result : null;
  const meta = result && result !== 'error' ? result.metadata : null;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Learning Programs</h1>
        <p className={styles.lead}>Programs, courses, modules and units from the summit community. Search, enrol, and pick up where you left off.</p>
      </header>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="catalogue-title">
          <h2 id="catalogue-title">Catalogue</h2>
          <form className={styles.filters} onSubmit={onSearch} role="search">
            <label>Search programs
              <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="e.g. fundraising" />
            </label>
            <label>Starts from
              <input type="date" value={plan.start_date_from} onChange={(e) => changePlan({ start_date_from: e.target.value })} />
            </label>
            <label>Starts until
              <input type="date" value={plan.start_date_to} onChange={(e) => changePlan({ start_date_to: e.target.value })} />
            </label>
            <button type="submit" className="visually-hidden">Search</button>
          </form>
          {categories.length > 0 && (
            <fieldset className={styles.chips}>
              <legend>Categories</legend>
              {categories.map((c) => {
                const on = plan.categories.includes(c);
                return (
                  <label key={c} className={`${styles.chip} ${on ? styles.chipOn : ''}`}>
                    <input type="checkbox" checked={on} onChange={() => changePlan({ categories: on ? plan.categories.filter((x) => x !== c) : [...plan.categories, c] })} />
                    {c}
                  </label>
                );
              })}
            </fieldset>
          )}
          <div aria-live="polite">
            {result === null && <p aria-busy="true" className={styles.muted}>Searching…</p>}
            {result === 'error' && <p role="alert">The catalogue could not be loaded. Check the dates and try again.</p>}
            {meta && <p className={styles.muted}>{meta.total === 1 ? '1 program' : `${meta.total} programs`}</p>}
          </div>
          {result && result !== 'error' && (
            result.data.length === 0
              ? <p>No programs match. Try fewer filters.</p>
              : <ul className={styles.results}>{result.data.map((p) => <ProgramCard key={p.program_id} program={p} enrolment={byProgram.get(p.program_id)} />)}</ul>
          )}
          {meta && meta.pages > 1 && (
            <nav className={styles.pager} aria-label="Catalogue pages">
              <button type="button" className={`button button--ghost ${styles.small}`} disabled={page <= 1} onClick={() => setPage(page - 1)}>← Previous page</button>
              <span className={styles.muted}>Page {meta.page} of {meta.pages}</span>
              <button type="button" className={`button button--ghost ${styles.small}`} disabled={page >= meta.pages} onClick={() => setPage(page + 1)}>Next page →</button>
            </nav>
          )}
        </section>
        <LearnerPanel userId={userId} />
      </div>
    </div>
  );
}
