// /india-map, /ecosystem-map and /ecosystem-hub (issue 15; docs/decisions/0048-ecosystem-maps.md):
// one screen. The map of India coloured by the counts of the chosen categories (or the same
// numbers as a table), a legend, and the chosen state's organisations and members; the hub adds
// the organisation directory. /india-map starts with startups, the others with every category.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  ECOSYSTEM_MEASURE_LABELS, ECOSYSTEM_MEASURES, INDIA_REGIONS, indiaRegion, ORGANIZATION_CATEGORIES, ORGANIZATION_CATEGORY_LABELS,
  memberLink, organizationLink,
  type EcosystemMeasure, type OrganizationCategory,
} from '../../../contracts';
import {
  bandIndex, colourBands, countsText, detailFor, measureOf, regionCounts, totalsOf,
  selectCategories, selectDetail, selectLastCategory, selectDetailError, selectError, selectIsLoading, selectIsRegionLoading, selectMeasure, selectOverview,
  selectRegionId, selectView, type EcosystemMapInput, type RegionCounts,
} from '../../../machines/ecosystem-map';
import { useScreenActor } from '../../app/use-screen-actor';
import { EcosystemDirectory } from './EcosystemDirectory';
import { ecosystemMapLogic } from './ecosystem.actors';
import { IndiaMap } from './IndiaMap';
import styles from './Ecosystem.module.css';

type Variant = 'india' | 'ecosystem' | 'hub';

const PAGES: Record<Variant, { title: string; lead: string; categories: OrganizationCategory[] }> = {
  india: {
    title: 'India Map',
    lead: 'Where the community’s startups are, state by state. Tick more categories to add investors, businesses, government, educators and experts.',
    categories: ['startups'],
  },
  ecosystem: {
    title: 'Ecosystem Map',
    lead: 'Startups, investors, businesses, government, educators and experts across India’s states and union territories.',
    categories: [...ORGANIZATION_CATEGORIES],
  },
  hub: {
    title: 'Ecosystem Hub',
    lead: 'The whole ecosystem in one place: the map of who is where, and the directory of its organisations.',
    categories: [...ORGANIZATION_CATEGORIES],
  },
};

/** What the colours count, in words (the legend's title and the map's name). */
const MEASURE_TEXT: Record<EcosystemMeasure, string> = {
  total: 'Organisations and members', startups: 'Startups', organizations: 'Other organisations', members: 'Members',
};

const variantOf = (pathname: string): Variant => {
  const p = pathname.toLowerCase();
  if (p.startsWith('/ecosystem-hub')) return 'hub';
  if (p.startsWith('/ecosystem-map')) return 'ecosystem';
  return 'india';
};

/** Narrow screens start with the table: the map's small territories are too small to tap there. */
const startView = (): 'map' | 'table' => (typeof window !== 'undefined' && window.matchMedia?.('(max-width: 600px)').matches ? 'table' : 'map');

export default function EcosystemScreen() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const variant = variantOf(pathname);
  const state = params.get('state')?.toLowerCase() ?? null;
  // A new page is a new actor (key): nothing of the last one lingers.
  return <EcosystemPage key={`${variant}:${state ?? ''}`} variant={variant} initialRegion={state} />;
}

