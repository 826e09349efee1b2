// The map of India by state (docs/decisions/0048-ecosystem-maps.md): outlines from @svg-maps/india
// (CC BY 4.0, drawn from the package's data, no tiles, works offline), one focusable button per
// state or union territory named with its counts; Enter or Space chooses it as a click does.
// Tiny territories get a dot so a finger can hit them; Ladakh, inside Jammu and Kashmir's outline
// in the package, is a dot of its own.
import india from '@svg-maps/india';
import { useState, type KeyboardEvent } from 'react';
import { INDIA_REGIONS } from '../../../contracts';
import styles from './Ecosystem.module.css';

const pathOf = new Map(india.locations.map((l) => [l.id, l.path]));

/** Dots (viewBox units) for territories too small to click or see at phone size. */
const DOTS: Record<string, [number, number][]> = {
  ch: [[179, 160]],
  dl: [[186, 210]],
  dh: [[102, 405], [54, 391]],
  py: [[243, 597]],
  ld: [[98, 627]],
  la: [[212, 60]],
};

export interface MapRegion { id: string; label: string; band: number; selected: boolean }

export function IndiaMap({ regions, onSelect, title }: { regions: MapRegion[]; onSelect: (regionId: string) => void; title: string }) {
  const byId = new Map(regions.map((r) => [r.id, r]));
  // Which state has keyboard focus: its outline is drawn again on top, so neighbours never hide it.
  const [focused, setFocused] = useState<string | null>(null);
  const selected = regions.find((r) => r.selected)?.id ?? null;
  const outline = (id: string | null, className: string | undefined) => {
    const region = id ? INDIA_REGIONS.find((r) => r.id === id) : undefined;
    if (!region) return null;
    return (
      <g className={className} aria-hidden="true">
        {region.map_ids.map((m) => <path key={m} d={pathOf.get(m)} />)}
        {(DOTS[region.id] ?? []).map(([cx, cy]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={region.id === 'la' ? 7 : 5} />)}
      </g>
    );
  };
  const onKey = (id: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(id);
    }
  };
  return (
    <svg className={styles.map} viewBox={india.viewBox} role="group" aria-label={title}>
      {INDIA_REGIONS.map((region) => {
        const r = byId.get(region.id);
        if (!r) return null;
        return (
          <g
            key={region.id}
            role="button"
            tabIndex={0}
            aria-label={r.label}
            aria-pressed={r.selected}
            data-region={region.id}
            className={`${styles.region} ${styles[`band${r.band}`] ?? ''}`}
            onClick={() => onSelect(region.id)}
            onKeyDown={onKey(region.id)}
            onFocus={() => setFocused(region.id)}
            onBlur={() => setFocused((f) => (f === region.id ? null : f))}
          >
            <title>{r.label}</title>
            {region.map_ids.map((id) => <path key={id} d={pathOf.get(id)} />)}
            {(DOTS[region.id] ?? []).map(([cx, cy]) => <circle key={`${cx}-${cy}`} className={styles.dot} cx={cx} cy={cy} r={region.id === 'la' ? 7 : 5} />)}
          </g>
        );
      })}
      {outline(selected, styles.selectedOutline)}
      {outline(focused, styles.focusOutline)}
    </svg>
  );
}
