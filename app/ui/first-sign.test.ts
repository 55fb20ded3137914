import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The first sign of a visitor, in a page made of the two things the code touches: <html>'s
// attributes and the window's events.

let events: EventTarget;
let attributes: Set<string>;

beforeEach(() => {
  vi.resetModules();
  events = new EventTarget();
  attributes = new Set();
  vi.stubGlobal("addEventListener", events.addEventListener.bind(events));
  vi.stubGlobal("removeEventListener", events.removeEventListener.bind(events));
  vi.stubGlobal("document", {
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string) => void attributes.add(name),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const firstSign = () => import("./first-sign");

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("visitorActs", () => {
  it("waits while nobody uses the page, and resolves at the first key, pointer or scroll", async () => {
    for (const sign of ["keydown", "pointermove", "touchstart", "scroll"]) {
      vi.resetModules();
      attributes.clear();
      const { visitorActs, SIGN_ATTRIBUTE } = await firstSign();
      const acts = visitorActs();
      expect(await settled(acts), `before ${sign}`).toBe(false);
      events.dispatchEvent(new Event("focusin"));
      expect(await settled(acts), `focus is no sign (${sign})`).toBe(false);
      events.dispatchEvent(new Event(sign));
      expect(await settled(acts), sign).toBe(true);
      expect(attributes.has(SIGN_ATTRIBUTE)).toBe(true);
    }
  });

  it("resolves at once when the inline recorder saw a sign before the page's code ran", async () => {
    const { SIGN_RECORDER, visitorActs } = await firstSign();
    // The recorder, as the document's head runs it.
    new Function(SIGN_RECORDER)();
    events.dispatchEvent(new Event("pointerdown"));
    expect(await settled(visitorActs())).toBe(true);
  });

  it("the recorder marks nothing until a sign", async () => {
    const { SIGN_RECORDER, SIGN_ATTRIBUTE } = await firstSign();
    new Function(SIGN_RECORDER)();
    events.dispatchEvent(new Event("focusin"));
    expect(attributes.has(SIGN_ATTRIBUTE)).toBe(false);
    events.dispatchEvent(new Event("wheel"));
    expect(attributes.has(SIGN_ATTRIBUTE)).toBe(true);
  });

  it("wakeNow brings the page to life without a sign (the kept copy of another query)", async () => {
    const { visitorActs, wakeNow } = await firstSign();
    const acts = visitorActs();
    wakeNow();
    expect(await settled(acts)).toBe(true);
  });
});

describe("visitorActsThenRest", () => {
  it("waits for the sign and then for what the first tap needs", async () => {
    const { firstNeed, visitorActsThenRest } = await firstSign();
    let arrive: () => void = () => {};
    firstNeed(new Promise<void>((resolve) => (arrive = resolve)));
    const rest = visitorActsThenRest();
    events.dispatchEvent(new Event("touchstart"));
    expect(await settled(rest), "the first need is still on its way").toBe(false);
    arrive();
    expect(await settled(rest)).toBe(true);
  });

  it("does not wait for a first need that fails", async () => {
    const { firstNeed, visitorActsThenRest } = await firstSign();
    firstNeed(Promise.reject(new Error("offline")));
    const rest = visitorActsThenRest();
    events.dispatchEvent(new Event("keydown"));
    expect(await settled(rest)).toBe(true);
  });

  it("waits no longer than FIRST_NEEDS_WAIT_MS for a slow one", async () => {
    const { FIRST_NEEDS_WAIT_MS, firstNeed, visitorActsThenRest } = await firstSign();
    vi.useFakeTimers();
    try {
      firstNeed(new Promise(() => {}));
      let done = false;
      void visitorActsThenRest().then(() => (done = true));
      events.dispatchEvent(new Event("pointermove"));
      await vi.advanceTimersByTimeAsync(FIRST_NEEDS_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("goes at the sign when the page has no first need", async () => {
    const { visitorActsThenRest } = await firstSign();
    const rest = visitorActsThenRest();
    expect(await settled(rest)).toBe(false);
    events.dispatchEvent(new Event("scroll"));
    expect(await settled(rest)).toBe(true);
  });
});
