import { useId } from 'react';
import styles from './StatChart.module.css';

export interface ChartSeries {
  name: string;
  points: { label: string; value: number }[];
}

export interface StatChartProps {
  title: string;
  description?: string;
  series: ChartSeries[];
  /** Unit of every value, e.g. '%'. */
  unit: string;
  /** Top of the value axis (default: the largest value rounded up to 10). */
  max?: number;
}

const COLORS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)', 'var(--chart-5)'];
const W = 340;
const H = 200;
const PAD = { top: 12, right: 22, bottom: 26, left: 38 };

/** A line chart of scores over time (SVG), titled for assistive technology, with the same numbers as a table. */
export function StatChart({ title, description, series, unit, max }: StatChartProps) {
  const id = useId();
  const labels = [...new Set(series.flatMap((s) => s.points.map((p) => p.label)))];
  const top = max ?? Math.max(10, Math.ceil(Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.value))) / 10) * 10);
  const x = (i: number) => PAD.left + (labels.length <= 1 ? 0 : (i / (labels.length - 1)) * (W - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + (1 - v / top) * (H - PAD.top - PAD.bottom);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(top * f));

  if (series.length === 0 || labels.length === 0) return <p className={styles.empty}>No scores yet.</p>;

  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className={styles.svg}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description ?? `${series.map((s) => `${s.name}: ${s.points.map((p) => `${p.label} ${p.value}${unit}`).join(', ')}`).join('; ')}`}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className={styles.axis}>{t}{unit}</text>
          </g>
        ))}
        {labels.map((l, i) => <text key={l} x={x(i)} y={H - 6} textAnchor="middle" className={styles.axis}>{l}</text>)}
        {series.map((s, si) => {
          const pts = s.points.map((p) => [x(labels.indexOf(p.label)), y(p.value)] as const);
          return (
            <g key={s.name} style={{ color: COLORS[si % COLORS.length] }}>
              <polyline points={pts.map(([a, b]) => `${a},${b}`).join(' ')} className={styles.line} />
              {pts.map(([a, b], i) => <circle key={s.points[i]!.label} cx={a} cy={b} r={3} className={styles.dot} />)}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend} aria-label="Legend">
          {series.map((s, si) => (
            <li key={s.name}><span className={styles.swatch} style={{ background: COLORS[si % COLORS.length] }} aria-hidden="true" />{s.name}
              <strong> {s.points.at(-1)?.value}{unit}</strong></li>
          ))}
        </ul>
        <details className={styles.table}>
          <summary>Show the numbers as a table</summary>
          <div className={styles.scroll}>
            <table>
              <caption className="visually-hidden">{title}</caption>
              <thead><tr><th scope="col">Statistic</th>{labels.map((l) => <th key={l} scope="col">{l}</th>)}</tr></thead>
              <tbody>
                {series.map((s) => (
                  <tr key={s.name}>
                    <th scope="row">{s.name}</th>
                    {labels.map((l) => { const p = s.points.find((q) => q.label === l); return <td key={l}>{p ? `${p.value}${unit}` : '—'}</td>; })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
