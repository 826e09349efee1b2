import { useEffect, useState } from 'react';
import type { LearnerProfile, LearnerStatistics } from '../../../contracts';
import { learnerProfile, learnerStatistics } from '../../api/learning';
import { StatChart, type ChartSeries } from '../../components/StatChart/StatChart';
import { loadPersistedState, updatePersistedState } from '../../lib/persisted-state';
import styles from './Learning.module.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const periodLabel = (p: string) => (/^\d{4}-\d{2}$/.test(p) ? `${MONTHS[Number(p.slice(5)) - 1]} ’${p.slice(2, 4)}` : p);

/** Top-level statistics (no parent) as chart series, in time order. */
function seriesOf(stats: LearnerStatistics, topLevelOnly: boolean): ChartSeries[] {
  return stats.stats.filter((s) => !topLevelOnly || s.parent_stat_id === null).map((s) => ({
    name: s.stat_name,
    points: stats.scores.filter((sc) => sc.stat_id === s.stat_id).map((sc) => ({ label: periodLabel(sc.time_period), value: sc.score_value })),
  })).filter((s) => s.points.length > 0);
}

/** The learner's statistics chart, assessment metadata and study details (GET /api/learning/statistics, /me). */
export function LearnerPanel({ userId }: { userId: number | null }) {
  const [stats, setStats] = useState<LearnerStatistics | null | 'error'>(null);
  // The persisted snapshot (SPEC §4 assessment, userStudy) shows at once; the server answer replaces it.
  const [profile, setProfile] = useState<LearnerProfile | null>(() => {
    const saved = loadPersistedState(userId);
    return saved.assessment.length > 0 || saved.userStudy ? { assessments: saved.assessment, study: saved.userStudy } : null;
  });
  const [showAll, setShowAll] = useState(false);

  useEffect(() => {
    let live = true;
    learnerStatistics().then((s) => { if (live) setStats(s); }, () => { if (live) setStats('error'); });
    learnerProfile().then((p) => {
      if (!live) return;
      setProfile(p);
      updatePersistedState(userId, { assessment: p.assessments, userStudy: p.study });
    }, () => {});
    return () => { live = false; };
  }, [userId]);

  const unit = stats && stats !== 'error' ? stats.scores[0]?.score_unit ?? '' : '';
  return (
    <aside className={styles.side} aria-label="My learning">
      <section className={styles.card} aria-labelledby="stats-title">
        <h2 id="stats-title">My progress over time</h2>
        {stats === null && <p aria-busy="true" className={styles.muted}>Loading statistics…</p>}
        {stats === 'error' && <p role="alert">Your statistics could not be loaded.</p>}
        {stats && stats !== 'error' && (
          <>
            <StatChart title="Scores by month" series={seriesOf(stats, !showAll)} unit={unit} max={unit === '%' ? 100 : undefined} />
            {stats.stats.some((s) => s.parent_stat_id !== null) && (
              <label className={styles.muted}>
                <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} /> Show detailed statistics
              </label>
            )}
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="study-title">
        <h2 id="study-title">Study and assessments</h2>
        {profile?.study ? (
          <dl className={styles.facts}>
            <dt>Studying</dt>
            <dd>{profile.study.current_year_of_study ? `Year ${profile.study.current_year_of_study.study_year}, ${profile.study.current_year_of_study.study_type}` : '—'}</dd>
            {profile.study.field_of_study && <><dt>Field</dt><dd>{profile.study.field_of_study}</dd></>}
            {profile.study.institute_name && <><dt>Institute</dt><dd>{profile.study.institute_name}</dd></>}
          </dl>
        ) : <p className={styles.muted}>No study details yet.</p>}
        {profile && profile.assessments.length > 0 && (
          <ul className={styles.assessments} aria-label="Assessments">
            {profile.assessments.map((a) => (
              <li key={a.assessment_id}>
                <span>{a.assessment_name}<br /><span className={styles.muted}>{a.response_for_type} · {a.institute_name ?? '—'}</span></span>
                {a.is_completed ? <span className={styles.done}>✓ Completed</span> : <span className={styles.open}>In progress</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
