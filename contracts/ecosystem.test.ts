import india from '@svg-maps/india';
import { describe, expect, it } from 'vitest';
import { INDIA_REGIONS, regionIdOfState } from './ecosystem';

describe('India\'s states and union territories', () => {
  it('are the 28 states and 8 union territories, each once', () => {
    expect(INDIA_REGIONS.filter((r) => r.kind === 'state')).toHaveLength(28);
    expect(INDIA_REGIONS.filter((r) => r.kind === 'union-territory')).toHaveLength(8);
    expect(new Set(INDIA_REGIONS.map((r) => r.id)).size).toBe(36);
    expect(new Set(INDIA_REGIONS.map((r) => r.name)).size).toBe(36);
  });

  it('draw every path of the map package exactly once, named as the package names it (merged territories apart)', () => {
    const drawn = INDIA_REGIONS.flatMap((r) => r.map_ids);
    expect([...drawn].sort()).toEqual(india.locations.map((l) => l.id).sort());
    for (const r of INDIA_REGIONS.filter((x) => x.map_ids.length === 1 && x.map_ids[0] === x.id)) {
      expect(india.locations.find((l) => l.id === r.id)?.name, r.id).toBe(r.name);
    }
    expect(INDIA_REGIONS.find((r) => r.id === 'la')?.map_ids).toEqual([]); // drawn inside Jammu and Kashmir's outline
  });

  it('read free-text states: names, other spellings, spacing and case; unknown ones are null', () => {
    expect(regionIdOfState('Karnataka')).toBe('ka');
    expect(regionIdOfState('  tamil   nadu ')).toBe('tn');
    expect(regionIdOfState('Orissa')).toBe('or');
    expect(regionIdOfState('Jammu & Kashmir')).toBe('jk');
    expect(regionIdOfState('Daman and Diu')).toBe('dh');
    expect(regionIdOfState('New Delhi')).toBe('dl');
    expect(regionIdOfState('Atlantis')).toBeNull();
    expect(regionIdOfState('')).toBeNull();
    expect(regionIdOfState(null)).toBeNull();
  });
});
