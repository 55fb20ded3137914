import spinTheWheel from "~/engine/definitions/decisions/spin-the-wheel";
import {
  MAX_WHEEL_TITLE_LENGTH,
  parseSliceColours,
  parseWheelEntries,
} from "~/engine/shared/wheel";
import { formatCount } from "~/engine/core/format-count";

// One definition of a saved wheel: its shape, every limit, the one check the browser's list, the
// account store and the server all run, and every message a visitor reads about a saved wheel.
// What the entries and options may be is the spin-the-wheel generator's own rule (its parser and
// its fields' schemas): a wheel that saves is a wheel that spins. Pure TypeScript, no I/O.

/** The wheel's settings besides its entries: the spin-the-wheel generator's other inputs. */
export interface WheelOptions {
  /** Spin time in seconds. */
  duration: number;
  /** Nobody wins twice until everyone has won. */
  rotation: boolean;
  /** A palette id of `WHEEL_PALETTES`. */
  colours: string;
  /** Entries that already won this round, one per line. */
  won: string;
  /** Shown above the wheel ("" for none). */
  title: string;
  /** Winners picked by each spin, 1 to 100. */
  winners: number;
  /** Names of entries kept in the list but off the wheel, one per line. */
  hidden: string;
  /** Slices' own colours, one `Name #rrggbb` per line. */
  sliceColours: string;
}

/** A wheel a visitor keeps: in this browser when signed out, in the account when signed in. */
export interface SavedWheel {
  /** A UUID, made by the browser, so a retried save updates rather than duplicates. */
  id: string;
  name: string;
  /** The entries text, one per line, weights written `Name *3`. */
  entries: string;
  options: WheelOptions;
  /** ISO 8601 time of the last save or rename. */
  updatedAt: string;
}

/** What the page asks a store to save: a new wheel has no id yet, an unnamed one gets a default. */
export interface WheelDraft {
  id?: string;
  name?: string;
  entries: string;
  options: WheelOptions;
}

export type WheelResult = { ok: true; wheel: SavedWheel } | { ok: false; message: string };
export type WheelListResult = { ok: true; wheels: SavedWheel[] } | { ok: false; message: string };
export type WheelRemoveResult = { ok: true; removed: boolean } | { ok: false; message: string };

/** The stores the wheel page uses: the browser's (local-wheels.ts) and the account's (account-wheels.ts). */
export interface WheelStore {
  /** The saved wheels, most recently saved or renamed first. */
  list(): Promise<WheelListResult>;
  /** Inserts the wheel, or updates the one with its id; either way it becomes the newest. */
  save(draft: WheelDraft): Promise<WheelResult>;
  rename(id: string, name: string): Promise<WheelResult>;
  /** Removes a wheel; removing one that is not there is harmless (`removed: false`). */
  remove(id: string): Promise<WheelRemoveResult>;
}

/** Wheels one visitor keeps, in this browser and in an account alike. */
export const MAX_SAVED_WHEELS = 100;
/** Characters in a wheel's name. */
export const MAX_WHEEL_NAME_LENGTH = MAX_WHEEL_TITLE_LENGTH;
/** UTF-8 bytes of a wheel's entries text (and of its "already won" text, and of a shared list). */
export const MAX_WHEEL_TEXT_BYTES = 100_000;

/** The limits, in words, in the order the README's table lists them (generated from this). */
export const WHEEL_LIMITS: readonly { what: string; limit: number }[] = [
  { what: "saved wheels per visitor (in the browser, and in an account)", limit: MAX_SAVED_WHEELS },
  { what: "characters in a wheel's name", limit: MAX_WHEEL_NAME_LENGTH },
  {
    what: "bytes (UTF-8) of a wheel's entries, of its already-won, hidden and slice-colour lists, and of a shared list",
    limit: MAX_WHEEL_TEXT_BYTES,
  },
];

