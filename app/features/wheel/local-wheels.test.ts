import { describe, expect, it } from "vitest";

import { MemoryStorage } from "../../../tests/support/test-storage";

import { WHEELS_STORAGE_KEY, createLocalWheelStore } from "./local-wheels";
import {
  DEFAULT_WHEEL_OPTIONS,
  MAX_SAVED_WHEELS,
  MAX_WHEEL_NAME_LENGTH,
  type SavedWheel,
  WHEEL_MESSAGES,
  type WheelDraft,
  type WheelStore,
} from "./wheel";

const OPTIONS = DEFAULT_WHEEL_OPTIONS;
const draft = (entries: string, more: Partial<WheelDraft> = {}): WheelDraft => ({
  entries,
  options: OPTIONS,
  ...more,
});

function setup(stored?: string) {
  const storage = new MemoryStorage();
  if (stored !== undefined) storage.setItem(WHEELS_STORAGE_KEY, stored);
  return { storage, store: createLocalWheelStore(storage) };
}

async function wheelsOf(store: WheelStore): Promise<SavedWheel[]> {
  const result = await store.list();
  if (!result.ok) throw new Error(result.message);
  return result.wheels;
}

async function saved(store: WheelStore, wheel: WheelDraft): Promise<SavedWheel> {
  const result = await store.save(wheel);
  if (!result.ok) throw new Error(result.message);
  return result.wheel;
}

const stored = (storage: Storage): unknown =>
  JSON.parse(storage.getItem(WHEELS_STORAGE_KEY) ?? "null");

describe("the wheels kept in this browser", () => {
  it("starts empty, saves newest first under randomly:wheels, and survives a reload", async () => {
    const { store, storage } = setup();
    expect(await wheelsOf(store)).toEqual([]);
    const lunch = await saved(store, draft("Pizza\nSushi", { name: "Lunch" }));
    const team = await saved(store, draft("Ana\nBen\nCy\nDee"));
    expect(team.name).toBe("Ana, Ben, Cy…");
    expect(await wheelsOf(store)).toEqual([team, lunch]);
    expect(stored(storage)).toEqual([team, lunch]);
    expect(await wheelsOf(createLocalWheelStore(storage))).toEqual([team, lunch]);
  });

  it("updates a wheel saved again with its id, and moves it first", async () => {
    const { store } = setup();
    const lunch = await saved(store, draft("Pizza\nSushi", { name: "Lunch" }));
    await saved(store, draft("Ana\nBen"));
    const changed = await saved(store, { ...lunch, entries: "Pizza\nSushi\nTacos *2" });
    expect(changed.id).toBe(lunch.id);
    const wheels = await wheelsOf(store);
    expect(wheels).toHaveLength(2);
    expect(wheels[0]).toEqual(changed);
    expect(wheels[0]?.entries).toBe("Pizza\nSushi\nTacos *2");
  });

  it("renames a wheel, refuses a bad name, and says when the wheel is gone", async () => {
    const { store } = setup();
    const wheel = await saved(store, draft("Ana\nBen"));
    const renamed = await store.rename(wheel.id, "  Team  ");
    expect(renamed.ok && renamed.wheel.name).toBe("Team");
    expect(await store.rename(wheel.id, "")).toEqual({
      ok: false,
      message: "Give the wheel a name.",
    });
    expect(await store.rename(wheel.id, "x".repeat(MAX_WHEEL_NAME_LENGTH + 1))).toEqual({
      ok: false,
      message: "That name is too long: keep it to 80 characters.",
    });
    expect((await wheelsOf(store)).map((w) => w.name)).toEqual(["Team"]);
    expect(await store.rename("0b6c9f5e-2a4d-4c1e-9a7b-3f1d2e5c8a90", "Other")).toEqual({
      ok: false,
      message: WHEEL_MESSAGES.notFound,
    });
  });

  it("removes a wheel; removing it again is harmless", async () => {
    const { store, storage } = setup();
    const wheel = await saved(store, draft("Ana\nBen"));
    expect(await store.remove(wheel.id)).toEqual({ ok: true, removed: true });
    expect(await store.remove(wheel.id)).toEqual({ ok: true, removed: false });
    expect(stored(storage)).toEqual([]);
  });

  it("refuses the 101st wheel with the message, but still updates a kept one", async () => {
    const { store } = setup();
    const first = await saved(store, draft("Wheel 0\nB"));
    for (let i = 1; i < MAX_SAVED_WHEELS; i += 1) await saved(store, draft(`Wheel ${i}\nB`));
    expect(await store.save(draft("One too many"))).toEqual({
      ok: false,
      message: "You can keep at most 100 wheels. Delete one to save another.",
    });
    expect((await store.save({ ...first, name: "Still fine" })).ok).toBe(true);
    expect(await wheelsOf(store)).toHaveLength(MAX_SAVED_WHEELS);
  });

  it("refuses a wheel the generator cannot spin, and stores nothing", async () => {
    const { store, storage } = setup();
    expect(await store.save(draft("Ana *0"))).toEqual({
      ok: false,
      message: expect.stringMatching(/^Line 1: "\*0" is not a weight/) as string,
    });
    expect(storage.getItem(WHEELS_STORAGE_KEY)).toBeNull();
  });

  it("drops stored records that are not wheels and keeps the others", async () => {
    const { store: writer, storage } = setup();
    const good = await saved(writer, draft("Ana\nBen"));
    storage.setItem(
      WHEELS_STORAGE_KEY,
      JSON.stringify([null, { id: "x" }, good, { ...good, name: "duplicate id" }, 7]),
    );
    const store = createLocalWheelStore(storage);
    expect(await wheelsOf(store)).toEqual([good]);
    // The next change writes only the good records back.
    await saved(store, draft("Cy"));
    expect((stored(storage) as SavedWheel[]).map((w) => w.entries)).toEqual(["Cy", "Ana\nBen"]);
  });

  it("reads unreadable storage as empty, and never throws", async () => {
    for (const text of ["{not json", '{"a":1}', "null", "42"]) {
      const { store } = setup(text);
      expect(await wheelsOf(store)).toEqual([]);
      expect((await store.save(draft("Ana"))).ok).toBe(true);
    }
  });

  it("answers with a message when the browser refuses to store or read", async () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const store = createLocalWheelStore(storage);
    expect(await store.save(draft("Ana"))).toEqual({
      ok: false,
      message: WHEEL_MESSAGES.storageFailed,
    });
    storage.getItem = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    expect(await wheelsOf(store)).toEqual([]);
  });
});
