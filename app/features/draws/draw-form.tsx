import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { useHydrated } from "~/utils/use-hydrated";

import { drawInputClass as inputClass } from "./draw-input-class";
import type { DrawProblem } from "./draw-input";
import { DRAW_LIMITS } from "./draw-limits";
import { formatCount } from "~/engine/core/format-count";

/** What the form shows: the values typed (kept after an error) and the problems to fix. */
export interface DrawFormValues {
  title: string;
  source: "list" | "range";
  entries: string;
  range: string;
  winners: string;
  when: "asap" | "at";
  drawAt: string;
  /** Minutes east of UTC of the browser's clock for drawAt; empty without JavaScript (UTC). */
  utcOffset: string;
  listed: boolean;
  hashOnly: boolean;
  origin: string;
}

export const EMPTY_DRAW_FORM: DrawFormValues = {
  title: "",
  source: "list",
  entries: "",
  range: "",
  winners: "1",
  when: "asap",
  drawAt: "",
  utcOffset: "",
  listed: false,
  hashOnly: false,
  origin: "",
};

/** The form's id: "Use a list" fills its entries from outside it. */
export const DRAW_FORM_ID = "new-draw-form";

const count = formatCount;

/**
 * The form of a new draw. A plain POST to /draws/new, so it works without JavaScript; after a
 * refusal every value comes back as typed, each problem sits under its field, and the summary
 * takes focus.
 */