/** Every sentence a visitor (or an API caller) reads about a saved wheel, written once. */
export const WHEEL_MESSAGES = {
  limitReached: `You can keep at most ${formatCount(MAX_SAVED_WHEELS)} wheels. Delete one to save another.`,
  nameMissing: "Give the wheel a name.",
  nameTooLong: `That name is too long: keep it to ${formatCount(MAX_WHEEL_NAME_LENGTH)} characters.`,
  tooLarge: `This wheel is too large to save (over ${formatCount(MAX_WHEEL_TEXT_BYTES)} bytes of entries).`,
  wonTooLarge: `The wheel's already-won, hidden or colour list is too large to save (over ${formatCount(MAX_WHEEL_TEXT_BYTES)} bytes).`,
  notAWheel: "A saved wheel must be an object with an id, a name, entries, options and updatedAt.",
  wheelId: "A wheel id must be a UUID.",
  entriesNotText: "The wheel's entries must be text.",
  optionsNotObject: "The wheel's options must be an object.",
  updatedAt: "updatedAt must be an ISO 8601 time.",
  notFound: "That wheel is no longer saved.",
  /** Shown when a signed-out visitor (or a site without accounts) calls the account's routes. */
  signIn: "Sign in to keep wheels in your account.",
  /** The browser refused to store a change (its storage is full, or blocked). */
  storageFailed: "This browser would not store the change: its storage may be full or blocked.",
  unreachable: "Couldn't reach your account. Check your connection and try again.",
  listId: "That shared list does not exist: check the link.",
  /** The name a wheel gets when its entries give none. */
  defaultName: "My wheel",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/;

/** Whether `id` could be a saved wheel's id (what /resources/wheels/{wheelId} accepts). */
export function isWheelId(id: unknown): id is string {
  return typeof id === "string" && UUID.test(id);
}

/** UTF-8 bytes of a text: what `MAX_WHEEL_TEXT_BYTES` counts. */
export function textBytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Characters as a visitor counts them: an emoji is one. */
const characters = (text: string) => Array.from(text).length;

/** A name as it is kept (spaces and line breaks folded, ends trimmed), or why it cannot be one. */
export function checkWheelName(
  value: unknown,
): { ok: true; name: string } | { ok: false; message: string } {
  if (typeof value !== "string") return { ok: false, message: WHEEL_MESSAGES.nameMissing };
  const name = value.replace(/\s+/g, " ").trim();
  if (name === "") return { ok: false, message: WHEEL_MESSAGES.nameMissing };
  if (characters(name) > MAX_WHEEL_NAME_LENGTH) {
    return { ok: false, message: WHEEL_MESSAGES.nameTooLong };
  }
  return { ok: true, name };
}

/** The entries text checked exactly as the generator reads it, size first. */
function entriesProblem(entries: string): string | null {
  if (textBytes(entries) > MAX_WHEEL_TEXT_BYTES) return WHEEL_MESSAGES.tooLarge;
  const parsed = parseWheelEntries(entries);
  return parsed.ok ? null : parsed.problem.message;
}

/** The first problem of one option under the generator's own field schema, if any. */
function optionProblem(field: keyof WheelOptions, value: unknown): string | null {
  const result = spinTheWheel.inputs[field].schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? `${field} is invalid.`);
}

/** Options added after wheels were first saved, with the value an older wheel means. */
const LATER_OPTIONS = {
  title: "",
  winners: 1,
  hidden: "",
  sliceColours: "",
} satisfies Partial<WheelOptions>;

/** A plain wheel's options: the generator's defaults. */
export const DEFAULT_WHEEL_OPTIONS: WheelOptions = {
  duration: 5,
  rotation: false,
  colours: "bright",
  won: "",
  ...LATER_OPTIONS,
};

const tooLarge = (text: string) => textBytes(text) > MAX_WHEEL_TEXT_BYTES;

