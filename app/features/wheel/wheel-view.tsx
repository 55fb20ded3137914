import Maximize from "lucide/dist/esm/icons/maximize.mjs";
import Minimize from "lucide/dist/esm/icons/minimize.mjs";
import Share2 from "lucide/dist/esm/icons/share-2.mjs";
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
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
import { namesIn, sliceBounds, type WheelEntry } from "~/engine/shared/wheel";
import { slicePaint } from "~/engine/shared/wheel-palettes";
import { drawIdFrom, publicDrawHref, WHEEL_DRAW_PARAMETER } from "~/features/draws";
import { useOptionalUserId } from "~/features/shell";
import { useHydrated } from "~/utils/use-hydrated";

import { useFlick } from "./use-flick";
import { useFullScreen } from "./use-full-screen";
import { useSpin } from "./use-spin";
import { useWheelForm } from "./use-wheel-form";
import { MAX_FACE_SLICES, WheelFace } from "./wheel-face";
import { EntryTools, useEntryEdits } from "./wheel-entry-edits";
import { EntriesList, SliceSettings } from "./wheel-entries-list";
import { shareWheel, wheelPath } from "./wheel-share";
import { SoundPicker } from "./wheel-sound-picker";
import { wheelPrefsStore } from "./wheel-state";
import { useEntryActions } from "./use-entry-actions";
import { wheelImagesStore } from "./wheel-images";
import { WheelTitle } from "./wheel-title";
import { WinnerPopup } from "./wheel-winner-popup";
import { bringIntoView } from "./bring-into-view";
import { WinnersPanel } from "./wheel-winners";
import { WheelLists } from "./wheel-lists";
import { formatCount } from "~/engine/core/format-count";

// The wheel's page: the wheel itself (drawn by a lazy canvas once the page is interactive; a CSS
// gradient until then), the controls around a spin, the list of entries, the winners, and the
// generator's own settings form, which stays the one source of what is spun. Its state lives in
// hooks beside it: the form (use-wheel-form), the spin (use-spin), edits of the entries from
// outside the form (wheel-entry-edits) and full screen (use-full-screen).

const WheelDisc = lazy(() => import("./wheel-disc"));

/** A CSS conic gradient of the wheel, shown before its canvas code arrives (up to 100 slices). */
function conicGradient(
  entries: readonly WheelEntry[],
  colours: string,
  own: ReadonlyMap<string, string>,
  resting: ReadonlySet<string>,
): string | undefined {
  if (entries.length === 0 || entries.length > MAX_FACE_SLICES) return undefined;
  const paint = slicePaint(
    entries.map((entry) => entry.name),
    colours,
    own,
    resting,
  );
  const stops = sliceBounds(entries).map(({ start, size }, index) => {
    const { fill } = paint[index]!;
    return `${fill} ${(start * 100).toFixed(3)}% ${((start + size) * 100).toFixed(3)}%`;
  });
  return `conic-gradient(${stops.join(", ")})`;
}

