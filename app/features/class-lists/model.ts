import { splitList } from "~/engine/core/split-list";
import { formatCount } from "~/engine/core/format-count";

// One definition of a class list: its shape, every limit, the one check the browser's store,
// the account's store and the server all run, the changes they all apply the same way (so a
// change queued in a browser does on the server exactly what it did on screen), the rotation
// ("no repeats until everyone has been picked") and every message a visitor reads about a list.
// Pure TypeScript, no I/O.

/** A list of names kept once and used by any tool that takes entries. */
export interface ClassList {
  /** A UUID made by the browser, so a retried save updates rather than duplicates. */
  id: string;
  name: string;
  /** The names, cleaned as the generators clean a list: trimmed, no blanks, each once. */
  names: string[];
  /**
   * The names not yet picked in this pass, in list order. Empty once everyone has been picked:
   * the next pick then starts a new pass over every name.
   */
  remaining: string[];
  /** ISO 8601 time of the last change. */
  updatedAt: string;
}

/** Lists one visitor keeps, in this browser and in an account alike. */
export const MAX_CLASS_LISTS = 100;
/** Names in one list. */
export const MAX_CLASS_LIST_NAMES = 1_000;
/** Characters in one name of a list. */
export const MAX_CLASS_LIST_NAME_LENGTH = 100;
/** Characters in a list's own name. */
export const MAX_LIST_TITLE_LENGTH = 80;

/** The limits, in words, in the order the README's table lists them (generated from this). */
export const CLASS_LIST_LIMITS: readonly { what: string; limit: number }[] = [
  { what: "class lists per visitor (in the browser, and in an account)", limit: MAX_CLASS_LISTS },
  { what: "names in a class list", limit: MAX_CLASS_LIST_NAMES },
  { what: "characters in one name", limit: MAX_CLASS_LIST_NAME_LENGTH },
  { what: "characters in a list's title", limit: MAX_LIST_TITLE_LENGTH },
];

