import { afterEach, describe, expect, it, vi } from "vitest";

import {
  recordedEvents,
  setAnalyticsTransport,
  trackEvent,
  type AnalyticsEvent,
} from "./analytics";
import {
  clearNotes,
  createLocalSavedValuesStore,
  removeNote,
  type NewSavedNote,
} from "./saved-values";
import { FakeWindow, MemoryStorage } from "./test-storage";

const windowLike = new FakeWindow() as unknown as Pick<
  Window,
  "addEventListener" | "removeEventListener"
>;

function note(value: string): NewSavedNote {
  return { generatorId: "coin-flip", generatorTitle: "Coin Flip", value, inputs: {}, seed: null };
}

describe("saved-values usage events (spec §7)", () => {
  const sent: AnalyticsEvent[] = [];
  afterEach(() => {
    sent.length = 0;
  });

  it("records events in memory until a transport is installed", () => {
    const before = recordedEvents().length;
    trackEvent({ name: "remove_saved_value", params: { note_id: "n1" } });
    expect(recordedEvents().slice(before)).toEqual([
      { name: "remove_saved_value", params: { note_id: "n1" } },
    ]);
  });

  it("sends one event with the note id on removing, and one with the count on clearing", () => {
    setAnalyticsTransport((event) => sent.push(event));
    const store = createLocalSavedValuesStore(new MemoryStorage(), windowLike);
    const first = store.add(note("Heads"));
    store.add(note("Tails"));
    store.add(note("Heads again"));
    if (!first.ok) throw new Error("not saved");

    removeNote(store, first.note.id);
    expect(sent).toEqual([{ name: "remove_saved_value", params: { note_id: first.note.id } }]);

    expect(clearNotes(store)).toBe(2);
    expect(sent.at(-1)).toEqual({ name: "clear_saved_values", params: { items_count: 2 } });
    expect(store.getSnapshot()).toEqual([]);
  });

  it("sends nothing when there is nothing to remove or clear", () => {
    setAnalyticsTransport((event) => sent.push(event));
    const store = createLocalSavedValuesStore(new MemoryStorage(), windowLike);
    removeNote(store, "missing");
    expect(clearNotes(store)).toBe(0);
    expect(sent).toEqual([]);
  });

  it("a failing transport is logged and never breaks the action", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    setAnalyticsTransport(() => {
      throw new Error("offline");
    });
    const store = createLocalSavedValuesStore(new MemoryStorage(), windowLike);
    store.add(note("Heads"));
    expect(clearNotes(store)).toBe(1);
    expect(error).toHaveBeenCalledWith("Analytics event could not be sent", expect.any(Error));
    error.mockRestore();
  });
});
