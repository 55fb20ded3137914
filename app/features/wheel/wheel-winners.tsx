import { copyText } from "~/utils/clipboard";

import type { Winner } from "./use-spin";
import { clockTime } from "~/utils/clock-time";

/** The winners of this visit, newest first, to copy, download as CSV or clear. */
export function WinnersPanel({
  winners,
  onClear,
  onMessage,
}: {
  winners: readonly Winner[];
  onClear: () => void;
  onMessage: (text: string) => void;
}) {
  async function copyWinners() {
    const text = winners.map((entry) => `${clockTime(entry.time)}\t${entry.name}`).join("\n");
    onMessage((await copyText(text)) ? "Winners copied." : "Copying was refused by the browser.");
  }

  async function downloadWinners() {
    const { downloadFile, winnersAsCsv } = await import("~/utils/downloads");
    downloadFile(
      "wheel-winners.csv",
      winnersAsCsv(
        winners.map((entry) => ({ time: new Date(entry.time).toISOString(), name: entry.name })),
      ),
      "text/csv",
    );
  }

  return (
    <section aria-labelledby="winners-title">
      <h2 id="winners-title" className="text-xl font-semibold">
        Winners
      </h2>
      {winners.length === 0 ? (
        <p className="mt-2 text-sm text-muted-fg">Winners of this visit appear here.</p>
      ) : (
        <>
          <ol className="mt-2 max-h-60 overflow-auto text-sm" data-testid="wheel-winners">
            {winners.map((entry, index) => (
              <li key={`${entry.time}-${index}`} className="flex gap-3 py-0.5">
                <time
                  dateTime={new Date(entry.time).toISOString()}
                  className="tabular-nums text-muted-fg"
                >
                  {clockTime(entry.time)}
                </time>
                <span className="break-words">{entry.name}</span>
              </li>
            ))}
          </ol>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="btn btn-ghost" onClick={() => void copyWinners()}>
              Copy winners
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => void downloadWinners()}>
              Download CSV
            </button>
            <button type="button" className="btn btn-ghost" onClick={onClear}>
              Clear winners
            </button>
          </div>
        </>
      )}
    </section>
  );
}
