import { Link } from "@remix-run/react";
import ChevronDown from "lucide/dist/esm/icons/chevron-down.mjs";
import Download from "lucide/dist/esm/icons/download.mjs";
import Trash2 from "lucide/dist/esm/icons/trash.mjs";
import X from "lucide/dist/esm/icons/x.mjs";
import { useEffect, useRef, useState, type RefObject } from "react";
import { Toaster, toast } from "sonner";

import { Icon } from "~/ui/icon";
import { CopyButton } from "~/ui/copy-button";
import { loadCatalogue } from "~/engine/load-catalogue";
import { copyText } from "~/utils/clipboard";
import { downloadFile } from "~/utils/downloads";

import { notesAsCsv, notesAsJson } from "./notes-download";
import type { NotCopied } from "./pending-changes";
import { NOTE_MESSAGES } from "./note";
import { SYNC_MESSAGES } from "./sync-messages";
import { useOptionalUserId } from "~/features/shell";
import { useSavedValues, useSavedValuesSync } from "./use-saved-values";
import {
  MOBILE_BREAKPOINT_PX,
  SAVED_LIST_HEIGHT_PX,
  SAVED_PANEL_WIDTH_PX,
  SCROLLBAR_HIDE_DELAY_MS,
} from "~/utils/spec-constants";
import { useTheme } from "~/features/shell";

// The Saved Values panel (spec §2): a lazily loaded chunk, with the toast library.

interface PanelProps {
  open: boolean;
  onClose: () => void;
  toggleButton: RefObject<HTMLButtonElement>;
}

/** Titles come from the catalogue when the generator exists, never from stored data alone. */
function useCatalogueTitles(): Map<string, string> | null {
  const [titles, setTitles] = useState<Map<string, string> | null>(null);
  useEffect(() => {
    let live = true;
    loadCatalogue().then(
      ({ GENERATOR_INDEX }) =>
        live && setTitles(new Map(GENERATOR_INDEX.map((g) => [g.id, g.title]))),
      (error: unknown) => console.error("Failed to load generator titles for saved values", error),
    );
    return () => {
      live = false;
    };
  }, []);
  return titles;
}

/** Shows scroll bars while scrolling and hides them the spec's 600 ms after it stops. */
function useAutoHideScrollbars() {
  const [scrolling, setScrolling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    scrolling,
    onScroll() {
      setScrolling(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setScrolling(false), SCROLLBAR_HIDE_DELAY_MS);
    },
  };
}

/** Notes the account refused, counted per reason: the report says each reason once. */
function countByReason(notCopied: readonly NotCopied[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const { reason } of notCopied) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts];
}

function downloadJson(filename: string, notes: Parameters<typeof notesAsJson>[0]) {
  downloadFile(filename, notesAsJson(notes), "application/json;charset=utf-8");
}

/**
 * Signed in: the notes of this browser the account refused. They stay here; the visitor can
 * download them, or try again (after making room, say).
 */
function NotCopiedReport({
  notCopied,
  retry,
}: {
  notCopied: readonly NotCopied[];
  retry: () => void;
}) {
  return (
    <div className="border-b border-border p-3 text-sm" data-testid="saved-values-not-copied">
      {countByReason(notCopied).map(([reason, count]) => (
        <p key={reason}>{SYNC_MESSAGES.notCopied(count, reason)}</p>
      ))}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() =>
            downloadJson(
              "saved-values-not-copied.json",
              notCopied.map(({ note }) => note),
            )
          }
        >
          <Icon icon={Download} className="size-4" />
          Download values not copied
        </button>
        <button type="button" className="btn btn-ghost" onClick={retry}>
          Try again
        </button>
      </div>
    </div>
  );
}