export function DrawForm({
  values,
  problems,
  busy,
}: {
  values: DrawFormValues;
  problems: readonly DrawProblem[];
  busy: boolean;
}) {
  const summary = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [drawAt, setDrawAt] = useState(values.drawAt);
  // The browser's offset from UTC at the chosen moment (summer time included), so the time
  // typed is the reader's own; without JavaScript it is read as UTC, and the label says so.
  const localMs = Date.parse(drawAt);
  const utcOffset = Number.isFinite(localMs) ? String(-new Date(localMs).getTimezoneOffset()) : "";
  useEffect(() => {
    if (problems.length > 0) summary.current?.focus();
  }, [problems]);
  const problemOf = (field: DrawProblem["field"]) => problems.find((p) => p.field === field);
  const describe = (field: DrawProblem["field"], hint?: string) => {
    const ids = [hint, problemOf(field) ? `${field}-problem` : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(" ") : undefined;
  };
  const invalid = (field: DrawProblem["field"]) => (problemOf(field) ? true : undefined);
  const problemText = (field: DrawProblem["field"]) => {
    const problem = problemOf(field);
    return problem ? (
      <p id={`${field}-problem`} className="mt-1 text-sm text-danger">
        {problem.message}
      </p>
    ) : null;
  };

  return (
    <Form
      id={DRAW_FORM_ID}
      method="post"
      action="/draws/new"
      className="flex max-w-2xl flex-col gap-5"
      noValidate
    >
      {problems.length > 0 ? (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-danger px-4 py-3"
        >
          <p className="font-semibold text-danger">The draw was not created. Please fix:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem, i) => (
              <li key={i}>{problem.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="origin" value={values.origin} />

      <div>
        <label htmlFor="draw-title" className="mb-1 block font-medium">
          Title
        </label>
        <input
          id="draw-title"
          name="title"
          type="text"
          required
          maxLength={DRAW_LIMITS.maxTitleChars}
          defaultValue={values.title}
          aria-invalid={invalid("title")}
          aria-describedby={describe("title")}
          className={inputClass}
        />
        {problemText("title")}
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">Entries</legend>
        <Choice type="radio" name="source" value="list" checked={values.source === "list"}>
          A list, one entry per line
        </Choice>
        <label htmlFor="draw-entries" className="sr-only">
          Entries, one per line
        </label>
        <textarea
          id="draw-entries"
          name="entries"
          rows={8}
          defaultValue={values.entries}
          aria-invalid={invalid("entries")}
          aria-describedby={describe("entries", "entries-hint")}
          className={`${inputClass} font-mono`}
        />
        <p id="entries-hint" className="text-sm text-muted-fg">
          Up to {count(DRAW_LIMITS.maxEntries)} entries of up to {DRAW_LIMITS.maxEntryChars}{" "}
          characters. Each line is trimmed and blank lines are left out; a repeated line is a second
          entry (a second ticket). The order does not matter: the list is sorted.
        </p>
        {problemText("entries")}
        <Choice type="radio" name="source" value="range" checked={values.source === "range"}>
          The numbers from 1 to
        </Choice>
        <label htmlFor="draw-range" className="sr-only">
          Last number of the range
        </label>
        <input
          id="draw-range"
          name="range"
          type="number"
          inputMode="numeric"
          min={1}
          max={DRAW_LIMITS.maxEntries}
          defaultValue={values.range}
          aria-invalid={invalid("range")}
          aria-describedby={describe("range")}
          className={`${inputClass} max-w-40`}
        />
        {problemText("range")}
      </fieldset>

      <div>
        <label htmlFor="draw-winners" className="mb-1 block font-medium">
          Number of winners
        </label>
        <input
          id="draw-winners"
          name="winners"
          type="number"
          inputMode="numeric"
          min={DRAW_LIMITS.minWinners}
          max={DRAW_LIMITS.maxWinners}
          defaultValue={values.winners}
          aria-invalid={invalid("winners")}
          aria-describedby={describe("winners", "winners-hint")}
          className={`${inputClass} max-w-40`}
        />
        <p id="winners-hint" className="mt-1 text-sm text-muted-fg">
          From {DRAW_LIMITS.minWinners} to {DRAW_LIMITS.maxWinners}, and at most the number of
          entries. Each entry can win once.
        </p>
        {problemText("winners")}
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">When to draw</legend>
        <Choice type="radio" name="when" value="asap" checked={values.when === "asap"}>
          As soon as possible (about {DRAW_LIMITS.commitDelaySeconds} seconds after you commit)
        </Choice>
        <Choice type="radio" name="when" value="at" checked={values.when === "at"}>
          At a chosen time, up to {DRAW_LIMITS.maxAheadDays} days ahead
        </Choice>
        <label htmlFor="draw-at" className="text-sm">
          Date and time ({hydrated ? "your time" : "UTC"})
        </label>
        {hydrated ? <input type="hidden" name="utcOffset" value={utcOffset} /> : null}
        <input
          id="draw-at"
          name="drawAt"
          type="datetime-local"
          defaultValue={values.drawAt}
          onChange={(event) => setDrawAt(event.target.value)}
          aria-invalid={invalid("drawAt")}
          aria-describedby={describe("drawAt")}
          className={`${inputClass} max-w-64`}
        />
        {problemText("drawAt")}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">Options</legend>
        <Choice type="checkbox" name="listed" checked={values.listed}>
          List this draw: search engines may index its page (otherwise only people with the link
          find it)
        </Choice>
        <Choice type="checkbox" name="hashOnly" checked={values.hashOnly}>
          Keep the list private: publish only a fingerprint of it, and give each entrant a receipt
          code with which they check their own entry
        </Choice>
      </fieldset>

      {problemText("body")}
      <div>
        <button
          type="submit"
          className="btn btn-primary px-6 py-2.5"
          aria-disabled={busy || undefined}
        >
          Commit the draw
        </button>
        <p className="mt-2 text-sm text-muted-fg">
          Once committed, nothing about the draw can be changed: not the entries, not the number of
          winners, not the round.
        </p>
      </div>
    </Form>
  );
}

/** A radio button or checkbox with its label beside it. */
function Choice({
  type,
  name,
  value,
  checked,
  children,
}: {
  type: "radio" | "checkbox";
  name: string;
  value?: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4 accent-[var(--accent)]"
      />
      {children}
    </label>
  );
}
