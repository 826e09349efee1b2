// Counted words as a person writes them: "1 minute", "2 minutes", "1 reply", "3 replies".

/** `n` with its unit, singular for exactly 1: countOf(1, 'minute') → "1 minute". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}
