import { afterEach, describe, expect, it, vi } from "vitest";

import { FakeWindow, MemoryStorage } from "../../../tests/support/test-storage";

import {
  SAVED_VALUES_BACKUP_KEY,
  SAVED_VALUES_STORAGE_KEY,
  createLocalSavedValuesStore,
} from "./local-store";
import {
  MAX_INPUTS_LENGTH,
  MAX_SAVED_NOTES,
  MAX_SAVED_VALUE_LENGTH,
  NOTE_MESSAGES,
  type NewSavedNote,
  type SavedNote,
} from "./note";
import { toggleNote } from "./store";

function setup(stored?: string) {
  const storage = new MemoryStorage();
  if (stored !== undefined) storage.setItem(SAVED_VALUES_STORAGE_KEY, stored);
  const target = new FakeWindow();
  const store = createLocalSavedValuesStore(
    storage,
    target as unknown as Pick<Window, "addEventListener" | "removeEventListener">,
  );
  return { storage, target, store };
}

function note(value: string, generatorId = "random-number"): NewSavedNote {
  return {
    generatorId,
    generatorTitle: "Random Number",
    value,
    inputs: { min: 1, max: 100 },
    seed: null,
  };
}

function savedNote(value: string, index: number): SavedNote {
  return {
    ...note(value),
    id: `note-${index}`,
    savedAt: "2024-01-01T00:00:00.000Z",
  };
}

