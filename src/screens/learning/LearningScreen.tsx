import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'react-router';
import dayjs from 'dayjs';
import type { Program, ProgramEnrolled } from '../../../contracts';
import { readProgress } from '../../../contracts';
import { selectUser } from '../../../machines/auth';
import {
  selectCataloguePage, selectIsSearching, selectCatalogueFailed, selectMetadata, selectPlan, selectPrograms, selectSearchDraft,
} from '../../../machines/program-catalogue';
import { myEnrolments, searchPrograms } from '../../api/learning';
import { useAuth } from '../../app/AppActorsContext';
import { programCatalogueLogic } from '../../app/learning-logic';
import { SaveItemButton } from '../../app/SaveItemButton';
import { loadPersistedState } from '../../lib/persisted-state';
import { LearnerPanel } from './LearnerPanel';
import styles from './Learning.module.css';
import { useScreenActor } from '../../app/use-screen-actor';

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
      <div><SaveItemButton itemType="program" itemId={program.program_id} title={program.program_name} /></div>
      {program.start_date && (
        <p className={styles.meta}>
          <time dateTime={program.start_date}>{dayjs(program.start_date).format('D MMM YYYY')}</time>
          {program.end_date && <> – <time dateTime={program.end_date}>{dayjs(program.end_date).format('D MMM YYYY')}</time></>}
        </p>
      )}
    </li>
  );
}

/** The catalogue: the program-catalogue machine holds the plan, the page and the answer; this view shows them. */
function Catalogue({ userId, categories, byProgram }: { userId: number | null; categories: string[]; byProgram: Map<number, ProgramEnrolled> }) {
  const [logic] = useState(() => programCatalogueLogic(userId));
  const catalogue = useScreenActor(logic, { input: { plan: loadPersistedState(userId).plan } });
  const plan = useSelector(catalogue, selectPlan);
  const draft = useSelector(catalogue, selectSearchDraft);
  const page = useSelector(catalogue, selectCataloguePage);
  const searching = useSelector(catalogue, selectIsSearching);
  const failed = useSelector(catalogue, selectCatalogueFailed);
  const programs = useSelector(catalogue, selectPrograms);
  const meta = useSelector(catalogue, selectMetadata);
  const onSearch = (e: FormEvent) => { e.preventDefault(); catalogue.send({ type: 'catalogue.search' }); };

  return (
    <section className={styles.card} aria-labelledby="catalogue-title">
      <h2 id="catalogue-title">Catalogue</h2>
      <form className={styles.filters} onSubmit={onSearch} role="search">
        <label>Search programs
          <input type="search" value={draft} onChange={(e) => catalogue.send({ type: 'catalogue.type', search: e.target.value })} placeholder="e.g. fundraising" />
        </label>
        <label>Starts from
          <input type="date" value={plan.start_date_from} onChange={(e) => catalogue.send({ type: 'catalogue.dates', start_date_from: e.target.value })} />
        </label>
        <label>Starts until
          <input type="date" value={plan.start_date_to} onChange={(e) => catalogue.send({ type: 'catalogue.dates', start_date_to: e.target.value })} />
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
                <input type="checkbox" checked={on} onChange={() => catalogue.send({ type: 'catalogue.toggleCategory', category: c })} />
                {c}
              </label>
            );
          })}
        </fieldset>
      )}
      <div aria-live="polite">
        {searching && <p aria-busy="true" className={styles.muted}>Searching…</p>}
        {failed && <p role="alert">The catalogue could not be loaded. Check the dates and try again.</p>}
        {meta && <p className={styles.muted}>{meta.total === 1 ? '1 program' : `${meta.total} programs`}</p>}
      </div>
      {programs && (
        programs.length === 0
          ? <p>No programs match. Try fewer filters.</p>
          : <ul className={styles.results}>{programs.map((p) => <ProgramCard key={p.program_id} program={p} enrolment={byProgram.get(p.program_id)} />)}</ul>
      )}
      {meta && meta.pages > 1 && (
        <nav className={styles.pager} aria-label="Catalogue pages">
          <button type="button" className={`button button--ghost ${styles.small}`} disabled={page <= 1} onClick={() => catalogue.send({ type: 'catalogue.page', page: page - 1 })}>← Previous page</button>
          <span className={styles.muted}>Page {meta.page} of {meta.pages}</span>
          <button type="button" className={`button button--ghost ${styles.small}`} disabled={page >= meta.pages} onClick={() => catalogue.send({ type: 'catalogue.page', page: page + 1 })}>Next page →</button>
        </nav>
      )}
    </section>
  );
}

/** /lxp: the catalogue (searchPrograms) with search, categories, dates and pages; /7p: the same programs by 7P pillar. */
export default function LearningScreen() {
  const sevenP = useLocation().pathname.toLowerCase().startsWith('/7p');
  const userId = useAuth(selectUser)?.user_id ?? null;
  const [all, setAll] = useState<Program[] | null>(null);
  const [enrolments, setEnrolments] = useState<ProgramEnrolled[]>([]);

  // Every category on offer (one list of all published programs), and the member's enrolments.
  useEffect(() => {
    let live = true;
    searchPrograms({ page: 1, limit: -1 }).then((r) => { if (live) setAll(r.data); }, () => {});
    myEnrolments().then((e) => { if (live) setEnrolments(e); }, () => {});
    return () => { live = false; };
  }, []);

  const categories = useMemo(() => [...new Set((all ?? []).map((p) => p.program_category.toLowerCase()))].sort(), [all]);
  const byProgram = new Map(enrolments.map((e) => [e.program_id, e]));

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

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Learning Programs</h1>
        <p className={styles.lead}>Programs, courses, modules and units from the summit community. Search, enrol, and pick up where you left off.</p>
      </header>
      <div className={styles.layout}>
        <Catalogue userId={userId} categories={categories} byProgram={byProgram} />
        <LearnerPanel userId={userId} />
      </div>
    </div>
  );
}
