import type { GeneratorRun, SeedOrigin } from "~/engine/core/page-data";

// This tab's runs of each generator, kept in session storage only: private to the tab, gone
// when it closes, never sent anywhere. Each entry holds what reproduces the run (inputs, seed,
// version, time) and a short preview; restoring one runs the engine again with its seed, which
// gives exactly the same values, so even a 10,000-value run costs a few hundred bytes here.
// A secret generator's runs have no seed and are never stored: they are kept, values and all,
// in this page's memory only, and are gone when it closes or reloads.

/** The most runs kept per generator. */
export const MAX_HISTORY_RUNS = 50;
/** Values shown in an entry's preview, and the most characters of it. */
const PREVIEW_VALUES = 3;
const PREVIEW_CHARACTERS = 120;

export const historyKey = (generatorId: string) => `run-history:${generatorId}`;

export interface HistoryEntry {
  /** Unique within the tab. */
  id: string;
  /** When the run happened, ms since 1970. */
  time: number;
  input: Record<string, unknown>;
  /** Null for a secret's run, which only `run` can show again. */
  seed: string | null;
  seedOrigin: SeedOrigin;
  version: number;
  at: number | null;
  count: number;
  preview: string;
  /** A secret's run itself, in memory only (never in storage): restoring shows it as it was. */
  run?: GeneratorRun;
}

function previewOf(run: GeneratorRun): string {
  const texts = run.generation.values.slice(0, PREVIEW_VALUES).map((value) => value.text);
  const more = run.generation.values.length - texts.length;
  const joined = `${texts.join(", ")}${more > 0 ? ` and ${more.toLocaleString("en-US")} more` : ""}`;
  return joined.length > PREVIEW_CHARACTERS
    ? `${joined.slice(0, PREVIEW_CHARACTERS - 1)}…`
    : joined;
}

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === "string" &&
    typeof entry.time === "number" &&
    typeof entry.seed === "string" &&
    typeof entry.version === "number" &&
    typeof entry.count === "number" &&
    typeof entry.preview === "string" &&
    typeof entry.input === "object" &&
    entry.input !== null
  );
}

/** The runs of one generator in this tab, newest first. */
export function readHistory(storage: Storage, generatorId: string): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(historyKey(generatorId)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, MAX_HISTORY_RUNS) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage, generatorId: string, entries: readonly HistoryEntry[]) {
  try {
    if (entries.length === 0) storage.removeItem(historyKey(generatorId));
    else storage.setItem(historyKey(generatorId), JSON.stringify(entries));
  } catch {
    // Storage full or off: the history lives on in memory for this page.
  }
}

/** Adds a run at the top (the oldest beyond the limit go); returns the new list. */
export function addToHistory(
  storage: Storage,
  generatorId: string,
  run: GeneratorRun & { seed: string },
  now = Date.now(),
): HistoryEntry[] {
  const entry = entryOf(run, `${now.toString(36)}-${run.seed.slice(0, 8)}`, now);
  const previous = readHistory(storage, generatorId).filter(
    (old) => !(old.seed === run.seed && old.version === run.version && old.at === run.at),
  );
  const next = [entry, ...previous].slice(0, MAX_HISTORY_RUNS);
  write(storage, generatorId, next);
  return next;
}

function entryOf(run: GeneratorRun, id: string, now: number): HistoryEntry {
  return {
    id,
    time: now,
    input: run.input,
    seed: run.seed,
    seedOrigin: run.seedOrigin,
    version: run.version,
    at: run.at,
    count: run.generation.values.length,
    preview: previewOf(run),
  };
}

/** Forgets every run of a generator in this tab. */
export function clearHistory(storage: Storage, generatorId: string): void {
  write(storage, generatorId, []);
}

// A store over session storage, so components read the history with useSyncExternalStore: the
// server and the first render see no history, then the tab's own. A secret generator's history
// is this module's memory alone.
const listeners = new Set<() => void>();
const snapshots = new Map<string, HistoryEntry[]>();
const NO_HISTORY: HistoryEntry[] = [];
let memoryRuns = 0;

function changed(generatorId: string, entries: HistoryEntry[]) {
  snapshots.set(generatorId, entries);
  for (const listener of listeners) listener();
}

export const runHistory = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** This tab's runs of a generator (the same array until they change). */
  get(generatorId: string, { secret = false } = {}): HistoryEntry[] {
    let entries = snapshots.get(generatorId);
    if (!entries) {
      // A secret's runs stored by an earlier version of the site held seeds: drop them unread.
      if (secret) clearHistory(window.sessionStorage, generatorId);
      entries = secret ? [] : readHistory(window.sessionStorage, generatorId);
      snapshots.set(generatorId, entries);
    }
    return entries;
  },
  getServerSnapshot: () => NO_HISTORY,
  /**
   * Keeps a run: a secret generator's (`secret`) in memory only, any other in the tab's storage.
   * `at` is when it was shown, if that was before now (the run a page arrived with).
   */
  add(
    generatorId: string,
    run: GeneratorRun,
    { secret = false, at }: { secret?: boolean; at?: number } = {},
  ) {
    const now = at ?? Date.now();
    if (secret || run.seed === null) {
      memoryRuns += 1;
      const entry = { ...entryOf(run, `memory-${memoryRuns}`, now), run };
      const kept = runHistory.get(generatorId, { secret: true });
      changed(generatorId, [entry, ...kept].slice(0, MAX_HISTORY_RUNS));
      return;
    }
    changed(
      generatorId,
      addToHistory(window.sessionStorage, generatorId, { ...run, seed: run.seed }, now),
    );
  },
  clear(generatorId: string) {
    clearHistory(window.sessionStorage, generatorId);
    changed(generatorId, []);
  },
};
