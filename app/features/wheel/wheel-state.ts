import { DEFAULT_WHEEL_SOUND, type WheelSound, wheelSoundOf } from "./wheel-sounds";

// What the wheel page keeps in this browser: the wheel on screen (brought back on a bare
// /spin-the-wheel) and the visitor's sound and confetti choices. Storage that is full, refused
// or corrupt is ignored: the page then starts from the defaults.

import type { SavedWheel, WheelOptions } from "./wheel";
import { CURRENT_WHEEL_KEY, WHEEL_PREFS_KEY } from "./storage-keys";

/** The settings form's fields as text, the way the wheel page reads and restores them. */
export interface WheelFields {
  entries: string;
  duration: string;
  rotation: boolean;
  colours: string;
  won: string;
  title: string;
  winners: string;
  hidden: string;
  sliceColours: string;
}

/** The fields a wheel kept before titles, hidden entries, colours and winners per spin lacks. */
const LATER_FIELDS = { title: "", winners: "1", hidden: "", sliceColours: "" } as const;

/** A saved wheel's settings as the form's fields (its name the title when it has none). */
export function fieldsOfSaved(wheel: SavedWheel): WheelFields {
  const { options } = wheel;
  return {
    entries: wheel.entries,
    duration: String(options.duration),
    rotation: options.rotation,
    colours: options.colours,
    won: options.won,
    title: options.title === "" ? wheel.name : options.title,
    winners: String(options.winners),
    hidden: options.hidden,
    sliceColours: options.sliceColours,
  };
}

/** The form's fields as a saved wheel's options. */
export function optionsOfFields(fields: WheelFields): WheelOptions {
  return {
    duration: Number(fields.duration),
    rotation: fields.rotation,
    colours: fields.colours,
    won: fields.won,
    title: fields.title.trim(),
    winners: Number(fields.winners),
    hidden: fields.hidden,
    sliceColours: fields.sliceColours,
  };
}

export interface WheelPrefs {
  sound: WheelSound;
  confetti: boolean;
}

/** How long a winner stays on screen before auto spin turns the wheel again. */
export const WINNER_PAUSE_MS = 2_500;
/** Links longer than this store the wheel's list on the site and name it instead. */
export const MAX_SHARED_URL_LENGTH = 2_000;

function read(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the wheel still works, it is just not kept.
  }
}

const isText = (value: unknown): value is string => typeof value === "string";

export function readCurrentWheel(): WheelFields | null {
  const value = read(CURRENT_WHEEL_KEY) as Partial<WheelFields> | null;
  if (!value || !isText(value.entries) || !isText(value.duration) || !isText(value.colours)) {
    return null;
  }
  return {
    entries: value.entries,
    duration: value.duration,
    rotation: value.rotation === true,
    colours: value.colours,
    won: isText(value.won) ? value.won : "",
    title: isText(value.title) ? value.title : LATER_FIELDS.title,
    winners: isText(value.winners) ? value.winners : LATER_FIELDS.winners,
    hidden: isText(value.hidden) ? value.hidden : LATER_FIELDS.hidden,
    sliceColours: isText(value.sliceColours) ? value.sliceColours : LATER_FIELDS.sliceColours,
  };
}

export function saveCurrentWheel(fields: WheelFields): void {
  write(CURRENT_WHEEL_KEY, fields);
}

export function readWheelPrefs(): WheelPrefs {
  const value = read(WHEEL_PREFS_KEY) as Partial<WheelPrefs> | null;
  return { sound: wheelSoundOf(value?.sound), confetti: value?.confetti === true };
}

export function saveWheelPrefs(prefs: WheelPrefs): void {
  write(WHEEL_PREFS_KEY, prefs);
}

// The preferences as a tiny store, so the page reads them without a mismatch on hydration (the
// server renders the defaults; the browser then shows what was chosen).
const listeners = new Set<() => void>();
const DEFAULT_PREFS: WheelPrefs = { sound: DEFAULT_WHEEL_SOUND, confetti: false };
let cachedPrefs: WheelPrefs | null = null;

export const wheelPrefsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): WheelPrefs {
    cachedPrefs ??= readWheelPrefs();
    return cachedPrefs;
  },
  getServer: (): WheelPrefs => DEFAULT_PREFS,
  set(prefs: WheelPrefs) {
    cachedPrefs = prefs;
    saveWheelPrefs(prefs);
    for (const listener of listeners) listener();
  },
};
