import { readFileSync } from 'node:fs';

/**
 * CPU time (ms, both cores) the hypervisor gave other guests while this machine's vCPUs wanted to
 * run: the steal column of /proc/stat, 0 where there is none. A sample or round with much of it
 * was slowed by the host, not by what it timed (decision 0093). Take it before and after.
 */
export function stolenMs(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
    return Number(fields[8] ?? 0) * 10;
  } catch {
    return 0;
  }
}
