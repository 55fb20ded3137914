import type { Random } from "../core/random";

// Text made by filling a template ("The {adjective} {animal}") from word tables, the way the
// name and prompt generators compose their values, and drawing such values without repeats.

/** Word tables by name, for {@link fillTemplate}. */
export type WordTables = Readonly<Record<string, readonly string[]>>;

const SLOT = /\{(\^?)([a-zA-Z]+)\}/g;

/** The table names a template uses, each once per slot, in order ("{a} {b} {a}" → a, b, a). */
export function templateSlots(template: string): string[] {
  return [...template.matchAll(SLOT)].map((match) => match[2] as string);
}

/**
 * Fills each `{name}` slot of a template with an entry of table `name`, picked uniformly; a
 * table used twice gives distinct entries (Random.sample), so "{noun} and {noun}" never pairs
 * a word with itself. `{^name}` capitalises the entry's first letter. Tables are drawn in the
 * order their first slot appears.
 */
export function fillTemplate(random: Random, template: string, tables: WordTables): string {
  const uses = new Map<string, number>();
  for (const name of templateSlots(template)) uses.set(name, (uses.get(name) ?? 0) + 1);
  const drawn = new Map<string, string[]>();
  for (const [name, times] of uses) {
    const table = tables[name];
    if (!table) throw new Error(`No word table "${name}"`);
    drawn.set(name, times === 1 ? [random.pick(table)] : random.sample(table, times));
  }
  return template.replace(SLOT, (_slot, capital: string, name: string) => {
    const word = drawn.get(name)?.shift() ?? "";
    return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });
}

/**
 * How many fillings a template has: the product, over its tables, of the ways to fill that
 * table's slots with distinct entries. An upper bound on the distinct texts it gives.
 */
export function templateFillings(template: string, tables: WordTables): number {
  const uses = new Map<string, number>();
  for (const name of templateSlots(template)) uses.set(name, (uses.get(name) ?? 0) + 1);
  let total = 1;
  for (const [name, times] of uses) {
    const size = tables[name]?.length ?? 0;
    for (let i = 0; i < times; i++) total *= Math.max(size - i, 0);
  }
  return total;
}

/**
 * `count` values from `draw`; with `unique`, a value whose text was already given is drawn
 * again. Only for generators whose values are far more numerous than the most a run asks for
 * (their tests check it), so redraws stay rare; a run that still cannot find enough throws
 * rather than loop forever.
 */
export function drawValues<T extends { text: string }>(
  count: number,
  unique: boolean,
  draw: () => T,
): T[] {
  if (!unique) return Array.from({ length: count }, draw);
  const seen = new Set<string>();
  const values: T[] = [];
  let tries = 0;
  const limit = 50 * count + 1000;
  while (values.length < count) {
    if (++tries > limit) throw new Error(`Could not draw ${count} different values`);
    const value = draw();
    if (seen.has(value.text)) continue;
    seen.add(value.text);
    values.push(value);
  }
  return values;
}
