import { lazy, Suspense, useRef, useState } from "react";

import { cryptoRandom, type Random } from "~/engine/core/random";
import { MAX_WHEEL_ENTRIES, parseWheelEntries, wheelEntriesText } from "~/engine/shared/wheel";
import type { GeneratorRunState } from "~/features/generator-page";

import type { WheelForm } from "./use-wheel-form";
import { formatCount } from "~/engine/core/format-count";

const WeightsEditor = lazy(() => import("./weights-editor"));

const nameOf = (line: string) => {
  const parsed = parseWheelEntries(line);
  return parsed.ok ? parsed.entries[0]?.name : undefined;
};

/**
 * The entries text without the winner's line: the winning slice's own line when it is still
 * there, else the first line with its name; null when neither is.
 */
export function withoutWinner(text: string, winner: { name: string; slice: number }) {
  const lines = text.split(/\r?\n/);
  let seen = 0;
  let at = lines.findIndex((line) => line.trim() !== "" && ++seen === winner.slice);
  if (at === -1 || nameOf(lines[at] ?? "") !== winner.name) {
    at = lines.findIndex((line) => nameOf(line) === winner.name);
  }
  if (at === -1) return null;
  lines.splice(at, 1);
  return lines.join("\n");
}

export type EntryOrder = "sort" | "shuffle";

/**
 * The entries' lines, blank ones dropped, sorted A to Z the way people read names (case and
 * accents aside, numbers by value) or shuffled. A line keeps its weight and anything else on it.
 */
export function reorderedEntries(text: string, order: EntryOrder, random: Random = cryptoRandom()) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  if (order === "shuffle") return random.shuffle(lines).join("\n");
  const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
  return [...lines].sort((a, b) => collator.compare(a.trim(), b.trim())).join("\n");
}

/** Edits of the entries from outside the form: a winner taken off, a file imported (undoable). */
export function useEntryEdits(page: GeneratorRunState, form: WheelForm) {
  const [undoImport, setUndoImport] = useState<string | null>(null);

  /**
   * Takes a spin's winners off the wheel (`slice` counts every entry, hidden ones too); false
   * when none of their lines is still in the entries.
   */
  function removeWinners(winners: readonly { name: string; slice: number }[]): boolean {
    const entries = form.field<HTMLTextAreaElement>("entries");
    if (!entries) return false;
    // The last line first, so the lines before it keep their places.
    const removed: string[] = [];
    let text = entries.value;
    for (const winner of [...winners].sort((a, b) => b.slice - a.slice)) {
      const next = withoutWinner(text, winner);
      if (next === null) continue;
      text = next;
      removed.unshift(winner.name);
    }
    if (removed.length === 0) return false;
    entries.value = text;
    form.readForm();
    page.setStatus(`Removed ${removed.join(", ")} from the wheel.`);
    return true;
  }

  /** Sorts or shuffles the entries in place; a spin still decides the winner. */
  function reorder(order: EntryOrder) {
    const entries = form.field<HTMLTextAreaElement>("entries");
    if (!entries) return;
    entries.value = reorderedEntries(entries.value, order);
    form.readForm();
    page.setStatus(
      order === "shuffle" ? "Shuffled the entries." : "Sorted the entries from A to Z.",
    );
  }

  async function importFile(file: File) {
    const entries = form.field<HTMLTextAreaElement>("entries");
    if (!entries) return;
    try {
      const { entriesFromFile } = await import("~/utils/entries-file");
      const lines = await entriesFromFile(file);
      if (lines.length === 0) {
        page.setStatus(`${file.name} has no entries to import.`);
        return;
      }
      setUndoImport(entries.value);
      entries.value = lines.join("\n");
      form.readForm();
      page.setStatus(
        lines.length > MAX_WHEEL_ENTRIES
          ? `Imported ${formatCount(lines.length)} entries from ${file.name}: that is more than a wheel holds, so remove some before spinning.`
          : `Imported ${formatCount(lines.length)} entries from ${file.name}.`,
      );
    } catch {
      page.setStatus(`Could not read ${file.name}. Is it a text or CSV file?`);
    }
  }

  function undoLastImport() {
    if (undoImport === null) return;
    form.writeField("entries", undoImport);
    setUndoImport(null);
    form.readForm();
    page.setStatus("Import undone: the entries are back as they were.");
  }

  return {
    removeWinners,
    reorder,
    importFile,
    undoLastImport,
    canUndoImport: undoImport !== null,
  };
}

/**
 * Below the settings form: shuffle or sort the entries, import them from a file, and edit their
 * weights in a table.
 */
export function EntryTools({
  form,
  onImport,
  onReorder,
}: {
  form: WheelForm;
  onImport: (file: File) => void;
  onReorder: (order: EntryOrder) => void;
}) {
  const [editingWeights, setEditingWeights] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-ghost" onClick={() => onReorder("shuffle")}>
          Shuffle
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onReorder("sort")}>
          Sort A–Z
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => fileInput.current?.click()}>
          Import from file
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label="Import entries from a .txt or .csv file"
          data-testid="wheel-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) onImport(file);
          }}
        />
        <button
          type="button"
          className="btn btn-ghost"
          aria-expanded={editingWeights}
          aria-controls="weights-editor"
          onClick={() => setEditingWeights((value) => !value)}
        >
          Edit weights
        </button>
      </div>
      <div id="weights-editor" className="mt-3">
        {editingWeights ? (
          <Suspense fallback={<p className="text-sm text-muted-fg">Loading the editor…</p>}>
            <WeightsEditor
              key={form.outsideEdit}
              entries={form.wheel}
              onChange={(entries) => {
                form.writeField("entries", wheelEntriesText(entries));
                form.readForm({ fromEditor: true });
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