function storedNotes(storage: Storage): unknown {
  return JSON.parse(storage.getItem(SAVED_VALUES_STORAGE_KEY) ?? "null");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the saved values kept in this browser", () => {
  it("starts empty when nothing is stored", () => {
    expect(setup().store.getSnapshot()).toEqual([]);
  });

  it("saves a value, newest first, and keeps it in storage", () => {
    const { store, storage } = setup();
    const first = store.add(note("17"));
    const second = store.add({ ...note("ABC", "uuid-v4"), seed: "lucky" });
    expect(first.ok && second.ok).toBe(true);
    const values = store.getSnapshot().map((n) => [n.generatorId, n.value, n.seed]);
    expect(values).toEqual([
      ["uuid-v4", "ABC", "lucky"],
      ["random-number", "17", null],
    ]);
    expect(storedNotes(storage)).toEqual(store.getSnapshot());
    for (const saved of store.getSnapshot()) {
      expect(saved.id).not.toBe("");
      expect(Number.isNaN(Date.parse(saved.savedAt))).toBe(false);
    }
  });

  it("survives a reload: a new store reads what the last one saved", () => {
    const { store, storage } = setup();
    store.add(note("42"));
    const reloaded = createLocalSavedValuesStore(
      storage,
      new FakeWindow() as unknown as Pick<Window, "addEventListener" | "removeEventListener">,
    );
    expect(reloaded.getSnapshot()).toEqual(store.getSnapshot());
  });

  it("toggles like the star: saves a value, then removes it when starred again", () => {
    const { store, storage } = setup();
    const saved = toggleNote(store, note("99"));
    expect(saved.ok && !("removed" in saved)).toBe(true);
    expect(store.getSnapshot().map((n) => n.value)).toEqual(["99"]);
    expect(toggleNote(store, note("99"))).toEqual({ ok: true, removed: true });
    expect(store.getSnapshot()).toEqual([]);
    expect(storedNotes(storage)).toEqual([]);
    // The same text from another generator is another value.
    toggleNote(store, note("99"));
    toggleNote(store, note("99", "random-prime"));
    expect(store.getSnapshot().map((n) => n.generatorId)).toEqual([
      "random-prime",
      "random-number",
    ]);
  });

  it("keeps one copy of the same value of the same generator", () => {
    const { store } = setup();
    const first = store.add(note("7"));
    const again = store.add(note("7"));
    expect(again).toEqual(first);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it("keeps the same value from two different generators apart", () => {
    const { store } = setup();
    store.add(note("7", "random-number"));
    store.add(note("7", "dice-roller"));
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it("removes one value by id and leaves the others", () => {
    const { store, storage } = setup();
    const kept = store.add(note("1"));
    const removed = store.add(note("2"));
    if (!kept.ok || !removed.ok) throw new Error("could not save");
    store.remove(removed.note.id);
    expect(store.getSnapshot()).toEqual([kept.note]);
    expect(storedNotes(storage)).toEqual([kept.note]);
  });

  it("clears every value", () => {
    const { store, storage } = setup();
    store.add(note("1"));
    store.add(note("2"));
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(storedNotes(storage)).toEqual([]);
  });

  it("notifies subscribers of each change, but not of changes that change nothing", () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    const saved = store.add(note("1"));
    expect(listener).toHaveBeenCalledTimes(1);
    store.add(note("1"));
    store.remove("no-such-id");
    expect(listener).toHaveBeenCalledTimes(1);
    if (saved.ok) store.remove(saved.note.id);
    expect(listener).toHaveBeenCalledTimes(2);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it(`refuses a value over ${MAX_SAVED_VALUE_LENGTH} characters and says why`, () => {
    const { store } = setup();
    expect(store.add(note("x".repeat(MAX_SAVED_VALUE_LENGTH + 1)))).toEqual({
      ok: false,
      message: "This value is too long to save: at most 10,000 characters.",
    });
    expect(store.getSnapshot()).toEqual([]);
    expect(store.add(note("x".repeat(MAX_SAVED_VALUE_LENGTH))).ok).toBe(true);
  });

  it(`keeps at most ${MAX_SAVED_NOTES} values and says so`, () => {
    const full = Array.from({ length: MAX_SAVED_NOTES }, (_, i) => savedNote(`value ${i}`, i));
    const { store } = setup(JSON.stringify(full));
    expect(store.getSnapshot()).toHaveLength(MAX_SAVED_NOTES);
    expect(store.add(note("one more"))).toEqual({
      ok: false,
      message: "You can keep at most 1,000 saved values. Remove some to save more.",
    });
    expect(store.getSnapshot()).toHaveLength(MAX_SAVED_NOTES);
    // Saving a value that is already saved still works at the limit.
    expect(store.add(note("value 3"))).toEqual({ ok: true, note: full[3] });
    // Removing one makes room again.
    store.remove("note-0");
    expect(store.add(note("one more")).ok).toBe(true);
  });

  it("saves a value whose settings are too long, with them shortened to fit and marked", () => {
    const { store, storage } = setup();
    const entries = Array.from({ length: 600 }, (_, i) => `Pupil ${i + 1}`).join("\n");
    const saved = store.add({
      ...note("Pupil 58", "pick-from-list"),
      inputs: { entries, count: 1 },
    });
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.note.value).toBe("Pupil 58");
    expect(saved.note.generatorId).toBe("pick-from-list");
    expect(saved.note.inputsTruncated).toBe(true);
    expect(JSON.stringify(saved.note.inputs).length).toBeLessThanOrEqual(MAX_INPUTS_LENGTH);
    expect(saved.note.inputs.count).toBe(1);
    expect(storedNotes(storage)).toEqual([saved.note]);
  });

  it("says a too-long value or a full list at once, with the server's own message", () => {
    const { store } = setup(
      JSON.stringify(Array.from({ length: MAX_SAVED_NOTES }, (_, i) => savedNote(`v${i}`, i))),
    );
    expect(store.add(note("x".repeat(MAX_SAVED_VALUE_LENGTH + 1)))).toEqual({
      ok: false,
      message: NOTE_MESSAGES.valueTooLong,
    });
    expect(store.add(note("new"))).toEqual({
      ok: false,
      message: NOTE_MESSAGES.limitReached,
    });
  });

  it("keeps the readable notes when one stored note is not a note, and backs up the rest", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const good = savedNote("kept", 1);
    const stored = JSON.stringify([good, { id: "bad", value: 42 }]);
    const { store, storage } = setup(stored);
    expect(store.getSnapshot()).toEqual([good]);
    expect(storage.getItem(SAVED_VALUES_BACKUP_KEY)).toBe(stored);
    expect(storedNotes(storage)).toEqual([good]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("reads notes stored before the limits were shared: long settings are shortened", () => {
    const old = { ...savedNote("Pupil 7", 1), inputs: { entries: "Pupil\n".repeat(1_500) } };
    const { store } = setup(JSON.stringify([old]));
    const [read] = store.getSnapshot();
    expect(read).toMatchObject({ id: old.id, value: "Pupil 7", inputsTruncated: true });
    expect(JSON.stringify(read!.inputs).length).toBeLessThanOrEqual(MAX_INPUTS_LENGTH);
  });

  it("two tabs saving at once keep both values: each change starts from what is stored", () => {
    const storage = new MemoryStorage();
    const window = () =>
      new FakeWindow() as unknown as Pick<Window, "addEventListener" | "removeEventListener">;
    const first = createLocalSavedValuesStore(storage, window());
    const second = createLocalSavedValuesStore(storage, window());
    first.add(note("from the first tab"));
    // No storage event reached the second tab yet.
    second.add(note("from the second tab"));
    expect((storedNotes(storage) as SavedNote[]).map((n) => n.value).sort()).toEqual([
      "from the first tab",
      "from the second tab",
    ]);
  });

  it.each([
    ["text that is not JSON", "{not json"],
    ["JSON of the wrong shape", JSON.stringify([{ value: 1 }])],
  ])("moves %s aside, logs it and starts empty", (_what, stored) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { store, storage } = setup(stored);
    expect(store.getSnapshot()).toEqual([]);
    expect(storage.getItem(SAVED_VALUES_BACKUP_KEY)).toBe(stored);
    expect(storage.getItem(SAVED_VALUES_STORAGE_KEY)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain("could not be read");
    // The store still works afterwards.
    expect(store.add(note("fresh")).ok).toBe(true);
    expect(store.getSnapshot().map((n) => n.value)).toEqual(["fresh"]);
  });

  it("picks up a change made in another tab and notifies subscribers", () => {
    const { store, storage, target } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    const fromOtherTab = [savedNote("from the other tab", 1)];
    storage.setItem(SAVED_VALUES_STORAGE_KEY, JSON.stringify(fromOtherTab));
    target.storageEvent(SAVED_VALUES_STORAGE_KEY);
    expect(store.getSnapshot()).toEqual(fromOtherTab);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("empties when another tab clears all storage", () => {
    const { store, storage, target } = setup();
    store.add(note("1"));
    const listener = vi.fn();
    store.subscribe(listener);
    storage.clear();
    target.storageEvent(null);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("ignores another tab's changes to other storage keys", () => {
    const { store, target } = setup();
    store.add(note("1"));
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    target.storageEvent("theme");
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it("listens for other tabs only while someone is subscribed", () => {
    const { store, storage, target } = setup();
    expect(target.count("storage")).toBe(0);
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = store.subscribe(first);
    const unsubscribeSecond = store.subscribe(second);
    expect(target.count("storage")).toBe(1);

    unsubscribeFirst();
    storage.setItem(SAVED_VALUES_STORAGE_KEY, JSON.stringify([savedNote("a", 1)]));
    target.storageEvent(SAVED_VALUES_STORAGE_KEY);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    unsubscribeSecond();
    expect(target.count("storage")).toBe(0);
    store.add(note("b"));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
