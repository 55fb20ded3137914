import { useId, useState, type FormEvent } from "react";

import type { GeneratedValue } from "~/generators/core/engine";

import { ValueActions, type ValueSource } from "./value-actions";

/** Values shown per page: a 10,000-value run stays smooth because only a page is in the DOM. */
export const RESULTS_PAGE_SIZE = 100;
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
  onMessage: (message: string) => void;
  /** The list's accessible name; pages showing several lists give each its own. */
  label?: string;
}

/** Whether values carry their own position ("1. Dee"): the list then adds no number of its own. */
function numberedByGenerator(values: readonly GeneratedValue[]): boolean {
  return values.some((value) => typeof value.data?.position === "number");
}

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
  onMessage,
  label = "Results",
}: ResultListProps) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(values.length / RESULTS_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const first = current * RESULTS_PAGE_SIZE;
  const shown = values.slice(first, first + RESULTS_PAGE_SIZE);
  const source: ValueSource = { generatorId, generatorTitle, input, seed, onMessage };
  const hero = values.length === 1 && (values[0]?.text.length ?? 0) <= HERO_CHARACTERS;
  const compact = values.length >= COMPACT_FROM;
  const ownNumbers = values.length > 1 && !numberedByGenerator(values);

  return (
    <div>
      <ol
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
              <span className="flex shrink-0 gap-1 pt-0.5" aria-hidden="true">
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
      {pages > 1 ? (
        <Pager
          current={current}
          pages={pages}
          first={first}
          shown={shown.length}
          total={values.length}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}

/** Previous, Next, First, Last and a page number to jump to: a 10,000-value run has 100 pages. */
function Pager({
  current,
  pages,
  first,
  shown,
  total,
  onPage,
}: {
  current: number;
  pages: number;
  first: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const [target, setTarget] = useState("");
  const inputId = useId();
  function jump(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const asked = Number(target);
    if (Number.isInteger(asked) && asked >= 1 && asked <= pages) onPage(asked - 1);
    setTarget("");
  }
  // aria-disabled keeps focus on a button that reaches the first or last page.
  const step = (label: string, to: number, disabled: boolean) => (
    <button
      type="button"
      className="btn btn-ghost"
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onPage(to)}
    >
      {label}
    </button>
  );
  return (
    <nav
      aria-label="Result pages"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <span className="flex gap-1">
        {step("First", 0, current === 0)}
        {step("Previous", current - 1, current === 0)}
      </span>
      <span className="text-muted-fg" aria-live="polite">
        {`${(first + 1).toLocaleString("en-US")}–${(first + shown).toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`}
      </span>
      <form onSubmit={jump} className="flex items-center gap-1">
        <label htmlFor={inputId} className="text-muted-fg">
          Page
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={target}
          placeholder={String(current + 1)}
          onChange={(event) => setTarget(event.target.value)}
          className="w-16 rounded-md border border-border bg-bg px-2 py-1 text-fg"
        />
        <span className="text-muted-fg">of {pages}</span>
        <button type="submit" className="btn btn-ghost">
          Go
        </button>
      </form>
      <span className="flex gap-1">
        {step("Next", current + 1, current >= pages - 1)}
        {step("Last", pages - 1, current >= pages - 1)}
      </span>
    </nav>
  );
}
