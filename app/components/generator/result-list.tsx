import { Star } from "lucide-react";
import { useState } from "react";

import { CopyButton } from "~/components/ui/copy-button";
import type { GeneratedValue } from "~/generators/engine";
import { NOTE_MESSAGES } from "~/lib/saved-values/note";
import { useSavedValues } from "~/lib/saved-values/use-saved-values";
import { useHydrated } from "~/lib/use-hydrated";

/** Values shown per page: a 10,000-value run stays smooth because only a page is in the DOM. */
const RESULTS_PAGE_SIZE = 100;

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

/** The values of a run, each with a copy and a star button, a page at a time. */
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
  const { isSaved, toggle } = useSavedValues();
  const hydrated = useHydrated();
  const pages = Math.max(1, Math.ceil(values.length / RESULTS_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const first = current * RESULTS_PAGE_SIZE;
  const shown = values.slice(first, first + RESULTS_PAGE_SIZE);

  return (
    <div>
      <ol
        className="divide-y divide-border rounded-lg border border-border"
        start={first + 1}
        aria-label={label}
      >
        {shown.map((value, index) => {
          const saved = isSaved(generatorId, value.text);
          return (
            <li key={first + index} className="flex items-start gap-3 px-3 py-2">
              {values.length > 1 ? (
                <span
                  className="w-12 shrink-0 pt-1 text-right text-xs tabular-nums text-muted-fg"
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
                className={`result-value min-w-0 flex-1 font-mono break-words whitespace-pre-wrap ${
                  values.length === 1 ? "text-2xl font-semibold" : ""
                }`}
              >
                {value.text}
                {typeof value.data?.detail === "string" ? (
                  <span className="ml-2 font-sans text-sm text-muted-fg">{value.data.detail}</span>
                ) : null}
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <CopyButton text={value.text} />
                <button
                  type="button"
                  className="tooltip-trigger btn btn-icon"
                  aria-pressed={saved}
                  // Saving needs JavaScript: not clickable until the page is interactive.
                  disabled={!hydrated}
                  aria-label={saved ? "Remove from saved values" : "Save value"}
                  data-tooltip={saved ? "Saved" : "Save value"}
                  onClick={() => {
                    const result = toggle({
                      generatorId,
                      generatorTitle,
                      value: value.text,
                      inputs: input,
                      seed,
                    });
                    if (!result.ok) onMessage(result.message);
                    else if ("removed" in result) onMessage("Removed from saved values.");
                    else if (result.note.inputsTruncated) {
                      onMessage(NOTE_MESSAGES.savedShortened);
                    } else onMessage("Saved.");
                  }}
                >
                  <Star
                    aria-hidden="true"
                    className={`size-4 ${saved ? "fill-current text-accent" : ""}`}
                  />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {pages > 1 ? (
        <nav
          aria-label="Result pages"
          className="mt-3 flex items-center justify-between gap-2 text-sm"
        >
          {/* aria-disabled keeps focus on a button that reaches the first or last page. */}
          <button
            type="button"
            className="btn btn-ghost"
            aria-disabled={current === 0 || undefined}
            onClick={() => current > 0 && setPage(current - 1)}
          >
            Previous
          </button>
          <span className="text-muted-fg" aria-live="polite">
            {`${(first + 1).toLocaleString("en-US")}–${(first + shown.length).toLocaleString("en-US")} of ${values.length.toLocaleString("en-US")}`}
          </span>
          <button
            type="button"
            className="btn btn-ghost"
            aria-disabled={current >= pages - 1 || undefined}
            onClick={() => current < pages - 1 && setPage(current + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
