// Drag or flick to spin: how a pointer's drag over the wheel is measured. Only the speed of the
// release decides whether it spins; where the wheel stops is still the engine's, decided before
// it turns. Pure TypeScript, so the rules are tested without a browser.

/** A release at least this fast, in degrees per second around the centre, spins the wheel. */
export const FLICK_MIN_DEGREES_PER_SECOND = 360;
/** Only the movement of this last stretch before the release counts toward its speed. */
export const FLICK_WINDOW_MS = 100;
/** A press that moves less than this many pixels is a press (a click), not a drag. */
export const DRAG_MIN_PIXELS = 8;

/** Where a drag had turned to, in degrees around the centre (unwrapped: may pass 360), and when. */
export interface DragSample {
  turned: number;
  time: number;
}

/** The direction of a point from a centre, in degrees clockwise from the top (screen y down). */
export function bearing(centre: { x: number; y: number }, point: { x: number; y: number }): number {
  return (Math.atan2(point.x - centre.x, centre.y - point.y) * 180) / Math.PI;
}

/** The turn from one bearing to the next, the short way round (−180 to 180 degrees). */
export function turnBetween(from: number, to: number): number {
  return ((((to - from + 180) % 360) + 360) % 360) - 180;
}

/**
 * The speed of a drag at its release, in degrees per second: the turn made in the last
 * `FLICK_WINDOW_MS`, measured from the last sample before that stretch. A pointer held still
 * before its release has no speed left.
 */
export function releaseSpeed(samples: readonly DragSample[], releasedAt: number): number {
  const last = samples.at(-1);
  if (!last) return 0;
  const firstInWindow = samples.findIndex((s) => s.time >= releasedAt - FLICK_WINDOW_MS);
  if (firstInWindow === -1) return 0;
  const base = samples[Math.max(0, firstInWindow - 1)] ?? last;
  const seconds = Math.max(releasedAt - base.time, 16) / 1000;
  return Math.abs(last.turned - base.turned) / seconds;
}

/** Whether a released drag spins the wheel. */
export const isFlick = (samples: readonly DragSample[], releasedAt: number) =>
  releaseSpeed(samples, releasedAt) >= FLICK_MIN_DEGREES_PER_SECOND;
