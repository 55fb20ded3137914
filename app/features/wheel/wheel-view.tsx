import Maximize from "lucide/dist/esm/icons/maximize.mjs";
import Minimize from "lucide/dist/esm/icons/minimize.mjs";
import Share2 from "lucide/dist/esm/icons/share-2.mjs";
import {
  lazy,
  memo,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from "react";

import { Link, useSearchParams } from "@remix-run/react";

import { Icon } from "~/ui/icon";
import { Breadcrumb } from "~/ui/breadcrumb";
import type { GeneratorForm } from "~/features/generator-page";
import type { ProblemSummary } from "~/features/generator-page";
import type { SeedLine } from "~/features/generator-page";
import type { GeneratorRunState } from "~/features/generator-page";
import { generatorTrail } from "~/features/shell";
import { EmbedCode } from "~/features/embed";
import type { GeneratorPageData } from "~/engine/core/page-data";
import {
  MAX_WHEEL_ENTRIES,
  namesIn,
  parseWheelEntries,
  sliceBounds,
  turnsFor,
  wheelEntriesText,
  type WheelEntry,
} from "~/engine/shared/wheel";
import { paletteOf, sliceColour } from "~/engine/shared/wheel-palettes";
import { drawIdFrom, publicDrawHref, WHEEL_DRAW_PARAMETER } from "~/features/draws";
import { copyText } from "~/utils/clipboard";
import { errorMessageOf, fetchJson } from "~/utils/fetch-json";
import { useOptionalUserId } from "~/features/shell";
import { useHydrated } from "~/utils/use-hydrated";

import type { SpinOrder } from "./wheel-disc";
import {
  MAX_SHARED_URL_LENGTH,
  WINNER_PAUSE_MS,
  readCurrentWheel,
  saveCurrentWheel,
  wheelPrefsStore,
  type WheelFields,
} from "./wheel-state";

// The wheel's page: the wheel itself (drawn by a lazy canvas once the page is interactive; a CSS
// gradient until then), the controls around a spin, the list of entries, the winners, and the
// generator's own settings form, which stays the one source of what is spun.

const WheelDisc = lazy(() => import("./wheel-disc"));
const WeightsEditor = lazy(() => import("./weights-editor"));
const SavedWheels = lazy(() => import("./saved-wheels"));

interface Winner {
  name: string;
  time: number;
}

/** How long the entries rest unchanged before the wheel on screen is kept in this browser. */
const KEEP_AFTER_MS = 300;

/** Every entry, beside the wheel; memoised, as a list of 1,000 must not redraw per keystroke. */
const EntriesList = memo(function EntriesList({
  entries,
  winnerIndex,
  resting,
}: {
  entries: readonly WheelEntry[];
  winnerIndex: number;
  resting: ReadonlySet<string>;
}) {
  return (
    // A box that scrolls must be reachable by keyboard (WCAG 2.1.1).
    <ol
      className="mt-2 max-h-72 overflow-auto rounded-md border border-border p-2 text-sm"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
      tabIndex={0}
      aria-label="Every entry on the wheel"
      data-testid="wheel-entries"
    >
      {entries.map((entry, index) => (
        <li
          key={index}
          aria-current={index === winnerIndex ? "true" : undefined}
          className={`flex justify-between gap-2 rounded px-2 py-0.5 ${index === winnerIndex ? "bg-accent font-semibold text-accent-fg" : ""}`}
        >
          <span className="break-words">
            {entry.name}
            {resting.has(entry.name) ? (
              <span className="text-muted-fg"> (won this round)</span>
            ) : null}
          </span>
          {entry.weight === 1 ? null : (
            <span className="shrink-0 tabular-nums text-muted-fg">×{entry.weight}</span>
          )}
        </li>
      ))}
    </ol>
  );
});

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const entriesOf = (text: unknown): WheelEntry[] => {
  const parsed = parseWheelEntries(String(text ?? ""));
  return parsed.ok ? parsed.entries : [];
};

/** A CSS conic gradient of the wheel, shown before its canvas code arrives (up to 100 slices). */
function conicGradient(entries: readonly WheelEntry[], colours: string): string | undefined {
  if (entries.length === 0 || entries.length > 100) return undefined;
  const palette = paletteOf(colours);
  const stops = sliceBounds(entries).map(({ start, size }, index) => {
    const colour = sliceColour(palette, index, entries.length);
    return `${colour} ${(start * 100).toFixed(3)}% ${((start + size) * 100).toFixed(3)}%`;
  });
  return `conic-gradient(${stops.join(", ")})`;
}

/** The wheel described in words, for screen readers (the list beside it names every entry). */
function describeWheel(entries: readonly WheelEntry[]): string {
  if (entries.length === 0) return "The wheel is empty.";
  const shown = entries.slice(0, 12).map((entry) => entry.name);
  const more = entries.length - shown.length;
  return `A wheel of ${entries.length.toLocaleString("en-US")} ${entries.length === 1 ? "entry" : "entries"}: ${shown.join(", ")}${more > 0 ? ` and ${more.toLocaleString("en-US")} more, all listed beside the wheel` : ""}. The pointer is at the top.`;
}

/**
 * The parts of the generator page the wheel shares, handed over by the generator route rather
 * than imported: they live in the route's chunk, and importing them from this lazy chunk would
 * make every generator page's first load carry a re-exporting chunk for the wheel's sake.
 */
export interface WheelKit {
  GeneratorForm: typeof GeneratorForm;
  ProblemSummary: typeof ProblemSummary;
  SeedLine: typeof SeedLine;
  formId: string;
}

export default function WheelView({
  data,
  page,
  kit,
}: {
  data: GeneratorPageData;
  /** The page's run state (useGeneratorRun), held by the route. */
  page: GeneratorRunState;
  kit: WheelKit;
}) {
  const { generator } = data;
  const { GeneratorForm, ProblemSummary, SeedLine, formId: GENERATOR_FORM_ID } = kit;
  const { run } = page;
  const hydrated = useHydrated();
  const userId = useOptionalUserId();
  const start = data.input;
  // A public draw made from this wheel links back here with its id.
  const drawId = drawIdFrom(useSearchParams()[0].get(WHEEL_DRAW_PARAMETER));

  const [wheel, setWheel] = useState<WheelEntry[]>(() => entriesOf(start.entries));
  // What is drawn follows the entries at a lower priority than typing: with a long list, each
  // keystroke stays quick and the wheel and its list catch up as soon as the typing pauses.
  const shown = useDeferredValue(wheel);
  const [entriesProblem, setEntriesProblem] = useState<string | null>(null);
  const [colours, setColours] = useState(String(start.colours ?? "bright"));
  const [rotationOn, setRotationOn] = useState(Boolean(start.rotation));
  const [won, setWon] = useState(String(start.won ?? ""));
  /** The spin that last came to rest, and how many edits of the entries had been made then. */
  const [rested, setRested] = useState<{ key: number; edits: number } | null>(null);
  /** The spin whose winner was taken off the wheel. */
  const [removedKey, setRemovedKey] = useState<number | null>(null);
  /** Edits of the entries so far: the winner's slice is outlined only until the next one. */
  const [edits, setEdits] = useState(0);
  const [winners, setWinners] = useState<Winner[]>([]);
  const [auto, setAuto] = useState(false);
  const { sound, confetti } = useSyncExternalStore(
    wheelPrefsStore.subscribe,
    wheelPrefsStore.get,
    wheelPrefsStore.getServer,
  );
  const [fullScreen, setFullScreen] = useState(false);
  const [editingWeights, setEditingWeights] = useState(false);
  /** Bumped when the entries change from outside the weights editor, which then starts afresh. */
  const [outsideEdit, setOutsideEdit] = useState(0);
  const [undoImport, setUndoImport] = useState<string | null>(null);
  const finish = useRef<(() => boolean) | null>(null);
  const spinButton = useRef<HTMLButtonElement>(null);
  const stageArea = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const resting = useMemo(() => {
    if (!rotationOn) return new Set<string>();
    const names = namesIn(won);
    // Everyone has won: the next spin starts a new round, so nobody sits out.
    return shown.every((entry) => names.has(entry.name)) ? new Set<string>() : names;
  }, [rotationOn, won, shown]);

  // --- The form is the one source of the wheel: read it whenever the visitor changes it. ---

  function field<T>(name: string): T | null {
    return (page.formRef.current?.elements.namedItem(name) as T | null | undefined) ?? null;
  }

  function fieldsNow(): WheelFields | null {
    const entries = field<HTMLTextAreaElement>("entries");
    if (!entries) return null;
    return {
      entries: entries.value,
      duration: field<HTMLInputElement>("duration")?.value ?? "5",
      rotation: field<HTMLInputElement>("rotation")?.checked ?? false,
      colours: field<HTMLSelectElement>("colours")?.value ?? "bright",
      won: field<HTMLTextAreaElement>("won")?.value ?? "",
    };
  }

  /** The entries text last read, to tell an edit of the entries from other changes. */
  const lastEntries = useRef(String(start.entries ?? ""));

  // The wheel on screen is kept in this browser once the typing pauses, and when the page goes.
  const unkept = useRef<WheelFields | null>(null);
  const keepTimer = useRef<number | undefined>(undefined);
  function keepNow() {
    window.clearTimeout(keepTimer.current);
    if (unkept.current) saveCurrentWheel(unkept.current);
    unkept.current = null;
  }
  function keepSoon(fields: WheelFields) {
    unkept.current = fields;
    window.clearTimeout(keepTimer.current);
    keepTimer.current = window.setTimeout(keepNow, KEEP_AFTER_MS);
  }
  useEffect(() => {
    window.addEventListener("pagehide", keepNow);
    return () => {
      window.removeEventListener("pagehide", keepNow);
      keepNow();
    };
  }, []);

  function readForm({ fromEditor = false } = {}) {
    const now = fieldsNow();
    if (!now) return;
    const parsed = parseWheelEntries(now.entries);
    if (parsed.ok) {
      setWheel(parsed.entries);
      setEntriesProblem(null);
    } else {
      setEntriesProblem(parsed.problem.message);
    }
    setColours(now.colours);
    setRotationOn(now.rotation);
    setWon(now.won);
    if (now.entries !== lastEntries.current) {
      lastEntries.current = now.entries;
      setEdits((value) => value + 1);
      if (!fromEditor) setOutsideEdit((value) => value + 1);
    }
    keepSoon(now);
  }

  function writeField(name: string, value: string) {
    const element = field<HTMLTextAreaElement | HTMLInputElement>(name);
    if (element) element.value = value;
  }

  /** Puts a whole wheel (a kept or saved one) into the settings form, and on screen. */
  function applyFields(fields: WheelFields) {
    writeField("entries", fields.entries);
    writeField("duration", fields.duration);
    writeField("won", fields.won);
    const rotation = field<HTMLInputElement>("rotation");
    if (rotation) rotation.checked = fields.rotation;
    const select = field<HTMLSelectElement>("colours");
    if (select) select.value = fields.colours;
    readForm();
  }

  // A bare /spin-the-wheel brings back the wheel this browser had last.
  // Whatever was typed before this code arrived is read once it has.
  useEffect(() => {
    const saved = window.location.search === "" ? readCurrentWheel() : null;
    // After the first frame, so the page that arrived is the one hydrated.
    const frame = requestAnimationFrame(() => {
      if (saved) applyFields(saved);
      else readForm();
    });
    return () => cancelAnimationFrame(frame);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // --- A spin: the engine decides (useGeneratorRun), then the wheel shows it. ---

  /** What the wheel must show: every new run on screen is a spin to its decided angle. */
  const order = useMemo((): SpinOrder | null => {
    const value = run?.generation.values[0];
    const shared = page.revision === 0;
    if (!run || !value?.data || (shared && run.seedOrigin !== "link")) return null;
    const seconds = Number(run.input.duration);
    return {
      key: page.revision,
      angle: Number(value.data.angle),
      turns: turnsFor(seconds),
      seconds,
      // A shared link shows its result at once; reduced motion shows every result at once.
      instant: shared || reducedMotion(),
      index: Number(value.data.slice) - 1,
    };
  }, [run, page.revision]);

  const phase = !order ? "idle" : rested?.key === order.key ? "settled" : "spinning";
  const winnerValue = phase === "settled" ? run?.generation.values[0] : undefined;
  const winner =
    order && winnerValue
      ? { name: winnerValue.text, slice: order.index + 1, removed: removedKey === order.key }
      : null;

  function settled(done: SpinOrder) {
    const value = run?.generation.values[0];
    if (!run || !value) return;
    const name = value.text;
    setRested({ key: done.key, edits });
    if (done.key === 0) return; // a shared result: shown, not won again here
    page.setAnnouncement(`Winner: ${name}`);
    setWinners((list) => [{ name, time: Date.now() }, ...list]);
    if (run.input.rotation) {
      const current = field<HTMLTextAreaElement>("won")?.value ?? "";
      const next = value.data?.newRound || current.trim() === "" ? name : `${current}\n${name}`;
      writeField("won", next);
      readForm();
      const wonNow = namesIn(next);
      if (auto && wheel.every((entry) => wonNow.has(entry.name))) {
        setAuto(false);
        page.setStatus("Everyone has won once this round, so auto spin stopped.");
      }
    }
    if (confetti && !done.instant) {
      void import("./wheel-confetti").then(({ burstConfetti }) => burstConfetti());
    }
  }

  // Auto spin: the next spin after a pause to read the winner, until turned off (or, in
  // rotation mode, until everyone has won once).
  useEffect(() => {
    if (!auto || phase !== "settled") return;
    const timer = window.setTimeout(() => page.generateAgain(), WINNER_PAUSE_MS);
    return () => window.clearTimeout(timer);
    // The page's actions are fresh every render; the state above is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto, phase]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spin pressed while the wheel turns: it stops at once where it was always going to stop.
    if (finish.current?.()) return;
    page.onSubmit(event);
  }

  function removeWinner() {
    if (!winner || winner.removed) return;
    const entries = field<HTMLTextAreaElement>("entries");
    if (!entries) return;
    const lines = entries.value.split(/\r?\n/);
    const nameOf = (line: string) => {
      const parsed = parseWheelEntries(line);
      return parsed.ok ? parsed.entries[0]?.name : undefined;
    };
    // The winning slice's own line when it is still there, else the first line with its name.
    let seen = 0;
    let at = lines.findIndex((line) => line.trim() !== "" && ++seen === winner.slice);
    if (at === -1 || nameOf(lines[at] ?? "") !== winner.name) {
      at = lines.findIndex((line) => nameOf(line) === winner.name);
    }
    if (at === -1) return;
    lines.splice(at, 1);
    entries.value = lines.join("\n");
    readForm();
    setRemovedKey(order?.key ?? null);
    page.setStatus(`Removed ${winner.name} from the wheel.`);
    spinButton.current?.focus();
  }

  // --- Entries from a file, and the weights editor. ---

  async function importFile(file: File) {
    const entries = field<HTMLTextAreaElement>("entries");
    if (!entries) return;
    try {
      const { entriesFromFile } = await import("./wheel-import");
      const lines = await entriesFromFile(file);
      if (lines.length === 0) {
        page.setStatus(`${file.name} has no entries to import.`);
        return;
      }
      setUndoImport(entries.value);
      entries.value = lines.join("\n");
      readForm();
      page.setStatus(
        lines.length > MAX_WHEEL_ENTRIES
          ? `Imported ${lines.length.toLocaleString("en-US")} entries from ${file.name}: that is more than a wheel holds, so remove some before spinning.`
          : `Imported ${lines.length.toLocaleString("en-US")} entries from ${file.name}.`,
      );
    } catch {
      page.setStatus(`Could not read ${file.name}. Is it a text or CSV file?`);
    }
  }

  function undoLastImport() {
    if (undoImport === null) return;
    writeField("entries", undoImport);
    setUndoImport(null);
    readForm();
    page.setStatus("Import undone: the entries are back as they were.");
  }

  // --- Sharing, winners, presentation. ---

  async function share() {
    const now = fieldsNow();
    if (!now) return;
    const spunAsIs = run && phase !== "idle" && now.entries === String(run.input.entries);
    let path = spunAsIs ? run.path : wheelPath(now);
    let stored = false;
    if (path.length > MAX_SHARED_URL_LENGTH) {
      // A long list is stored once (by its content) and named in the link instead.
      const answer = await fetchJson("/resources/wheel-lists", {
        method: "POST",
        body: JSON.stringify({ entries: now.entries }),
      });
      const body = answer.reached ? answer.body : null;
      const id = (body as { id?: unknown } | null)?.id;
      if (!answer.reached || !answer.ok || !id) {
        page.setStatus(
          errorMessageOf(body) ?? "Could not store this wheel's list to share it. Try again.",
        );
        return;
      }
      const url = new URL(path, window.location.origin);
      url.searchParams.delete("entries");
      url.searchParams.set("list", String(id));
      path = `${url.pathname}${url.search}`;
      stored = true;
    }
    const url = new URL(path, window.location.origin).toString();
    const copied = await copyText(url);
    const what = spunAsIs
      ? "It opens this wheel with the same spin and winner on any device."
      : "It opens a copy of this wheel.";
    page.setStatus(
      copied
        ? `Link copied. ${what}${stored ? " The list is stored on this site so the link stays short." : ""}`
        : `Copy this link: ${url}`,
    );
  }

  async function copyWinners() {
    const text = winners
      .map((entry) => `${new Date(entry.time).toLocaleTimeString()}\t${entry.name}`)
      .join("\n");
    page.setStatus(
      (await copyText(text)) ? "Winners copied." : "Copying was refused by the browser.",
    );
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

  function toggleFullScreen() {
    const area = stageArea.current;
    if (!area) return;
    if (fullScreen) {
      if (document.fullscreenElement) void document.exitFullscreen();
      setFullScreen(false);
      return;
    }
    setFullScreen(true);
    if (area.requestFullscreen) area.requestFullscreen().catch(() => {});
  }

  useEffect(() => {
    if (!fullScreen) return;
    const left = () => {
      if (!document.fullscreenElement) setFullScreen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setFullScreen(false);
    };
    document.addEventListener("fullscreenchange", left);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("fullscreenchange", left);
      document.removeEventListener("keydown", escape);
    };
  }, [fullScreen]);

  function togglePref(name: "sound" | "confetti") {
    const next = { sound, confetti, [name]: !(name === "sound" ? sound : confetti) };
    wheelPrefsStore.set(next);
    if (name === "sound" && next.sound) {
      void import("./wheel-sound").then(({ unlockAudio }) => unlockAudio());
    }
  }

  const placeholder = (
    <span
      className="wheel-frame"
      style={{ background: conicGradient(shown, colours) ?? "var(--muted)" }}
    />
  );
  const spinning = phase === "spinning";
  const winnerIndex = winner && !winner.removed && rested?.edits === edits ? winner.slice - 1 : -1;

  return (
    <article>
      <Breadcrumb trail={generatorTrail(generator)} />
      <h1 className="text-3xl font-bold tracking-tight">
        <span aria-hidden="true" className="icon-emoji">
          {generator.iconText}{" "}
        </span>
        {generator.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-fg">{generator.description}</p>

      <ProblemSummary
        linkProblems={page.linkProblems}
        formProblems={page.formProblems}
        summaryRef={page.problemSummary}
      />

      <div
        className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        onPointerEnter={page.warmEngine}
        onTouchStart={page.warmEngine}
        onFocus={page.warmEngine}
      >
        <section aria-labelledby="wheel-title" className="flex min-w-0 flex-col gap-4">
          <h2 id="wheel-title" className="sr-only">
            Wheel
          </h2>
          <div
            ref={stageArea}
            className={`wheel-stage-area flex flex-col gap-4 ${fullScreen ? "wheel-fullscreen" : ""}`}
          >
            <p id="wheel-description" className="sr-only">
              {describeWheel(shown)}
            </p>
            <button
              type="submit"
              form={GENERATOR_FORM_ID}
              className="wheel-stage"
              aria-label="Spin the wheel"
              aria-describedby="wheel-description"
              data-testid="wheel"
              data-ready={hydrated || undefined}
            >
              <svg className="wheel-pointer" viewBox="0 0 36 44" aria-hidden="true">
                <path d="M3 3 H33 L18 41 Z" fill="var(--fg)" stroke="var(--bg)" strokeWidth="3" />
              </svg>
              {hydrated ? (
                <Suspense fallback={placeholder}>
                  <WheelDisc
                    entries={shown}
                    colours={colours}
                    resting={resting}
                    order={order}
                    highlight={winnerIndex !== -1}
                    sound={sound}
                    onSettled={settled}
                    registerFinish={(done) => {
                      finish.current = done;
                    }}
                  />
                </Suspense>
              ) : (
                placeholder
              )}
            </button>

            <div className="flex flex-wrap items-center justify-center gap-2">
              <button
                ref={spinButton}
                type="submit"
                form={GENERATOR_FORM_ID}
                className="btn btn-primary px-8 py-2.5 text-base"
                aria-disabled={page.busy || undefined}
                aria-keyshortcuts="Space Enter"
              >
                Spin
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                aria-pressed={auto}
                onClick={() => setAuto((value) => !value)}
              >
                Auto spin
              </button>
              <button type="button" className="btn btn-ghost" onClick={toggleFullScreen}>
                {fullScreen ? (
                  <Icon icon={Minimize} className="size-4" />
                ) : (
                  <Icon icon={Maximize} className="size-4" />
                )}
                {fullScreen ? "Exit full screen" : "Full screen"}
              </button>
            </div>

            <div className="min-h-24 text-center" aria-live="off">
              {spinning ? (
                <p className="text-lg text-muted-fg">Spinning…</p>
              ) : winner ? (
                <div className="flex flex-col items-center gap-3">
                  <p className="text-sm font-medium uppercase tracking-wide text-muted-fg">
                    {winner.removed ? "Removed from the wheel" : "Winner"}
                  </p>
                  <p
                    className="max-w-full break-words text-4xl font-bold sm:text-5xl"
                    data-testid="wheel-winner"
                  >
                    {winner.name}
                  </p>
                  <div className="flex flex-wrap justify-center gap-2">
                    {winner.removed ? null : (
                      <button type="button" className="btn btn-ghost" onClick={removeWinner}>
                        Remove winner
                      </button>
                    )}
                    <button
                      type="submit"
                      form={GENERATOR_FORM_ID}
                      className="btn btn-ghost"
                      aria-disabled={page.busy || undefined}
                    >
                      Spin again
                    </button>
                  </div>
                </div>
              ) : (
                <p className="text-muted-fg">
                  Press Spin, or the wheel itself (Space or Enter when it has focus).
                </p>
              )}
            </div>
          </div>

          {entriesProblem ? (
            <p className="text-sm text-danger" role="status" data-testid="wheel-problem">
              The wheel shows the last list that worked. {entriesProblem}
            </p>
          ) : null}
          {run?.generation.summary && phase === "settled" ? (
            <p className="font-medium">{run.generation.summary}</p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className="btn btn-ghost" onClick={() => void share()}>
              <Icon icon={Share2} className="size-4" />
              Share
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              aria-pressed={sound}
              onClick={() => togglePref("sound")}
            >
              Sound
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              aria-pressed={confetti}
              onClick={() => togglePref("confetti")}
            >
              Confetti
            </button>
            <Link
              className="btn btn-ghost"
              to={publicDrawHref(
                "spin-the-wheel",
                wheel.map((entry) => entry.name),
              )}
            >
              Make this a public draw
            </Link>
            <EmbedCode
              wheel
              path={wheelPath({
                entries: wheelEntriesText(wheel),
                duration: String(start.duration ?? 5),
                rotation: rotationOn,
                colours,
                won: "",
              })}
            />
          </div>
          {drawId ? (
            <p className="text-sm">
              <Link to={`/draws/${drawId}`}>Public draw of these entries</Link>: its winners are
              decided by the drand beacon, not by this wheel.
            </p>
          ) : null}
          {run && phase === "settled" ? <SeedLine run={run} permalink={run.path} /> : null}
          <p role="status" className="min-h-6 text-sm text-muted-fg">
            {page.status}
            {undoImport !== null ? (
              <>
                {" "}
                <button type="button" className="underline" onClick={undoLastImport}>
                  Undo import
                </button>
              </>
            ) : null}
          </p>
          <div aria-live="polite" className="sr-only" data-testid="announcer">
            {page.announcement}
          </div>

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
                        {new Date(entry.time).toLocaleTimeString()}
                      </time>
                      <span className="break-words">{entry.name}</span>
                    </li>
                  ))}
                </ol>
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => void copyWinners()}
                  >
                    Copy winners
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => void downloadWinners()}
                  >
                    Download CSV
                  </button>
                  <button type="button" className="btn btn-ghost" onClick={() => setWinners([])}>
                    Clear winners
                  </button>
                </div>
              </>
            )}
          </section>
        </section>

        <div className="flex min-w-0 flex-col gap-8">
          {hydrated ? (
            <Suspense fallback={null}>
              <SavedWheels
                userId={userId}
                fieldsNow={fieldsNow}
                onOpen={(fields, name) => {
                  applyFields(fields);
                  page.setStatus(`Opened "${name}".`);
                }}
                onMessage={page.setStatus}
              />
            </Suspense>
          ) : null}
          <section aria-labelledby="entries-title">
            <h2 id="entries-title" className="text-xl font-semibold">
              Entries ({wheel.length.toLocaleString("en-US")})
            </h2>
            <EntriesList entries={shown} winnerIndex={winnerIndex} resting={resting} />
          </section>

          <section aria-labelledby="settings-title" className="min-w-0">
            <h2 id="settings-title" className="mb-3 text-xl font-semibold">
              Settings
            </h2>
            <div onInput={() => readForm()} onChange={() => readForm()}>
              <GeneratorForm
                formRef={page.formRef}
                generatorId={generator.id}
                fields={generator.fields}
                values={run?.input ?? data.input}
                seed={run?.seedOrigin === "typed" ? (run.seed ?? "") : ""}
                problems={[...page.linkProblems, ...page.formProblems]}
                onSubmit={onSubmit}
              />
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => fileInput.current?.click()}
              >
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
                  if (file) void importFile(file);
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
                    key={outsideEdit}
                    entries={wheel}
                    onChange={(entries) => {
                      writeField("entries", wheelEntriesText(entries));
                      readForm({ fromEditor: true });
                    }}
                  />
                </Suspense>
              ) : null}
            </div>
          </section>
        </div>
      </div>
    </article>
  );
}

/** The wheel's address without a seed: a copy of the wheel, to spin afresh. */
function wheelPath(fields: WheelFields): string {
  const params = new URLSearchParams({
    entries: fields.entries,
    duration: fields.duration,
    colours: fields.colours,
  });
  if (fields.rotation) {
    params.set("rotation", "1");
    if (fields.won.trim() !== "") params.set("won", fields.won);
  }
  return `/spin-the-wheel?${params.toString()}`;
}
