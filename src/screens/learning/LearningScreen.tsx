import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation, useNavigate } from 'react-router';
import dayjs from 'dayjs';
import type { Program, ProgramEnrolled } from '../../../contracts';
import { readProgress } from '../../../contracts';
import { selectUser } from '../../../machines/auth';
import { selectCategories, selectEnrolments, selectOverviewFailed, selectOverviewPrograms } from '../../../machines/learning-overview';
import {
  hasFilters, planFromSearch, searchOfPlan, selectCatalogueError, selectCatalogueFailed, selectIsSearching, selectMetadata, selectPrograms,
  withCategoryToggled, withDates, withPage, withSearch, EMPTY_PLAN, type CataloguePlan,
} from '../../../machines/program-catalogue';
import { useAuth } from '../../app/AppActorsContext';
import { SaveItemButton } from '../../app/SaveItemButton';
import { useScreenActor } from '../../app/use-screen-actor';
import { LearnerPanel } from './LearnerPanel';
import { learningOverviewLogic, programCatalogueLogic } from './learning.actors';
import styles from './Learning.module.css';

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

/** One plan's answer: started anew for each address (the address is the catalogue's only source of filters). */
function CatalogueResults({ plan, byProgram, onPage, onClear }: { plan: CataloguePlan; byProgram: Map<number, ProgramEnrolled>; onPage: (page: number) => void; onClear: () => void }) {
  const catalogue = useScreenActor(programCatalogueLogic, { input: { plan } });
  const searching = useSelector(catalogue, selectIsSearching);
  const failed = useSelector(catalogue, selectCatalogueFailed);
  const error = useSelector(catalogue, selectCatalogueError);
  const programs = useSelector(catalogue, selectPrograms);
  const meta = useSelector(catalogue, selectMetadata);
  return (
    <>
      <div aria-live="polite">
        {searching && <p aria-busy="true" className={styles.muted}>Searching…</p>}
        {failed && (
          <p role="alert">The catalogue could not be loaded ({error}). <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => catalogue.send({ type: 'catalogue.retry' })}>Try again</button></p>
        )}
        {meta && <p className={styles.muted}>{meta.total === 1 ? '1 program' : `${meta.total} programs`}</p>}
      </div>
      {programs && (
        programs.length === 0
          ? <p>No programs match. {hasFilters(plan) && <button type="button" className={`button button--ghost ${styles.small}`} onClick={onClear}>Clear filters</button>}</p>
          : <ul className={styles.results}>{programs.map((p) => <ProgramCard key={p.program_id} program={p} enrolment={byProgram.get(p.program_id)} />)}</ul>
      )}
      {meta && meta.pages > 1 && (
        <nav className={styles.pager} aria-label="Catalogue pages">
          <button type="button" className={`button button--ghost ${styles.small}`} disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>← Previous page</button>
          <span className={styles.muted}>Page {meta.page} of {meta.pages}</span>
          <button type="button" className={`button button--ghost ${styles.small}`} disabled={meta.page >= meta.pages} onClick={() => onPage(meta.page + 1)}>Next page →</button>
        </nav>
      )}
    </>
  );
}

/** The catalogue: its filters are the address's query (shareable; Back steps through them). */
function Catalogue({ categories, byProgram }: { categories: string[]; byProgram: Map<number, ProgramEnrolled> }) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const plan = planFromSearch(search);
  const key = searchOfPlan(plan);
  const go = (next: CataloguePlan) => navigate(`${pathname}${searchOfPlan(next)}`);
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go(withSearch(plan, String(new FormData(e.currentTarget).get('q') ?? '')));
  };

  return (
    <section className={styles.card} aria-labelledby="catalogue-title">
      <h2 id="catalogue-title">Catalogue</h2>
      <form className={styles.filters} onSubmit={onSearch} role="search">
        <label>Search programs
          {/* A new address (Back, Clear filters) puts its own text in the box. */}
          <input key={plan.search} type="search" name="q" defaultValue={plan.search} placeholder="e.g. fundraising" />
        </label>
        <label>Starts from
          <input type="date" value={plan.start_date_from} onChange={(e) => go(withDates(plan, { start_date_from: e.target.value }))} />
        </label>
        <label>Starts until
          <input type="date" value={plan.start_date_to} onChange={(e) => go(withDates(plan, { start_date_to: e.target.value }))} />
        </label>
        <div className={styles.filterActions}>
          <button type="submit" className="button">Search</button>
          {hasFilters(plan) && <button type="button" className="button button--ghost" onClick={() => go(EMPTY_PLAN)}>Clear filters</button>}
        </div>
      </form>
      {categories.length > 0 && (
        <fieldset className={styles.chips}>
          <legend>Categories</legend>
          {categories.map((c) => {
            const on = plan.categories.includes(c);
            return (
              <label key={c} className={`${styles.chip} ${on ? styles.chipOn : ''}`}>
                <input type="checkbox" checked={on} onChange={() => go(withCategoryToggled(plan, c))} />
                {c}
              </label>
            );
          })}
        </fieldset>
      )}
      <CatalogueResults key={key} plan={plan} byProgram={byProgram} onPage={(page) => go(withPage(plan, page))} onClear={() => go(EMPTY_PLAN)} />
    </section>
  );
}

/** /lxp: the catalogue (searchPrograms) with search, categories, dates and pages; /7p: the same programs by 7P pillar. */
export default function LearningScreen() {
  const sevenP = useLocation().pathname.toLowerCase().startsWith('/7p');
  const userId = useAuth(selectUser)?.user_id ?? null;
  const [overviewLogic] = useState(() => learningOverviewLogic(userId));
  const overview = useScreenActor(overviewLogic);
  const all = useSelector(overview, selectOverviewPrograms);
  const categories = useSelector(overview, selectCategories, (a, b) => a.join() === b.join());
  const enrolments = useSelector(overview, selectEnrolments);
  const overviewFailed = useSelector(overview, selectOverviewFailed);
  const byProgram = new Map(enrolments.map((e) => [e.program_id, e]));
  const retry = overviewFailed && (
    <p role="alert">Your programs could not be loaded. <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => overview.send({ type: 'overview.retry' })}>Try again</button></p>
  );

  if (sevenP) {
    return (
      <div className={styles.page}>
        <header className={styles.head}>
          <h1>7P Framework</h1>
          <p className={styles.lead}>Seven pillars of a founder’s readiness. Each one lists the programs that build it; Progress is your own journey.</p>
        </header>
        {retry}
        <ul className={styles.pillars}>
          {PILLARS.map((p, i) => (
            <li key={p.key} className={`${styles.card} ${styles.pillar}`}>
              <h2>{i + 1}. {p.title}</h2>
              <p className={styles.lead}>{p.text}</p>
              {p.key === 'progress'
                ? <Link to="/readiness-journey">Open your readiness journey →</Link>
                : (
                  <ul className={styles.units}>
                    {all === null && !overviewFailed && <li className={styles.muted} aria-busy="true">Loading programs…</li>}
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
      {retry}
      <div className={styles.layout}>
        <Catalogue categories={categories} byProgram={byProgram} />
        <LearnerPanel userId={userId} />
      </div>
    </div>
  );
}
