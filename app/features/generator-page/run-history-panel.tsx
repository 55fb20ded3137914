import { useCallback, useSyncExternalStore } from "react";

import type { GeneratorRun } from "~/engine/core/page-data";

import { runHistory, type HistoryEntry } from "./run-history";
import { clockTime } from "~/utils/clock-time";

/**
 * This tab's earlier runs of the generator, newest first, each restorable with one click. They
 * live in the tab's session storage only: private, never sent, gone when the tab closes. A lazy
 * chunk, shown once the page is interactive.
 */
export default function RunHistoryPanel({
  generatorId,
  secret,
  current: onScreen,
  busy,
  onRestore,
  onMessage,
}: {
  generatorId: string;
  /** A secret generator's runs: kept in this page's memory only. */
  secret: boolean;
  /** The run on screen. */
  current: GeneratorRun | null;
  busy: boolean;
  onRestore: (entry: HistoryEntry) => void;
  onMessage: (message: string) => void;
}) {
  const history = useSyncExternalStore(
    runHistory.subscribe,
    useCallback(() => runHistory.get(generatorId, { secret }), [generatorId, secret]),
    runHistory.getServerSnapshot,
  );
  // "Previous run" is the one before the run on screen: an undo of the last Generate.
  const isOnScreen = (entry: HistoryEntry) =>
    entry.run ? entry.run === onScreen : entry.seed !== null && entry.seed === onScreen?.seed;
  const current = history.findIndex(isOnScreen);
  const previous = history[current + 1];
  const onClear = () => {
    runHistory.clear(generatorId);
    onMessage("History cleared.");
  };
  return (
    <section aria-labelledby="history-title" className="mt-10 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-title" className="text-xl font-semibold">
          History
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            aria-disabled={!previous || busy || undefined}
            onClick={() => previous && !busy && onRestore(previous)}
          >
            Previous run
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            aria-disabled={history.length === 0 || undefined}
            onClick={() => history.length > 0 && onClear()}
          >
            Clear
          </button>
        </div>
      </div>
      <p className="text-sm text-muted-fg">
        {secret
          ? "This page's last runs, kept only in its memory while it is open: never stored, never sent anywhere, gone when you close or reload it."
          : "This tab's last runs, kept only in this tab (session storage): never sent anywhere, gone when you close it."}
      </p>
      {history.length === 0 ? (
        <p className="text-sm text-muted-fg">No runs yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {history.map((entry) => {
            const current = isOnScreen(entry);
            return (
              <li key={entry.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <time
                  dateTime={new Date(entry.time).toISOString()}
                  className="shrink-0 tabular-nums text-muted-fg"
                >
                  {clockTime(entry.time)}
                </time>
                <span className="min-w-0 flex-1 truncate font-mono">{entry.preview}</span>
                {current ? (
                  <span className="shrink-0 text-muted-fg">On screen</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-ghost shrink-0"
                    aria-disabled={busy || undefined}
                    onClick={() => !busy && onRestore(entry)}
                  >
                    Restore
                    <span className="sr-only">
                      {" "}
                      the run of {clockTime(entry.time)}: {entry.preview}
                    </span>
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
