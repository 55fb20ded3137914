import { afterEach, describe, expect, it, vi } from "vitest";

import {
  reapplyAnalyticsConsent,
  recordedEvents,
  rememberServerConsent,
  setAnalyticsTransport,
  trackEvent,
  updateAnalyticsConsent,
  type AnalyticsEvent,
} from "./analytics";
import { consentSignals } from "./consent";
import { createLocalSavedValuesStore } from "~/features/saved-values";
import type { NewSavedNote } from "~/features/saved-values";
import { clearNotes, removeNote } from "~/features/saved-values";
import { FakeWindow, MemoryStorage } from "../../../tests/support/test-storage";

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

describe("consent re-applied on a path change", () => {
  const pushed: unknown[][] = [];
  const accepted = { analytics: true, marketing: true, personalization: true, acknowledged: true };
  const unset = { analytics: false, marketing: false, personalization: false, acknowledged: false };
  afterEach(() => {
    pushed.length = 0;
    vi.unstubAllGlobals();
  });
  function withGtag() {
    vi.stubGlobal("window", { gtag: (...args: unknown[]) => pushed.push(args) });
  }

  it("uses a choice made since the page's data was loaded, not the older server record", () => {
    withGtag();
    rememberServerConsent(unset);
    updateAnalyticsConsent(accepted); // the visitor chose; the root loader has not revalidated
    pushed.length = 0;
    reapplyAnalyticsConsent();
    expect(pushed).toEqual([["consent", "update", consentSignals(accepted)]]);
  });

  it("keeps the choice when a page requested before it was saved brings back the old record", () => {
    withGtag();
    rememberServerConsent(unset);
    updateAnalyticsConsent(accepted);
    rememberServerConsent({ ...unset }); // the navigation's data, loaded before the cookie was set
    pushed.length = 0;
    reapplyAnalyticsConsent();
    expect(pushed).toEqual([["consent", "update", consentSignals(accepted)]]);
  });

  it("uses the server's record once it says something new (after revalidation or another tab)", () => {
    withGtag();
    rememberServerConsent(unset);
    updateAnalyticsConsent(accepted);
    const rejected = { ...unset, acknowledged: true };
    rememberServerConsent(rejected); // e.g. Reject All in another tab
    pushed.length = 0;
    reapplyAnalyticsConsent();
    expect(pushed).toEqual([["consent", "update", consentSignals(rejected)]]);
  });
});