/** Every sentence a visitor (or a caller of the account's route) reads about a class list. */
export const CLASS_LIST_MESSAGES = {
  limitReached: `You can keep at most ${formatCount(MAX_CLASS_LISTS)} class lists. Delete one to make another.`,
  titleMissing: "Give the list a name.",
  titleTooLong: `That name is too long: keep it to ${formatCount(MAX_LIST_TITLE_LENGTH)} characters.`,
  namesMissing: "The list has no names: enter at least one, one per line.",
  tooManyNames: `A class list holds at most ${formatCount(MAX_CLASS_LIST_NAMES)} names.`,
  nameTooLong: (name: string) =>
    `"${Array.from(name).slice(0, 20).join("")}…" is too long: a name has at most ${formatCount(MAX_CLASS_LIST_NAME_LENGTH)} characters.`,
  notAList:
    "A class list must be an object with an id, a name, names, remaining names and updatedAt.",
  listId: "A class list id must be a UUID.",
  namesNotText: "A class list's names must be a list of texts.",
  remainingNotNames: "The remaining names must be names of the list.",
  updatedAt: "updatedAt must be an ISO 8601 time.",
  notFound: "That list is no longer saved.",
  notAChange: "A change must be a save, a removal, a pick or a reset of a class list.",
  /** Shown when a signed-out visitor (or a site without accounts) calls the account's route. */
  signIn: "Sign in to keep class lists in your account.",
  storageFailed: "This browser would not store the change: its storage may be full or blocked.",
  unreachable: "Couldn't reach your account.",
  /** Follows the reason while changes wait in this browser to be sent again. */
  willRetry: "Your changes are kept in this browser and will be sent again.",
  /** Said of a signed-in visitor's list the account does not hold yet. */
  notYetCopied: "Not copied to your account yet.",
  /** Heads the reason a signed-in visitor's list is only in this browser. */
  onlyHere: "Only in this browser:",
  emptyFile: (file: string) => `${file} has no names to import.`,
  unreadableFile: (file: string) => `Could not read ${file}. Is it a text or CSV file?`,
  wrongFileType: (file: string) => `${file} is not a .txt or .csv file.`,
  /** The name a list gets when none is given. */
  defaultTitle: "My class",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/;

type Checked<T> = ({ ok: true } & T) | { ok: false; message: string };

/** Whether `id` could be a class list's id. */
export function isClassListId(id: unknown): id is string {
  return typeof id === "string" && UUID.test(id);
}

/** Characters as a visitor counts them: an emoji is one. */
const characters = (text: string) => Array.from(text).length;

/** A title as it is kept (spaces folded, ends trimmed), or why it cannot be one. */
export function checkListTitle(value: unknown): Checked<{ title: string }> {
  if (typeof value !== "string") return { ok: false, message: CLASS_LIST_MESSAGES.titleMissing };
  const title = value.replace(/\s+/g, " ").trim();
  if (title === "") return { ok: false, message: CLASS_LIST_MESSAGES.titleMissing };
  if (characters(title) > MAX_LIST_TITLE_LENGTH) {
    return { ok: false, message: CLASS_LIST_MESSAGES.titleTooLong };
  }
  return { ok: true, title };
}

/** Names as a list keeps them (cleaned as every generator cleans a list), or the first problem. */
export function checkNames(names: readonly string[]): Checked<{ names: string[] }> {
  const { items } = splitList(names.join("\n"), { maxItems: Infinity });
  if (items.length === 0) return { ok: false, message: CLASS_LIST_MESSAGES.namesMissing };
  if (items.length > MAX_CLASS_LIST_NAMES) {
    return { ok: false, message: CLASS_LIST_MESSAGES.tooManyNames };
  }
  const long = items.find((name) => characters(name) > MAX_CLASS_LIST_NAME_LENGTH);
  if (long !== undefined) return { ok: false, message: CLASS_LIST_MESSAGES.nameTooLong(long) };
  return { ok: true, names: items };
}

/** The names typed in a box, one per line (or comma-separated on a single line). */
export function namesFromText(text: string): string[] {
  return splitList(text, { maxItems: Infinity }).items;
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * The one check: anything read as a class list, in shape and within every limit (unknown fields
 * dropped, names cleaned, the id lower-cased), or the first problem in words.
 */
export function checkClassList(value: unknown): Checked<{ list: ClassList }> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, message: CLASS_LIST_MESSAGES.notAList };
  }
  const record = value as Record<string, unknown>;
  if (!isClassListId(record.id)) return { ok: false, message: CLASS_LIST_MESSAGES.listId };
  const title = checkListTitle(record.name);
  if (!title.ok) return title;
  if (!isTextList(record.names) || !isTextList(record.remaining)) {
    return { ok: false, message: CLASS_LIST_MESSAGES.namesNotText };
  }
  const names = checkNames(record.names);
  if (!names.ok) return names;
  const all = new Set(names.names);
  const left = new Set(record.remaining);
  if ([...left].some((name) => !all.has(name))) {
    return { ok: false, message: CLASS_LIST_MESSAGES.remainingNotNames };
  }
  const { updatedAt } = record;
  if (
    typeof updatedAt !== "string" ||
    !ISO_TIME.test(updatedAt) ||
    Number.isNaN(Date.parse(updatedAt))
  ) {
    return { ok: false, message: CLASS_LIST_MESSAGES.updatedAt };
  }
  return {
    ok: true,
    list: {
      id: record.id.toLowerCase(),
      name: title.title,
      names: names.names,
      remaining: names.names.filter((name) => left.has(name)),
      updatedAt,
    },
  };
}

/** A new list (every name still to be picked), or why it cannot be one. */
export function newClassList(
  name: string,
  names: readonly string[],
  now = new Date(),
): Checked<{ list: ClassList }> {
  const cleaned = namesFromText(names.join("\n"));
  return checkClassList({
    id: crypto.randomUUID(),
    name: name.trim() === "" ? CLASS_LIST_MESSAGES.defaultTitle : name,
    names: cleaned,
    remaining: cleaned,
    updatedAt: now.toISOString(),
  });
}

// --- Rotation: no repeats until everyone has been picked. ---

/** The names the next pick is made from: those left in this pass, or everyone for a new pass. */
export function drawPool(list: Pick<ClassList, "names" | "remaining">): string[] {
  return list.remaining.length > 0 ? [...list.remaining] : [...list.names];
}

/**
 * The list after `picked` were drawn from its pool: they leave the pass (a name not in the pool
 * changes nothing). Once nobody is left the pass is over, and the next pick starts a new one.
 */
