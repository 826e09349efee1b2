import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { LearnerStatistics } from '../../../contracts';
import {
  selectLearnerProfile, selectRecordsFailed, selectRecordsLoading, selectShowAllStats, selectStatistics,
} from '../../../machines/learner-records';
import { StatChart, type ChartSeries } from '../../components/StatChart/StatChart';
import { useScreenActor } from '../../app/use-screen-actor';
import { learnerRecordsLogic, savedRecords } from './learning.actors';
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

/** The learner's statistics chart (quiz scores among them), assessments (quizzes taken) and study details. */
export function LearnerPanel({ userId }: { userId: number | null }) {
  const [logic] = useState(() => learnerRecordsLogic(userId));
  const records = useScreenActor(logic, { input: { saved: savedRecords(userId) } });
  const stats = useSelector(records, selectStatistics);
  const profile = useSelector(records, selectLearnerProfile);
  const loading = useSelector(records, selectRecordsLoading);
  const failed = useSelector(records, selectRecordsFailed);
  const showAll = useSelector(records, selectShowAllStats);

  const unit = stats?.scores[0]?.score_unit ?? '';
  return (
    <aside className={styles.side} aria-label="My learning">
      <section className={styles.card} aria-labelledby="stats-title">
        <h2 id="stats-title">My progress over time</h2>
        {loading && <p aria-busy="true" className={styles.muted}>Loading statistics…</p>}
        {failed && <p role="alert">Your statistics could not be loaded. <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => records.send({ type: 'records.retry' })}>Try again</button></p>}
        {stats && stats.scores.length === 0 && <p className={styles.muted}>No scores yet: answer a quiz in a program and your score shows here.</p>}
        {stats && stats.scores.length > 0 && (
          <>
            <StatChart title="Scores by month" series={seriesOf(stats, !showAll)} unit={unit} max={unit === '%' ? 100 : undefined} />
            {stats.stats.some((s) => s.parent_stat_id !== null) && (
              <label className={styles.muted}>
                <input type="checkbox" checked={showAll} onChange={(e) => records.send({ type: 'records.showAll', on: e.target.checked })} /> Show detailed statistics
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
                <span>
                  {a.link ? <Link to={a.link}>{a.assessment_name}</Link> : a.assessment_name}<br />
                  <span className={styles.muted}>{a.response_for_type} · {a.institute_name ?? '—'}{a.score_percent != null ? ` · ${a.score_percent} %` : ''}</span>
                </span>
                {a.is_completed ? <span className={styles.done}>✓ {a.response_for_type === 'Quiz' ? 'Passed' : 'Completed'}</span>
                  : <span className={styles.open}>{a.response_for_type === 'Quiz' ? 'Not passed yet' : 'In progress'}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
