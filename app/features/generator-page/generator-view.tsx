import { lazy, Suspense, useRef, useState } from "react";

import type { GeneratorPageData } from "~/engine/core/page-data";
import { generatorTrail } from "~/features/shell";
import { Breadcrumb } from "~/ui/breadcrumb";
import { visitorActsThenRest } from "~/ui/first-sign";
import { island } from "~/ui/island";
import { useHydrated } from "~/utils/use-hydrated";

import { useGenerateShortcut } from "./generate-shortcut";
import { GENERATOR_FORM_ID, GeneratorForm } from "./generator-form";

import { SUMMARY_FIRST_FROM } from "./result-list";
import { ResultStage, RunInsights } from "./result-stage";
import { loadRenderers } from "./use-renderers";
import { ProblemSummary, SeedLine } from "./islands";
import { useGeneratorRun } from "./use-generator-run";

const PresentationMode = lazy(() => import("./presentation"));
const ResultsToolbar = island("results-toolbar", () =>
  import("./results-toolbar").then((module) => module.default),
);
const SecretPlaceholder = island(
  "secret-placeholder",
  () => import("./secret-placeholder").then((module) => module.default),
  "span",
);
const SharedSecretWarning = island("shared-secret-warning", () =>
  import("./shared-secret-warning").then((module) => module.default),
);
// History, the embed code and the rest below the settings: fetched at the first sign of a
// visitor (first-sign.ts), who reaches them by scrolling, a key or a pointer.
const BelowSettings = lazy(() => visitorActsThenRest().then(() => import("./below-settings")));

/** A generator's page: result, Generate, settings, history; every generator but the wheel. */
export function GeneratorView({ data }: { data: GeneratorPageData }) {
  const { generator } = data;
  const page = useGeneratorRun(data);
  const { run } = page;
  const [presenting, setPresenting] = useState(false);
  const presentButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  useGenerateShortcut(page.generateAgain);
  const source = {
    generatorId: generator.id,
    generatorTitle: generator.title,
    secret: generator.secret,
    onMessage: page.setStatus,
  };
  // A bulk run's answer is its summary (a tally, a histogram): it comes first, above the values.
  const bulk = (run?.generation.values.length ?? 0) >= SUMMARY_FIRST_FROM;
  const insights = (
    <>
      {run?.generation.summary ? <p className="font-medium">{run.generation.summary}</p> : null}
      {run?.generation.notes?.length ? (
        <ul className="text-sm text-muted-fg" aria-label="Notes">
          {run.generation.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      ) : null}
      <RunInsights run={run} drawnOnArrival={data.runDrawn?.extras ?? false} />
    </>
  );

  return (
    <article>
      <Breadcrumb trail={generatorTrail(generator)} />
      <h1 className="text-3xl font-bold tracking-tight">
        {generator.iconText ? (
          <span aria-hidden="true" className="icon-emoji">
            {generator.iconText}{" "}
          </span>
        ) : null}
        {generator.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-fg">{generator.description}</p>

      <ProblemSummary
        fields={generator.fields}
        linkProblems={page.linkProblems}
        formProblems={page.formProblems}
        summaryRef={page.problemSummary}
      />

      {/* The result comes first: on a phone it sits above the settings, with Generate right under
          it, where the eye and the thumb go. */}
      <div
        className="page-run mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        onPointerEnter={page.warmEngine}
        onTouchStart={page.warmEngine}
        onFocus={page.warmEngine}
      >
        <section aria-labelledby="results-title" className="flex min-w-0 flex-col gap-4">
          <h2 id="results-title" className="sr-only">
            Results
          </h2>
          {page.sharedLink ? (
            <SharedSecretWarning busy={page.busy} onReveal={() => void page.revealSharedLink()} />
          ) : null}
          <ResultStage
            run={run}
            drawnOnArrival={data.runDrawn?.view ?? false}
            revision={page.revision}
            instant={page.instant}
            source={source}
            placeholder={
              generator.secret &&
              page.linkProblems.length === 0 &&
              page.formProblems.length === 0 ? (
                <SecretPlaceholder hidden={page.sharedLink !== null} />
              ) : undefined
            }
            lead={bulk ? insights : null}
            announce={page.setAnnouncement}
            registerSkip={page.registerSkip}
          />
          {/* Under a bulk run on a phone, Generate stays at the bottom of the screen. */}
          <div
            className={`flex flex-wrap items-center gap-2 ${bulk ? "sticky bottom-0 z-30 bg-bg py-2 lg:static" : ""}`}
          >
            {/* aria-disabled, not disabled: a disabled button loses keyboard focus mid-press.
                The page ignores a press while busy. It submits the settings form below. */}
            <button
              type="submit"
              form={GENERATOR_FORM_ID}
              className="btn btn-primary px-6 py-2.5 text-base"
              aria-disabled={page.busy || undefined}
              aria-keyshortcuts="G"
            >
              Generate
              {/* The shortcut, shown where there is a keyboard to press it (its name says it). */}
              <kbd
                aria-hidden="true"
                className="ml-2 hidden rounded border border-current/50 px-1.5 font-mono text-xs pointer-fine:inline-block"
              >
                G
              </kbd>
            </button>
            <ResultsToolbar
              values={run?.generation.values ?? []}
              disabled={!run}
              onPresent={() => {
                void loadRenderers();
                setPresenting(true);
              }}
              presentRef={presentButton}
              onDownload={(format) => void page.download(format)}
              sharePath={page.sharePath}
              secret={generator.secret}
              onMessage={page.setStatus}
            />
          </div>
          {run ? <SeedLine run={run} permalink={run.path} secret={generator.secret} /> : null}
          {bulk ? null : insights}
          <p role="status" className="min-h-6 text-sm text-muted-fg">
            {page.status}
          </p>
          <div aria-live="polite" className="sr-only" data-testid="announcer">
            {page.announcement}
          </div>
        </section>
        <section aria-labelledby="settings-title" className="min-w-0">
          <h2 id="settings-title" className="mb-3 text-xl font-semibold">
            Settings
          </h2>
          <GeneratorForm
            formRef={page.formRef}
            generatorId={generator.id}
            fields={generator.fields}
            values={run?.input ?? data.input}
            seed={run?.seedOrigin === "typed" ? (run.seed ?? "") : ""}
            secret={generator.secret}
            problems={[...page.linkProblems, ...page.formProblems]}
            onSubmit={page.onSubmit}
          />
        </section>
      </div>

      {hydrated ? (
        <Suspense fallback={null}>
          <BelowSettings data={data} page={page} />
        </Suspense>
      ) : null}

      {presenting ? (
        <Suspense fallback={null}>
          <PresentationMode
            title={generator.title}
            run={run}
            busy={page.busy}
            onGenerate={page.generateAgain}
            source={source}
            onClose={() => {
              setPresenting(false);
              // Back to the button that opened it, once the full-screen view is gone.
              requestAnimationFrame(() => presentButton.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
