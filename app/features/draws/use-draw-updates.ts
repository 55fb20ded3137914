import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";

import type { PublicDraw } from "./public-draw";

/** Seconds between checks once the round is due, growing while it is late, then steady. */
const BACKOFF_SECONDS = [1, 2, 3, 5, 8, 13, 20, 30] as const;

/**
 * Reloads the draw's data (not the page) when its round is due, then with growing pauses until
 * it is decided; it stops once decided, or when the draw will never be decided.
 */
export function useDrawUpdates(draw: PublicDraw): void {
  const revalidator = useRevalidator();
  // The revalidator is a new object on every render: kept in a ref so that a render (the
  // countdown ticks every second) never restarts the pause.
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  const attempt = useRef(0);
  const waiting = draw.status === "waiting" && draw.waiting?.reason !== "inconsistent";
  const state = revalidator.state;
  useEffect(() => {
    if (!waiting || state !== "idle") return;
    const untilDue = Date.parse(draw.dueAt) - Date.now();
    const pause =
      untilDue > 0
        ? untilDue + 500
        : (BACKOFF_SECONDS[Math.min(attempt.current, BACKOFF_SECONDS.length - 1)] ?? 30) * 1000;
    const timer = setTimeout(() => {
      attempt.current += 1;
      revalidate.current();
    }, pause);
    return () => clearTimeout(timer);
    // The draw's data is a new object after each reload, which schedules the next one.
  }, [waiting, state, draw]);
}

/** The time now, ticking every `everyMs` once the page runs; null in the server's HTML. */
export function useNow(everyMs: number): number | null {
  const subscribe = useCallback(
    (tick: () => void) => {
      const timer = setInterval(tick, everyMs);
      return () => clearInterval(timer);
    },
    [everyMs],
  );
  return useSyncExternalStore(
    subscribe,
    // The same value until the next tick, as a snapshot must be.
    () => Math.floor(Date.now() / everyMs) * everyMs,
    () => null,
  );
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotion(changed: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
}

/** Whether the visitor asked for reduced motion (the countdown then changes less often). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
