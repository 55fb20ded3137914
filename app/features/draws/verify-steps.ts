import { BEFORE_LOG_TEXT } from "./public-draw";

// The steps a verification reports, their names and what they add up to, shared by the method's
// checks (verify-draw.ts) and the log's (verify-draw-log.ts).

/**
 * A step holds, fails, cannot be checked yet, or (the log step of a draw made before the public
 * log existed) neither holds nor fails: it rests on the site's own record.
 */
export type StepOutcome = "pass" | "fail" | "skipped" | "before-log";

export interface VerifyStep {
  name: string;
  outcome: StepOutcome;
  detail: string;
}

/** The names of the steps, in order, written once. */
export const VERIFY_STEP_NAMES = {
  hash: "Entries' hash",
  commitment: "Commitment",
  round: "Round chosen in advance",
  log: "In the public log",
  logTime: "Logged before its round",
  signature: "Beacon signature",
  seed: "Seed",
  winners: "Winners",
} as const;

/**
 * What a set of steps adds up to: decided and verified, not decided yet, failed, or verified
 * but made before the public log.
 */
export type VerifyVerdict = "verified" | "pending" | "failed" | "beforeLog";

/** The verdict of the steps and the sentence that says it (never "holds" for an unchecked step). */
export function verifySummary(steps: readonly VerifyStep[]): {
  verdict: VerifyVerdict;
  text: string;
} {
  const failed = steps.filter((step) => step.outcome === "fail").length;
  const skipped = steps.filter((step) => step.outcome === "skipped").length;
  const passed = steps.filter((step) => step.outcome === "pass").length;
  if (failed > 0) {
    return {
      verdict: "failed",
      text: `${failed} ${failed === 1 ? "step fails" : "steps fail"}: this record is not what the method gives.`,
    };
  }
  if (skipped > 0) {
    return {
      verdict: "pending",
      text: `${passed} of ${steps.length} steps checked, and they hold; ${skipped} could not be checked yet (see below), so this draw is not verified yet.`,
    };
  }
  if (steps.some((step) => step.outcome === "before-log")) {
    return {
      verdict: "beforeLog",
      text: `Every other step was checked and holds, but this draw was ${BEFORE_LOG_TEXT}.`,
    };
  }
  return { verdict: "verified", text: "Every step was checked and holds." };
}

export const step = (name: string, ok: boolean, pass: string, fail: string): VerifyStep => ({
  name,
  outcome: ok ? "pass" : "fail",
  detail: ok ? pass : fail,
});

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
