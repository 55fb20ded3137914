import { lazy, Suspense, useRef, useState } from "react";

import { useHydrated } from "~/utils/use-hydrated";

import type { GeneratedValue } from "~/engine/core/engine";

import { ValueActions, type ValueSource } from "./value-actions";

/** The pager of long runs (over 100 values): its own chunk, loaded only for such a run. */
const Pager = lazy(() => import("./result-pager"));

/** Values shown per page: a 10,000-value run stays smooth because only a page is in the DOM. */
export const RESULTS_PAGE_SIZE = 100;
/**
 * From this many values the run's summary comes first and the list is folded to its first
 * {@link FOLDED_ROWS} rows until the visitor asks for all (issue 30: the answer of a bulk run is
 * its tally, not its hundredth row).
 */
export const SUMMARY_FIRST_FROM = 100;
const FOLDED_ROWS = 10;
/** A single value this short is the hero of the page, in display type. */
const HERO_CHARACTERS = 24;
/** From this many values, rows are compact. */
const COMPACT_FROM = 20;

interface ResultListProps {
  generatorId: string;
  generatorTitle: string;
  values: readonly GeneratedValue[];
  input: Record<string, unknown>;
  seed: string | null;
  /** Values that are secrets: copied, never offered for saving. */
  secret?: boolean;
  onMessage: (message: string) => void;
  /** The list's accessible name; pages showing several lists give each its own. */
  label?: string;
}

/** Whether values carry their own position ("1. Dee"): the list then adds no number of its own. */
function numberedByGenerator(values: readonly GeneratedValue[]): boolean {
  return values.some((value) => typeof value.data?.position === "number");
}

/** What a run's list is called when its page has one run (a pack names each of its own). */
export const RESULTS_LABEL = "Results";

/**
 * The values of a run, each with a copy and a star button, a page at a time. One short value is
 * shown large, as the result of the page; long runs get compact rows and a pager that jumps.
 */
export function ResultList({
  generatorId,
  generatorTitle,
  values,
  input,
  seed,
  secret = false,
  onMessage,
  label = RESULTS_LABEL,
}: ResultListProps) {
  const [page, setPage] = useState(0);
  const [unfolded, setUnfolded] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const hydrated = useHydrated();
  const folded = values.length >= SUMMARY_FIRST_FROM && !unfolded;
  const pages = folded ? 1 : Math.max(1, Math.ceil(values.length / RESULTS_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const first = current * RESULTS_PAGE_SIZE;
  const shown = values.slice(first, first + (folded ? FOLDED_ROWS : RESULTS_PAGE_SIZE));
  const source: ValueSource = { generatorId, generatorTitle, input, seed, secret, onMessage };
  const hero = values.length === 1 && (values[0]?.text.length ?? 0) <= HERO_CHARACTERS;
  const compact = values.length >= COMPACT_FROM;
  const ownNumbers = values.length > 1 && !numberedByGenerator(values);

  return (
    <div>
      <ol
        ref={list}
        tabIndex={-1}
        className="divide-y divide-border rounded-lg border border-border"
        start={first + 1}
        aria-label={label}
      >
        {shown.map((value, index) => (
          <li
            key={first + index}
            className={`flex items-start gap-3 ${compact ? "px-2 py-0.5" : "px-3 py-2"}`}
          >
            {ownNumbers ? (
              <span
                className="w-12 shrink-0 pt-1.5 text-right text-xs tabular-nums text-muted-fg"
                aria-hidden="true"
              >
                {first + index + 1}
              </span>
            ) : null}
            {value.swatches?.length ? (
              // Five swatches a row at most: a scale of eleven wraps instead of widening a phone.
              <span
                className="flex max-w-[8.5rem] shrink-0 flex-wrap gap-1 pt-0.5"
                aria-hidden="true"
              >
                {value.swatches.map((color, i) => (
                  <span
                    key={i}
                    className="inline-block size-6 rounded border border-border"
                    style={{ backgroundColor: color }}
                  />
                ))}
              </span>
            ) : null}
            <span
              className={`result-value min-w-0 flex-1 self-center font-mono break-words whitespace-pre-wrap ${
                hero
                  ? "py-2 text-5xl font-bold tracking-tight lg:text-6xl"
                  : values.length === 1
                    ? "text-2xl font-semibold"
                    : ""
              }`}
            >
              {value.text}
              {typeof value.data?.detail === "string" ? (
                <span className="ml-2 font-sans text-sm text-muted-fg">{value.data.detail}</span>
              ) : null}
            </span>
            <ValueActions text={value.text} source={source} />
          </li>
        ))}
      </ol>
      {folded ? (
        <button
          type="button"
          className="btn btn-ghost mt-3 w-full"
          onClick={() => {
            setUnfolded(true);
            // The button goes: focus moves to the list it opened.
            list.current?.focus();
          }}
        >
          {`Show all ${values.length.toLocaleString("en-US")} values`}
        </button>
      ) : pages > 1 && !hydrated ? (
        // Before the page is interactive (and without JavaScript) the pager cannot page: it
        // says where the list stands, and the pager's own chunk replaces it once it can.
        <p className="mt-3 text-center text-sm text-muted-fg">
          {`1–${shown.length.toLocaleString("en-US")} of ${values.length.toLocaleString("en-US")}`}
        </p>
      ) : pages > 1 ? (
        <Suspense fallback={null}>
          <Pager
            current={current}
            pages={pages}
            first={first}
            shown={shown.length}
            total={values.length}
            onPage={setPage}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