function EcosystemPage({ variant, initialRegion }: { variant: Variant; initialRegion: string | null }) {
  const page = PAGES[variant];
  const input: EcosystemMapInput = { categories: page.categories, regionId: initialRegion, view: startView() };
  const actor = useScreenActor(ecosystemMapLogic, { input });
  const loading = useSelector(actor, selectIsLoading);
  const error = useSelector(actor, selectError);
  const overview = useSelector(actor, selectOverview);
  const categories = useSelector(actor, selectCategories);
  const lastCategory = useSelector(actor, selectLastCategory);
  const measure = useSelector(actor, selectMeasure);
  const view = useSelector(actor, selectView);
  const regionId = useSelector(actor, selectRegionId);
  const regionLoading = useSelector(actor, selectIsRegionLoading);
  const rawDetail = useSelector(actor, selectDetail);
  const detailError = useSelector(actor, selectDetailError);

  const counts = useMemo(() => regionCounts(overview, categories), [overview, categories]);
  const totals = useMemo(() => totalsOf(counts), [counts]);
  const bands = useMemo(() => colourBands(Math.max(0, ...[...counts.values()].map((c) => measureOf(c, measure)))), [counts, measure]);
  const detail = useMemo(() => detailFor(rawDetail, categories), [rawDetail, categories]);
  const select = (id: string) => actor.send({ type: 'ecosystem.selectRegion', regionId: id });
  const chosen = regionId ? indiaRegion(regionId) : undefined;
  const categoryText = categories.length === ORGANIZATION_CATEGORIES.length ? 'all categories' : categories.map((c) => ORGANIZATION_CATEGORY_LABELS[c]).join(', ');

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{page.title}</h1>
        <p className={styles.lead}>{page.lead}</p>
        <nav aria-label="Ecosystem views" className={styles.views}>
          <Link to="/india-map" aria-current={variant === 'india' ? 'page' : undefined}>India Map</Link>
          <Link to="/ecosystem-map" aria-current={variant === 'ecosystem' ? 'page' : undefined}>Ecosystem Map</Link>
          <Link to="/ecosystem-hub" aria-current={variant === 'hub' ? 'page' : undefined}>Ecosystem Hub</Link>
        </nav>
      </header>

      {error && (
        <div role="alert" className={styles.problem}>
          <p>Could not load the map: {error}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'ecosystem.retry' })}>Try again</button>
        </div>
      )}
      {loading && <p role="status" className={styles.muted}>Loading the map…</p>}

      {overview && (
        <>
          <form className={styles.controls} onSubmit={(e) => e.preventDefault()} aria-label="Map filters">
            <fieldset className={styles.categories}>
              <legend>Categories</legend>
              {ORGANIZATION_CATEGORIES.map((c) => (
                <label key={c} className={styles.check}>
                  <input type="checkbox" checked={categories.includes(c)} disabled={c === lastCategory} aria-describedby={c === lastCategory ? 'ecosystem-one-category' : undefined}
                    onChange={() => actor.send({ type: 'ecosystem.toggleCategory', category: c })} />
                  {ORGANIZATION_CATEGORY_LABELS[c]}
                </label>
              ))}
              {categories.length < ORGANIZATION_CATEGORIES.length && (
                <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'ecosystem.allCategories' })}>All categories</button>
              )}
              {lastCategory && <p id="ecosystem-one-category" className={`${styles.muted} ${styles.categoryHint}`}>One category always stays ticked: tick another to change it.</p>}
            </fieldset>
            <label className={styles.measure}>
              Colour by
              <select value={measure} onChange={(e) => actor.send({ type: 'ecosystem.setMeasure', measure: e.target.value as EcosystemMeasure })}>
                {ECOSYSTEM_MEASURES.map((m) => <option key={m} value={m}>{ECOSYSTEM_MEASURE_LABELS[m]}</option>)}
              </select>
            </label>
            <div role="group" aria-label="Show as" className={styles.toggle}>
              <button type="button" aria-pressed={view === 'map'} onClick={() => actor.send({ type: 'ecosystem.setView', view: 'map' })}>Map</button>
              <button type="button" aria-pressed={view === 'table'} onClick={() => actor.send({ type: 'ecosystem.setView', view: 'table' })}>Table</button>
            </div>
          </form>

          <div className={styles.layout}>
            <div className={styles.figure}>
              {view === 'map' ? (
                <>
                  <div className={styles.legend}>
                    <p className={styles.legendTitle} id="ecosystem-legend">{MEASURE_TEXT[measure]} per state</p>
                    <ul aria-labelledby="ecosystem-legend">
                      {bands.map((b, i) => (
                        <li key={b.label}><span className={`${styles.swatch} ${styles[`band${i}`] ?? ''}`} aria-hidden="true" />{b.label}</li>
                      ))}
                    </ul>
                  </div>
                  <IndiaMap
                    title={`Map of India: ${MEASURE_TEXT[measure].toLowerCase()} per state (${categoryText}). Choose a state to list its organisations and members.`}
                    onSelect={select}
                    regions={INDIA_REGIONS.map((r) => {
                      const c = counts.get(r.id) as RegionCounts;
                      return { id: r.id, label: `${r.name}: ${countsText(c)}`, band: bandIndex(measureOf(c, measure), bands), selected: r.id === regionId };
                    })}
                  />
                  <p className={styles.credit}>
                    Map outlines: <a href="https://github.com/VictorCazanave/svg-maps" rel="noreferrer">@svg-maps/india</a> after MapSVG, <a href="https://creativecommons.org/licenses/by/4.0/" rel="noreferrer">CC BY 4.0</a>.
                    The outlines predate 2019: Ladakh is the dot inside Jammu and Kashmir, and Dadra and Nagar Haveli and Daman and Diu are drawn as their two parts.
                  </p>
                </>
              ) : (
                <RegionTable counts={counts} totals={totals} regionId={regionId} onSelect={select} caption={`Startups, other organisations and members by state (${categoryText})`} />
              )}
              {(overview.unplaced.organizations > 0 || overview.unplaced.members > 0) && (
                <p className={styles.muted}>Not on the map: {overview.unplaced.organizations} organisations and {overview.unplaced.members} members without an Indian state.</p>
              )}
            </div>

            <section className={styles.panel} aria-labelledby="ecosystem-panel-title" aria-busy={regionLoading}>
              {!chosen && (
                <>
                  <h2 id="ecosystem-panel-title">All of India</h2>
                  <p className={styles.counts}>{countsText(totals)}</p>
                  <p className={styles.muted}>Choose a state to see its organisations and members{view === 'map' ? ' — click it, or Tab to it and press Enter' : ''}.</p>
                </>
              )}
              {chosen && (
                <>
                  <div className={styles.panelHead}>
                    <h2 id="ecosystem-panel-title">{chosen.name}</h2>
                    <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'ecosystem.clearRegion' })}>Close</button>
                  </div>
                  <p className={styles.counts}>{countsText(counts.get(chosen.id) as RegionCounts)}</p>
                  {regionLoading && <p role="status" className={styles.muted}>Loading {chosen.name}…</p>}
                  {detailError && (
                    <div role="alert" className={styles.problem}>
                      <p>Could not load {chosen.name}: {detailError}</p>
                      <button type="button" className="button" onClick={() => actor.send({ type: 'ecosystem.retryRegion' })}>Try again</button>
                    </div>
                  )}
                  {detail && <RegionLists detail={detail} />}
                </>
              )}
              <p className="visually-hidden" aria-live="polite">
                {detail && chosen ? `${chosen.name}: ${detail.organizations.length} organisations and ${detail.members.length} members listed.` : ''}
              </p>
            </section>
          </div>
        </>
      )}

      {variant === 'hub' && <EcosystemDirectory />}
    </div>
  );
}