export default function SavedValuesPanel({ open, onClose, toggleButton }: PanelProps) {
  const { notes, remove, clear } = useSavedValues();
  const { status, retry } = useSavedValuesSync();
  const notCopied = status?.notCopied ?? [];
  // Signed in, until the account's notes are read the list is not the whole story.
  const loading =
    useOptionalUserId() !== null &&
    (status === null || (!status.loaded && status.state === "loading"));
  const onlyHere = new Set(notCopied.map(({ note }) => note.id));
  const titles = useCatalogueTitles();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const scrollbars = useAutoHideScrollbars();
  const [theme] = useTheme();

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && panel.current?.contains(document.activeElement)) onClose();
    }
    // Under the mobile breakpoint a click outside the panel closes it.
    function onPointerDown(event: PointerEvent) {
      if (window.innerWidth >= MOBILE_BREAKPOINT_PX) return;
      const target = event.target as Node;
      if (panel.current?.contains(target) || toggleButton.current?.contains(target)) return;
      if ((target as Element).closest?.("[data-sonner-toaster]")) return;
      onClose();
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, onClose, toggleButton]);

  return (
    <>
      <Toaster theme={theme ?? "system"} position="bottom-center" />
      <section
        ref={panel}
        id="saved-values-panel"
        aria-labelledby="saved-values-title"
        hidden={!open}
        style={{ width: SAVED_PANEL_WIDTH_PX }}
        className="fixed right-4 bottom-20 z-40 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-bg shadow-2xl"
      >
        <div className="flex items-start justify-between gap-2 border-b border-border p-4">
          <div>
            <h2
              id="saved-values-title"
              ref={heading}
              tabIndex={-1}
              className="text-lg font-semibold"
            >
              Saved Values{" "}
              {loading ? null : <span className="text-muted-fg">({notes.length})</span>}
            </h2>
            <p className="mt-1 text-sm text-muted-fg">
              Values you&apos;ve saved from different generators. Click a value to copy it again.
            </p>
          </div>
          <button
            type="button"
            className="btn btn-icon"
            aria-label="Collapse saved values"
            onClick={onClose}
          >
            <Icon icon={ChevronDown} className="size-5" />
          </button>
        </div>
        {notCopied.length > 0 ? <NotCopiedReport notCopied={notCopied} retry={retry} /> : null}
        <div
          onScroll={scrollbars.onScroll}
          style={{ height: SAVED_LIST_HEIGHT_PX }}
          className={`auto-hide-scrollbar overflow-y-auto ${scrollbars.scrolling ? "is-scrolling" : ""}`}
          data-testid="saved-values-list"
        >
          {loading ? (
            <p className="p-4 text-sm text-muted-fg">{SYNC_MESSAGES.loading}</p>
          ) : notes.length === 0 ? (
            <p className="p-4 text-sm text-muted-fg">
              No values saved yet. Click the star icon next to any generated value to save it here.
            </p>
          ) : (
            <ul className="divide-y divide-border" aria-label="Saved values">
              {notes.map((note) => {
                const title = titles?.get(note.generatorId) ?? note.generatorTitle;
                return (
                  <li key={note.id} className="flex items-start gap-2 px-4 py-2">
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/${encodeURIComponent(note.generatorId)}`}
                        // At least 24px high: a target that size is easy to hit (WCAG 2.5.8).
                        className="inline-flex min-h-6 items-center text-xs font-medium text-muted-fg hover:underline"
                      >
                        {title}
                      </Link>
                      <button
                        type="button"
                        title="Copy to clipboard"
                        onClick={async () => {
                          if (await copyText(note.value)) toast("Copied!");
                        }}
                        className="block w-full truncate text-left font-mono text-sm"
                        data-testid="saved-value"
                      >
                        {note.value}
                      </button>
                      {note.inputsTruncated ? (
                        <p className="text-xs text-muted-fg">{NOTE_MESSAGES.inputsShortened}</p>
                      ) : null}
                      {onlyHere.has(note.id) ? (
                        <p className="text-xs text-muted-fg">{SYNC_MESSAGES.onlyInThisBrowser}</p>
                      ) : null}
                    </div>
                    <CopyButton text={note.value} />
                    <button
                      type="button"
                      className="tooltip-trigger btn btn-icon"
                      aria-label="Remove from saved values"
                      data-tooltip="Remove from saved values"
                      onClick={() => void remove(note.id)}
                    >
                      <Icon icon={X} className="size-4" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {notes.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2 border-t border-border p-3">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => downloadJson("saved-values.json", notes)}
            >
              <Icon icon={Download} className="size-4" />
              <span>
                <span className="sr-only">Export saved values as </span>JSON
              </span>
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() =>
                downloadFile("saved-values.csv", notesAsCsv(notes), "text/csv;charset=utf-8")
              }
            >
              <Icon icon={Download} className="size-4" />
              <span>
                <span className="sr-only">Export saved values as </span>CSV
              </span>
            </button>
            <button
              type="button"
              className="btn btn-ghost ml-auto text-danger"
              aria-label="Clear all saved values"
              onClick={() => {
                void clear();
                toast("Cleared all saved values");
                heading.current?.focus();
              }}
            >
              <Icon icon={Trash2} className="size-4" />
              Clear all
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}
