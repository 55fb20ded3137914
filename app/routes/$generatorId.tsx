import {
  data as withHeaders,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense, useRef, useState } from "react";

import { Breadcrumb } from "~/components/breadcrumb";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { GENERATOR_FORM_ID, GeneratorForm } from "~/components/generator/generator-form";
import { ProblemSummary } from "~/components/generator/problem-summary";
import { loadRenderers, ResultStage, RunInsights } from "~/components/generator/result-stage";
import { island } from "~/components/island";
import { SecretPlaceholder, SeedLine, SharedSecretWarning } from "~/components/generator/seed-line";
import { useGeneratorRun } from "~/components/generator/use-generator-run";
import { useGenerateShortcut } from "~/components/generator/generate-shortcut";
import { WHEEL_DRAW_PARAMETER } from "~/draws/draw-links";
import type { GeneratorPageData } from "~/generators/core/page-data";
import { WHEEL_GENERATOR_ID } from "~/generators/shared/wheel-id";
import { loadGeneratorPage } from "~/lib/generator-page.server";
import { SECRET_PAGE_HEADERS } from "~/lib/http-headers.server";
import { WHEEL_MESSAGES } from "~/lib/wheels/wheel";
import { readWheelList } from "~/lib/wheels/wheel-lists.server";
import { useHydrated } from "~/lib/use-hydrated";
import { generatorTrail, pageMeta, socialImagePath } from "~/lib/meta";
import { revalidateOnNavigationOnly } from "~/lib/revalidate";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.generatorId ?? "";
  const url = new URL(request.url);
  // A wheel shared by its stored list: `list` names the entries kept in D1.
  const listId = id === WHEEL_GENERATOR_ID ? url.searchParams.get("list") : null;
  const listed = listId === null ? null : await readWheelList(context.cloudflare.env.DB, listId);
  // A public draw's link back to the wheel it was made from: read by the wheel view, not an input.
  if (id === WHEEL_GENERATOR_ID) url.searchParams.delete(WHEEL_DRAW_PARAMETER);
  if (listed !== null) {
    url.searchParams.delete("list");
    url.searchParams.set("entries", listed);
  }
  const data = await loadGeneratorPage(id, url);
  if (!data) throw new Response(`There is no generator called "${id}".`, { status: 404 });
  // A page of secrets: never kept by a cache, never named in another site's Referer.
  if (data.generator.secret) return withHeaders(data, { headers: SECRET_PAGE_HEADERS });
  if (listId !== null && listed === null) {
    data.problems.push({
      field: "list",
      message: `${WHEEL_MESSAGES.listId} The default wheel is shown.`,
    });
  }
  return data;
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const shouldRevalidate = revalidateOnNavigationOnly;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...pageMeta(matches, {
          title: data.generator.title,
          description: data.generator.description,
          path: `/${data.generator.id}`,
          breadcrumbs: generatorTrail(data.generator),
          image: socialImagePath("generators", data.generator.id),
        }),
        // Also after a navigation within the site, where the first page's header still rules.
        ...(data.generator.secret ? [{ name: "referrer", content: "no-referrer" }] : []),
      ]
    : pageMeta(matches, { title: "Page not found" });

export default function GeneratorPage() {
  const data = useLoaderData<typeof loader>() as unknown as GeneratorPageData;
  const location = useLocation();
  // A new navigation (another generator, a permalink) starts from the server's run.
  if (data.generator.id === WHEEL_GENERATOR_ID) return <WheelPage key={location.key} data={data} />;
  return <GeneratorView key={location.key} data={data} />;
}

const PICK_FROM_LIST_ID = "pick-from-list";

const WHEEL_KIT = { GeneratorForm, ProblemSummary, SeedLine, formId: GENERATOR_FORM_ID };

/**
 * The wheel's page is a lazy chunk of its own: the server renders it in full and the browser
 * hydrates it when the chunk arrives, so no other generator page carries its code.
 */
function WheelPage({ data }: { data: GeneratorPageData }) {
  const page = useGeneratorRun(data);
  return (
    <Suspense fallback={null}>
      <WheelView data={data} page={page} kit={WHEEL_KIT} />
    </Suspense>
  );
}

const WheelView = lazy(() => import("~/components/wheel/wheel-view"));

const PresentationMode = lazy(() => import("~/components/generator/presentation"));
const ResultsToolbar = island("results-toolbar", () =>
  import("~/components/generator/results-toolbar").then((module) => module.default),
);
const RunHistoryPanel = lazy(() => import("~/components/generator/run-history-panel"));
const PublicDrawLink = lazy(() => import("~/components/generator/public-draw-link"));

function GeneratorView({ data }: { data: GeneratorPageData }) {
  const { generator } = data;
  const page = useGeneratorRun(data);
  const { run } = page;
  const [presenting, setPresenting] = useState(false);
  const presentButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  useGenerateShortcut(page.generateAgain);

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
        linkProblems={page.linkProblems}
        formProblems={page.formProblems}
        summaryRef={page.problemSummary}
      />

      {/* The result comes first: on a phone it sits above the settings, with Generate right under
          it, where the eye and the thumb go. */}
      <div
        className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
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
            revision={page.revision}
            instant={page.instant}
            source={{
              generatorId: generator.id,
              generatorTitle: generator.title,
              secret: generator.secret,
              onMessage: page.setStatus,
            }}
            placeholder={
              generator.secret &&
              page.linkProblems.length === 0 &&
              page.formProblems.length === 0 ? (
                <SecretPlaceholder hidden={page.sharedLink !== null} />
              ) : undefined
            }
            announce={page.setAnnouncement}
            registerSkip={page.registerSkip}
          />
          <div className="flex flex-wrap items-center gap-2">
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
              onShare={() => void page.share()}
            />
          </div>
          {run ? <SeedLine run={run} permalink={run.path} secret={generator.secret} /> : null}
          {run?.generation.summary ? <p className="font-medium">{run.generation.summary}</p> : null}
          {run?.generation.notes?.length ? (
            <ul className="text-sm text-muted-fg" aria-label="Notes">
              {run.generation.notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          ) : null}
          <RunInsights run={run} />
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
          {generator.id === PICK_FROM_LIST_ID && run ? <PublicDrawLink input={run.input} /> : null}
          <RunHistoryPanel
            generatorId={generator.id}
            secret={generator.secret}
            current={run}
            busy={page.busy}
            onRestore={(entry) => void page.restore(entry)}
            onMessage={page.setStatus}
          />
        </Suspense>
      ) : null}

      {presenting ? (
        <Suspense fallback={null}>
          <PresentationMode
            title={generator.title}
            run={run}
            busy={page.busy}
            onGenerate={page.generateAgain}
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