function RegionTable({ counts, totals, regionId, onSelect, caption }: {
  counts: Map<string, RegionCounts>; totals: RegionCounts; regionId: string | null; onSelect: (id: string) => void; caption: string;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr><th scope="col">State or union territory</th><th scope="col">Startups</th><th scope="col">Other organisations</th><th scope="col">Members</th><th scope="col">Total</th></tr>
        </thead>
        <tbody>
          {INDIA_REGIONS.map((r) => {
            const c = counts.get(r.id) as RegionCounts;
            return (
              <tr key={r.id} data-region={r.id} className={r.id === regionId ? styles.rowSelected : undefined}>
                <th scope="row">
                  <button type="button" className={styles.rowButton} aria-pressed={r.id === regionId} onClick={() => onSelect(r.id)}>{r.name}</button>
                </th>
                <td>{c.startups}</td><td>{c.organizations}</td><td>{c.members}</td><td>{c.total}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr><th scope="row">All of India</th><td>{totals.startups}</td><td>{totals.organizations}</td><td>{totals.members}</td><td>{totals.total}</td></tr>
        </tfoot>
      </table>
    </div>
  );
}

function RegionLists({ detail }: { detail: NonNullable<ReturnType<typeof detailFor>> }) {
  return (
    <>
      <h3 className={styles.listTitle}>Organisations ({detail.organizations.length})</h3>
      {detail.organizations.length === 0 ? <p className={styles.muted}>No organisations of these categories here yet.</p> : (
        <ul className={styles.list} aria-label="Organisations">
          {detail.organizations.map((o) => (
            <li key={o.organization_id}>
              <Link to={organizationLink(o.organization_id)}>{o.name}</Link>
              <span className={styles.sub}>{ORGANIZATION_CATEGORY_LABELS[o.category]}{o.city ? ` · ${o.city}` : ''}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.listTitle}>Members ({detail.members.length})</h3>
      {detail.members.length === 0 ? <p className={styles.muted}>No members of these communities here yet.</p> : (
        <ul className={styles.list} aria-label="Members">
          {detail.members.map((m) => (
            <li key={m.user_id}>
              <Link to={memberLink(m.username)}>{`${m.first_name} ${m.last_name}`.trim() || m.username}</Link>
              {m.headline && <span className={styles.sub}>{m.headline}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
