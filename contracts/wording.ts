// Counted words as a person writes them: "1 minute", "2 minutes", "1 reply", "3 replies".

/** `n` with its unit, singular for exactly 1: countOf(1, 'minute') → "1 minute". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${groupThousands(n)} ${n === 1 ? one : many}`;
}

/**
 * 1200 → "1,200", as `toLocaleString('en')` writes whole numbers. Its first call builds ICU's
 * number formatter, 40–80 ms of one task in Chromium on this machine: too long for the dated
 * cards of the guest home page (decision 0068). Other numbers still go through it.
 */
function groupThousands(n: number): string {
  return Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+$)/g, ',') : n.toLocaleString('en');
}
