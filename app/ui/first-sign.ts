// The first sign of a visitor on the page: a pointer moving, a press, a finger, a key, the mouse
// wheel or a scroll. Code that only serves someone using the page (the islands, the engine, this
// tab's history) is fetched then, not as soon as the page is idle: a visit that never uses the
// page downloads only what draws it (issue 29's budget counts every script until the network is
// idle), and a phone's main thread is free for the first tap. A sign before the page has
// hydrated is recorded by a few bytes of inline script (SIGN_RECORDER) on <html>, so nothing
// waits for a second one. Focus alone is not a sign: the first visit's dialog takes it by itself.

/** The events that say someone is using the page. */
const SIGNS = [
  "pointermove",
  "pointerdown",
  "mousedown",
  "touchstart",
  "keydown",
  "wheel",
  "scroll",
] as const;

/** Set on <html> at the first sign. */
export const SIGN_ATTRIBUTE = "data-visitor";

/**
 * The inline script in every document's head that records a sign made before the page's own
 * code runs. Plain ES5: it runs before anything else, in every browser.
 */
export const SIGN_RECORDER = `(function(){var d=document.documentElement,s=${JSON.stringify(SIGNS)};function f(){d.setAttribute(${JSON.stringify(SIGN_ATTRIBUTE)},"");s.forEach(function(e){removeEventListener(e,f,true)})}s.forEach(function(e){addEventListener(e,f,{capture:true,passive:true})})})()`;

let signed: Promise<void> | null = null;
let signNow = () => {};

/** Resolves at the first sign of a visitor (at once if there has been one). Browser only. */
export function visitorActs(): Promise<void> {
  signed ??= new Promise((resolve) => {
    const root = document.documentElement;
    const onSign = () => {
      for (const sign of SIGNS) removeEventListener(sign, onSign, true);
      root.setAttribute(SIGN_ATTRIBUTE, "");
      resolve();
    };
    signNow = onSign;
    if (root.hasAttribute(SIGN_ATTRIBUTE)) return resolve();
    for (const sign of SIGNS) addEventListener(sign, onSign, { capture: true, passive: true });
  });
  return signed;
}

/** Work the first sign starts that the rest waits for (a generator page's code for Generate). */
const firstNeeds: Promise<unknown>[] = [];

/** The longest the rest waits for the first needs (a slow network, a failed download). */
export const FIRST_NEEDS_WAIT_MS = 1_000;

/**
 * Registers work that the page's first sign starts and that comes before everything else then
 * fetched: a generator page's code for Generate, which a finger's first tap waits for. Called
 * while the page hydrates (before any sign), with the promise of that work.
 */
export function firstNeed(work: Promise<unknown>): void {
  firstNeeds.push(work.catch(() => {}));
}

/**
 * Resolves at the first sign of a visitor, once the first needs have arrived (or after
 * FIRST_NEEDS_WAIT_MS): for what serves a visitor but not their first tap (the islands, History,
 * what is below the settings), so that it does not share the network with what that tap waits for.
 */
export function visitorActsThenRest(): Promise<void> {
  return visitorActs().then(() => {
    if (firstNeeds.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>(
      (resolve) => (timer = setTimeout(resolve, FIRST_NEEDS_WAIT_MS)),
    );
    return Promise.race([Promise.all(firstNeeds).then(() => undefined), waited]).finally(() =>
      clearTimeout(timer),
    );
  });
}

/**
 * For a page that must come to life without waiting for a sign: the copy the service worker kept
 * for another query shows its values only once the page's own code has made the address's run.
 */
export function wakeNow(): void {
  void visitorActs();
  signNow();
}
