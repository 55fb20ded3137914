// The summary line of generators that answer from a few fixed values (Yes or No, True or False).

/** Tallies values in order of first appearance: "3 Yes, 2 No". */
export function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n.toLocaleString("en-US")} ${value}`).join(", ");
}