/** The wheel described in words, for screen readers (the list beside it names every entry). */
function describeWheel(entries: readonly WheelEntry[]): string {
  if (entries.length === 0) return "The wheel is empty.";
  const shown = entries.slice(0, 12).map((entry) => entry.name);
  const more = entries.length - shown.length;
  return `A wheel of ${formatCount(entries.length)} ${entries.length === 1 ? "entry" : "entries"}: ${shown.join(", ")}${more > 0 ? ` and ${formatCount(more)} more, all listed beside the wheel` : ""}. The pointer is at the top.`;
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

  const form = useWheelForm(page, start);
  const { wheel, colours, rotationOn, won } = form;
  // What is drawn follows the entries at a lower priority than typing: with a long list, each
  // keystroke stays quick and the wheel and its list catch up as soon as the typing pauses.
  const shown = useDeferredValue(form.visible);
  const listed = useDeferredValue(wheel);
  const images = useSyncExternalStore(
    wheelImagesStore.subscribe,
    wheelImagesStore.get,
    wheelImagesStore.getServer,
  );
  const entryActions = useEntryActions(form, page.setStatus);
  const { sound, confetti } = useSyncExternalStore(
    wheelPrefsStore.subscribe,
    wheelPrefsStore.get,
    wheelPrefsStore.getServer,
  );
  const spin = useSpin({ page, form, confetti });
  const { phase, winner, winnerIndex } = spin;
  const entryEdits = useEntryEdits(page, form);
  const stageArea = useRef<HTMLDivElement>(null);
  const { fullScreen, toggleFullScreen } = useFullScreen(stageArea);
  const spinButton = useRef<HTMLButtonElement>(null);
  // A spin pressed with the wheel scrolled away brings it into view, to be watched turning.
  const spinKey = spin.order?.key ?? 0;
  useEffect(() => {
    if (spinKey > 0 && !fullScreen) bringIntoView(stageArea.current?.querySelector(".wheel-stage"));
    // Once per spin, as it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spinKey]);
  // A flick of the wheel presses Spin; while it turns, a drag does nothing.
  const flick = useFlick({
    onFlick: () => page.formRef.current?.requestSubmit(),
    enabled: phase !== "spinning" && !page.busy,
  });

  const resting = useMemo(() => {
    if (!rotationOn) return new Set<string>();
    const names = namesIn(won);
    // Everyone has won: the next spin starts a new round, so nobody sits out.
    return shown.every((entry) => names.has(entry.name)) ? new Set<string>() : names;
  }, [rotationOn, won, shown]);

  // This spin's winners' places in the whole list, outlined there until the entries change.
  const winnerPlaces = useMemo(
    () =>
      new Set(
        winnerIndex === -1 || !winner
          ? []
          : winner.all.map((won) => form.listIndices[won.slice - 1] ?? -1),
      ),
    // The winners are named by the spin's key; the places change only with the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [winnerIndex, spin.order?.key, form.listIndices],
  );

  function removeWinner() {
    const inList = winner?.all.map((won) => ({
      name: won.name,
      slice: (form.listIndices[won.slice - 1] ?? -1) + 1,
    }));
    if (!winner || !inList || winner.removed || !entryEdits.removeWinners(inList)) return;
    spin.markRemoved();
    spinButton.current?.focus();
  }

  async function share() {
    const now = form.fieldsNow();
    if (!now) return;
    const spunAsIs = run && phase !== "idle" && now.entries === String(run.input.entries);
    page.setStatus(await shareWheel(now, spunAsIs ? run.path : null));
  }

  const placeholder = (
    <span
      className="wheel-frame"
      style={{
        background: conicGradient(shown, colours, form.sliceColours, resting) ?? "var(--muted)",
      }}
    >
      <WheelFace entries={shown} colours={colours} own={form.sliceColours} resting={resting} />
    </span>
  );
  const spinning = phase === "spinning";

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
          <div
            ref={stageArea}
            className={`wheel-stage-area flex flex-col gap-4 ${fullScreen ? "wheel-fullscreen" : ""}`}
          >
            <WheelTitle title={form.title} />
            <p id="wheel-description" className="sr-only">
              {describeWheel(shown)}
            </p>
            <div className="relative">
              <button
                type="submit"
                form={GENERATOR_FORM_ID}
                className="wheel-stage"
                aria-label="Spin the wheel"
                aria-describedby="wheel-description"
                data-testid="wheel"
                data-ready={(hydrated && form.arrived) || undefined}
                {...flick}
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
                      own={form.sliceColours}
                      images={images}
                      order={spin.order}
                      highlight={winnerIndex !== -1}
                      sound={sound}
                      onSettled={spin.settled}
                      registerFinish={spin.registerFinish}
                    />
                  </Suspense>
                ) : (
                  placeholder
                )}
              </button>
              {spin.popupOpen && winner ? (
                <WinnerPopup
                  key={spin.order?.key}
                  names={winner.all.map((won) => won.name)}
                  formId={GENERATOR_FORM_ID}
                  busy={page.busy}
                  takeFocus={spin.order?.key !== 0}
                  spinButton={spinButton}
                  onRemove={removeWinner}
                  onClose={spin.closePopup}
                />
              ) : null}
            </div>

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
                aria-pressed={spin.auto}
                onClick={spin.toggleAuto}
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

            <p className="min-h-6 text-center text-sm text-muted-fg" aria-live="off">
              {spinning
                ? "Spinning…"
                : winner
                  ? `${winner.removed ? "Removed from the wheel" : "Winner"}: ${winner.name}`
                  : "Press Spin, or the wheel itself (Space or Enter when it has focus)."}
            </p>
          </div>

          {form.entriesProblem ? (
            <p className="text-sm text-danger" role="status" data-testid="wheel-problem">
              The wheel shows the last list that worked. {form.entriesProblem}
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
            <SoundPicker
              value={sound}
              onChange={(next) => wheelPrefsStore.set({ sound: next, confetti })}
            />
            <button
              type="button"
              className="btn btn-ghost"
              aria-pressed={confetti}
              onClick={() => wheelPrefsStore.set({ sound, confetti: !confetti })}
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
            <EmbedCode wheel path={wheelPath(form.embedFields())} />
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
            {entryEdits.canUndoImport ? (
              <>
                {" "}
                <button type="button" className="underline" onClick={entryEdits.undoLastImport}>
                  Undo import
                </button>
              </>
            ) : null}
          </p>
          <div aria-live="polite" className="sr-only" data-testid="announcer">
            {page.announcement}
          </div>

          <WinnersPanel
            winners={spin.winners}
            onClear={spin.clearWinners}
            onMessage={page.setStatus}
          />
        </section>

        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="entries-title">
            <h2 id="entries-title" className="text-xl font-semibold">
              Entries ({formatCount(wheel.length)}
              {form.hidden.size > 0 ? `, ${formatCount(form.visible.length)} on the wheel` : ""})
            </h2>
            <EntriesList
              entries={listed}
              winners={winnerPlaces}
              resting={resting}
              hidden={form.hidden}
            />
            <SliceSettings
              entries={listed}
              hidden={form.hidden}
              colours={colours}
              own={form.sliceColours}
              images={images}
              actions={entryActions}
            />
          </section>

          <section aria-labelledby="settings-title" className="min-w-0">
            <h2 id="settings-title" className="mb-3 text-xl font-semibold">
              Settings
            </h2>
            <div onInput={() => form.readForm()} onChange={() => form.readForm()}>
              <GeneratorForm
                formRef={page.formRef}
                generatorId={generator.id}
                fields={generator.fields}
                values={run?.input ?? data.input}
                seed={run?.seedOrigin === "typed" ? (run.seed ?? "") : ""}
                problems={[...page.linkProblems, ...page.formProblems]}
                onSubmit={spin.onSubmit}
              />
            </div>
            <EntryTools
              form={form}
              onImport={(file) => void entryEdits.importFile(file)}
              onReorder={entryEdits.reorder}
            />
          </section>
          {/* Last in the column: the saved wheels and class lists arrive after the page has
              hydrated (lazy chunks, read from this browser), and nothing should move under a
              visitor's finger when they do. */}
          {hydrated ? (
            <WheelLists
              userId={userId}
              form={form}
              page={page}
              drawn={spin.drawn}
              toolId={generator.id}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