function readOptions(
  value: unknown,
): { ok: true; options: WheelOptions } | { ok: false; message: string } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, message: WHEEL_MESSAGES.optionsNotObject };
  }
  // Wheels saved before titles, hidden entries, slice colours and several winners lack them.
  const record: Record<string, unknown> = { ...LATER_OPTIONS, ...value };
  const fields = [
    "duration",
    "rotation",
    "colours",
    "won",
    ...(Object.keys(LATER_OPTIONS) as (keyof typeof LATER_OPTIONS)[]),
  ] as const;
  for (const field of fields) {
    const problem = optionProblem(field, record[field]);
    if (problem) return { ok: false, message: problem };
  }
  const options = Object.fromEntries(fields.map((f) => [f, record[f]])) as unknown as WheelOptions;
  if ([options.won, options.hidden, options.sliceColours].some(tooLarge)) {
    return { ok: false, message: WHEEL_MESSAGES.wonTooLarge };
  }
  const colours = parseSliceColours(options.sliceColours);
  if (!colours.ok) return { ok: false, message: colours.problem.message };
  return { ok: true, options };
}

/**
 * The one check: anything read as a saved wheel, in shape and within every limit (unknown
 * fields dropped, the name tidied, the id lower-cased), or the first problem in words.
 */
export function checkWheel(value: unknown): WheelResult {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, message: WHEEL_MESSAGES.notAWheel };
  }
  const record = value as Record<string, unknown>;
  if (!isWheelId(record.id)) return { ok: false, message: WHEEL_MESSAGES.wheelId };
  const name = checkWheelName(record.name);
  if (!name.ok) return name;
  if (typeof record.entries !== "string") {
    return { ok: false, message: WHEEL_MESSAGES.entriesNotText };
  }
  const problem = entriesProblem(record.entries);
  if (problem) return { ok: false, message: problem };
  const options = readOptions(record.options);
  if (!options.ok) return options;
  const { updatedAt } = record;
  if (
    typeof updatedAt !== "string" ||
    !ISO_TIME.test(updatedAt) ||
    Number.isNaN(Date.parse(updatedAt))
  ) {
    return { ok: false, message: WHEEL_MESSAGES.updatedAt };
  }
  return {
    ok: true,
    wheel: {
      id: record.id.toLowerCase(),
      name: name.name,
      entries: record.entries,
      options: options.options,
      updatedAt,
    },
  };
}

/** The entries text of a shared list checked as a wheel's: null when it may be stored. */
export function wheelListProblem(entries: unknown): string | null {
  return typeof entries === "string" ? entriesProblem(entries) : WHEEL_MESSAGES.entriesNotText;
}

/** Whether a problem is the size limit (the routes answer it 413, not 400). */
export const isTooLarge = (message: string) =>
  message === WHEEL_MESSAGES.tooLarge || message === WHEEL_MESSAGES.wonTooLarge;

/**
 * A name for a wheel saved without one: its first three entries ("Ana, Ben, Cy…" when there are
 * more), shortened to fit; "My wheel" when the entries name nothing.
 */
export function defaultWheelName(entries: string): string {
  const parsed = parseWheelEntries(entries);
  if (!parsed.ok) return WHEEL_MESSAGES.defaultName;
  const names = parsed.entries.map((entry) => entry.name.replace(/\s+/g, " "));
  const name = names.slice(0, 3).join(", ") + (names.length > 3 ? "…" : "");
  const chars = Array.from(name);
  if (chars.length <= MAX_WHEEL_NAME_LENGTH) return name;
  return `${chars
    .slice(0, MAX_WHEEL_NAME_LENGTH - 1)
    .join("")
    .trimEnd()}…`;
}

/** A draft made a wheel to store: its id (new when it has none), its name, saved `now`. */
export function wheelFromDraft(draft: WheelDraft, now = new Date()): WheelResult {
  return checkWheel({
    id: draft.id ?? crypto.randomUUID(),
    name: draft.name ?? defaultWheelName(draft.entries),
    entries: draft.entries,
    options: draft.options,
    updatedAt: now.toISOString(),
  });
}
