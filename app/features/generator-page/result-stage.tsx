import { useEffect, useRef, useState, type ReactNode } from "react";

import type { GeneratorRun } from "~/engine/core/page-data";

import { RunExtras, RunValues } from "./run-values";
import { useRenderers } from "./use-renderers";
import { announcementOf } from "./use-generator-run";
import type { ValueSource } from "./value-actions";

/** How long a reveal plays: short enough never to be in the way. */
export const REVEAL_MS = 600;
/** Runs of more values than this appear at once: a reveal is for a moment, not a bulk run. */
const REVEAL_UP_TO = 10;

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

interface ResultStageProps {
  run: GeneratorRun | null;
  /** Whether a view draws the run the page arrived with (GeneratorPageData.runDrawn). */
  drawnOnArrival: boolean;
  /** Changes for every run put on screen; 0 is the run the page arrived with. */
  revision: number;
  /** The run appears at once, without a reveal (asked for while one was playing). */
  instant: boolean;
  source: Omit<ValueSource, "input" | "seed">;
  /** What the stage says while there is no run (by default: the settings need fixing). */
  placeholder?: ReactNode;
  /** Shown above the values: a bulk run's summary, which is its answer. */
  lead?: ReactNode;
  /** Says the result once it is on screen (after its reveal). */
  announce: (message: string) => void;
  /** Given, while a reveal plays, what ends it at once (returning whether one was playing). */
  registerSkip: (skip: (() => boolean) | null) => void;
}

/**
 * Where the result appears: drawn as what it is when its view has loaded (dice, cards…),
 * otherwise as a list; revealed with a short motion for a small run, brought into view after
 * Generate without moving focus, and announced once, with its final values.
 */
export function ResultStage({
  run,
  drawnOnArrival,
  revision,
  instant,
  source,
  placeholder,
  lead,
  announce,
  registerSkip,
}: ResultStageProps) {
  const renderers = useRenderers();
  const stage = useRef<HTMLDivElement>(null);
  const [reducedMotion] = useState(() => typeof window !== "undefined" && prefersReducedMotion());
  /** The last revision whose reveal has finished (or that had none). */
  const [settled, setSettled] = useState(0);

  const kind = run && renderers ? renderers.pickView(run.generation) : null;
  const reveal = renderers ? renderers.revealOf(kind) : "pop";
  const animate =
    revision > 0 &&
    !instant &&
    run !== null &&
    run.generation.values.length <= REVEAL_UP_TO &&
    !reducedMotion;
  const revealing = animate && settled !== revision;

  useEffect(() => {
    if (revision === 0 || !run) return;
    // Bring the result into view (a phone shows the form below it) without taking focus, so a
    // screen reader stays where it was and hears the announcement instead.
    const box = stage.current?.getBoundingClientRect();
    if (box && (box.top < 64 || box.top > window.innerHeight - 80)) {
      stage.current?.scrollIntoView({
        block: "start",
        behavior: reducedMotion ? "auto" : "smooth",
      });
    }
    if (!animate) {
      announce(announcementOf(run));
      return;
    }
    let done = false;
    const finish = () => {
      if (done) return false;
      done = true;
      window.clearTimeout(timer);
      registerSkip(null);
      setSettled(revision);
      announce(announcementOf(run));
      return true;
    };
    const timer = window.setTimeout(finish, REVEAL_MS);
    registerSkip(finish);
    return () => {
      window.clearTimeout(timer);
      registerSkip(null);
    };
    // Only a new run starts a reveal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revision]);

  if (!run) {
    return (
      <div
        ref={stage}
        className="result-stage rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted-fg"
      >
        {placeholder ??
          "No values for these settings. Fix them and press Generate; your earlier runs are in History below."}
      </div>
    );
  }

  const valueSource: ValueSource = { ...source, input: run.input, seed: run.seed };
  const values = run.generation.values;
  return (
    <div
      ref={stage}
      data-reveal={revealing ? reveal : undefined}
      className="result-stage flex scroll-mt-20 flex-col gap-4"
    >
      {lead}
      <RunValues
        key={JSON.stringify([run.seed, run.at, values.length, values[0]?.text])}
        views={renderers && kind ? { renderers, kind } : null}
        drawnOnArrival={drawnOnArrival}
        values={values}
        source={valueSource}
      />
    </div>
  );
}

/** What helps read the run on screen (a password's strength, a numeric summary), once loaded. */
export function RunInsights({
  run,
  drawnOnArrival,
}: {
  run: GeneratorRun | null;
  /** Whether the run the page arrived with has a strength meter or a summary (runDrawn). */
  drawnOnArrival: boolean;
}) {
  const renderers = useRenderers();
  return run ? (
    <RunExtras
      renderers={renderers}
      drawnOnArrival={drawnOnArrival}
      values={run.generation.values}
    />
  ) : null;
}