export function markPicked<L extends Pick<ClassList, "names" | "remaining">>(
  list: L,
  picked: readonly string[],
): L {
  const gone = new Set(picked);
  return { ...list, remaining: drawPool(list).filter((name) => !gone.has(name)) };
}

/** The list with every name back in the pass. */
export function resetRotation<L extends Pick<ClassList, "names" | "remaining">>(list: L): L {
  return { ...list, remaining: [...list.names] };
}

/**
 * The list with new names: a name still there keeps its place in the pass (picked or not), a
 * new name joins the pass not yet picked, a name taken out leaves it.
 */
export function withNames<L extends Pick<ClassList, "names" | "remaining">>(
  list: L,
  names: readonly string[],
): L {
  const before = new Set(list.names);
  const left = new Set(list.remaining);
  return {
    ...list,
    names: [...names],
    remaining: names.filter((name) => left.has(name) || !before.has(name)),
  };
}

/** "12 of 30 left": how far the pass has gone. */
export function rotationLabel(list: Pick<ClassList, "names" | "remaining">): string {
  return `${formatCount(list.remaining.length)} of ${formatCount(list.names.length)} left`;
}

// --- Changes: what the page asks for, applied the same way by every store. ---

/** One change to a visitor's lists, as a store records it and the account's route takes it. */
export type ClassListChange =
  /** Creates the list, or replaces the name and names of the one with its id. */
  | { kind: "save"; list: ClassList }
  | { kind: "remove"; id: string }
  /** Names drawn from the list in rotation. */
  | { kind: "pick"; id: string; picked: string[] }
  | { kind: "reset"; id: string };

/** A change read from anywhere (a stored queue, a request body), checked, or why it is not one. */
export function checkChange(value: unknown): Checked<{ change: ClassListChange }> {
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const notAChange = { ok: false as const, message: CLASS_LIST_MESSAGES.notAChange };
  if (record.kind === "save") {
    const checked = checkClassList(record.list);
    return checked.ok ? { ok: true, change: { kind: "save", list: checked.list } } : checked;
  }
  if (record.kind !== "remove" && record.kind !== "pick" && record.kind !== "reset") {
    return notAChange;
  }
  if (!isClassListId(record.id)) return { ok: false, message: CLASS_LIST_MESSAGES.listId };
  const id = record.id.toLowerCase();
  if (record.kind !== "pick") return { ok: true, change: { kind: record.kind, id } };
  if (!isTextList(record.picked) || record.picked.length > MAX_CLASS_LIST_NAMES) return notAChange;
  return { ok: true, change: { kind: "pick", id, picked: record.picked } };
}

/** What a change does to one stored list (null: the list is gone, or never was). */
export function applyToList(
  stored: ClassList | null,
  change: ClassListChange,
  now: Date,
): ClassList | null {
  const updatedAt = now.toISOString();
  switch (change.kind) {
    case "save":
      return stored
        ? { ...withNames(stored, change.list.names), name: change.list.name, updatedAt }
        : { ...change.list, updatedAt };
    case "remove":
      return null;
    case "pick":
      return stored ? { ...markPicked(stored, change.picked), updatedAt } : null;
    case "reset":
      return stored ? { ...resetRotation(stored), updatedAt } : null;
  }
}

/** The id of the list a change concerns. */
export const changedId = (change: ClassListChange) =>
  change.kind === "save" ? change.list.id : change.id;

/** A visitor's lists after a change: a changed or new list becomes the first. */
export function applyChange(
  lists: readonly ClassList[],
  change: ClassListChange,
  now = new Date(),
): ClassList[] {
  const id = changedId(change);
  const rest = lists.filter((list) => list.id !== id);
  const next = applyToList(lists.find((list) => list.id === id) ?? null, change, now);
  return next ? [next, ...rest] : rest;
}

/** The problem with a change to `lists` that the limits forbid (a new list over the limit). */
export function changeProblem(lists: readonly ClassList[], change: ClassListChange): string | null {
  if (change.kind !== "save") return null;
  const isNew = !lists.some((list) => list.id === change.list.id);
  return isNew && lists.length >= MAX_CLASS_LISTS ? CLASS_LIST_MESSAGES.limitReached : null;
}
