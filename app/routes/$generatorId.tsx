import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Download, Link2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";

import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { GeneratorForm } from "~/components/generator/generator-form";
import { ResultList } from "~/components/generator/result-list";
import { CopyButton } from "~/components/ui/copy-button";
import type { InputProblem } from "~/generators/core/engine";
import { runSearchParams } from "~/generators/core/permalink";
import type { GeneratorPageData, GeneratorRun } from "~/generators/core/page-data";
import { copyText } from "~/lib/clipboard";
import type { DownloadFormat } from "~/lib/downloads";
import { valuesAsText } from "~/lib/values-text";
import { loadGeneratorPage } from "~/lib/generator-page.server";
import { pageMeta } from "~/lib/meta";
import { revalidateOnNavigationOnly } from "~/lib/revalidate";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.generatorId ?? "";
  const data = await loadGeneratorPage(id, new URL(request.url));
  if (!data) throw new Response(`There is no generator called "${id}".`, { status: 404 });
  return data;
}

export const shouldRevalidate = revalidateOnNavigationOnly;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: data.generator.title,
        description: data.generator.description,
        path: `/${data.generator.id}`,
        breadcrumbs: [
          { name: "Categories", path: "/categories" },
          { name: data.generator.categoryTitle, path: `/categories/${data.generator.category}` },
        ],
      })
    : pageMeta(matches, { title: "Page not found" });

/** Loads the in-browser engine (a separate chunk). */
const loadEngine = () => import("~/lib/generate-in-browser");

export default function GeneratorPage() {
  const data = useLoaderData<typeof loader>() as GeneratorPageData;
  const location = useLocation();
  // A new navigation (another generator, a permalink) starts from the server's run.
  return <GeneratorView key={location.key} data={data} />;
}

function permalinkPath(data: GeneratorPageData, run: GeneratorRun): string {
  return `/${data.generator.id}?${runSearchParams(data.generator.fields, run.input, run).toString()}`;
}

function GeneratorView({ data }: { data: GeneratorPageData }) {
  const { generator } = data;
  const [run, setRun] = useState<GeneratorRun>(data.run);
  const [formProblems, setFormProblems] = useState<InputProblem[]>([]);
  const [linkProblems, setLinkProblems] = useState<InputProblem[]>(data.problems);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [status, setStatus] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const problemSummary = useRef<HTMLDivElement>(null);

  // The engine chunk (55 KB gzipped, with every generator's schema) is fetched at the first sign
  // that it will be needed — the pointer or a finger on the settings or results, or focus inside
  // them — rather than as soon as the page is idle: evaluating it then kept a phone's main thread
  // busy just when the page should answer its first tap. It then has the time the pointer needs
  // to reach Generate; a Generate that still has to wait shows the busy state.
  const warmed = useRef(false);
  const warmEngine = () => {
    if (warmed.current) return;
    warmed.current = true;
    void loadEngine().catch(() => {
      warmed.current = false;
    });
  };

  function show(next: GeneratorRun) {
    setRun(next);
    setFormProblems([]);
    setLinkProblems([]);
    const count = next.generation.values.length;
    const first = next.generation.values[0]?.text ?? "";
    setAnnouncement(
      count === 1 && first.length <= 200
        ? `Generated: ${first}`
        : `Generated ${count.toLocaleString("en-US")} values.`,
    );
    window.history.replaceState(window.history.state, "", permalinkPath(data, next));
  }

  async function generate(params: URLSearchParams, seed?: string): Promise<GeneratorRun | null> {
    setBusy(true);
    try {
      const { generateInBrowser } = await loadEngine();
      const outcome = await generateInBrowser(generator, params, { seed });
      if (!outcome.ok) {
        setFormProblems(outcome.problems);
        setAnnouncement(`Not generated. ${outcome.problems.map((p) => p.message).join(" ")}`);
        requestAnimationFrame(() => problemSummary.current?.focus());
        return null;
      }
      show(outcome.run);
      return outcome.run;
    } catch (error) {
      console.error(error);
      setStatus("Generating failed in this browser. Reload the page and try again.");
      return null;
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
    void generate(params);
  }

  async function share() {
    if (busy) return;
    let shared: GeneratorRun | null = run;
    if (run.seed === null) {
      // Unseeded values cannot be reproduced: make a seeded run of the same settings to share.
      const { newSeed } = await loadEngine();
      const params = runSearchParams(generator.fields, run.input, {
        seed: null,
        version: run.version,
        at: null,
      });
      shared = await generate(params, newSeed());
      if (!shared) return;
      const seedField = formRef.current?.elements.namedItem("seed");
      if (seedField instanceof HTMLInputElement) seedField.value = shared.seed ?? "";
    }
    const url = new URL(permalinkPath(data, shared), window.location.origin).toString();
    const copied = await copyText(url);
    setStatus(
      copied
        ? run.seed === null
          ? "Link copied. The values were drawn again from a new seed so that the link reproduces exactly what you see."
          : "Link copied. It reproduces exactly these values."
        : `Copy this link: ${url}`,
    );
  }

  /** Downloads are a click away, so their code loads on that click, not with the page. */
  async function download(format: DownloadFormat) {
    const { downloadFile, valuesAsCsv, valuesAsJson, valuesAsText } =
      await import("~/lib/downloads");
    const values = run.generation.values;
    const meta = {
      generatorId: generator.id,
      generatorTitle: generator.title,
      input: run.input,
      seed: run.seed,
      version: run.version,
    };
    const contents =
      format === "txt"
        ? valuesAsText(values)
        : format === "csv"
          ? valuesAsCsv(values)
          : valuesAsJson(values, meta);
    const type =
      format === "txt" ? "text/plain" : format === "csv" ? "text/csv" : "application/json";
    downloadFile(`${generator.id}.${format}`, contents, `${type};charset=utf-8`);
  }

  const problems = [...linkProblems, ...formProblems];
  const values = run.generation.values;

  return (
    <article>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-fg">
        <ol className="flex gap-2">
          <li>
            <Link to="/all" className="hover:underline">
              Generators
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <Link to={`/categories/${generator.category}`} className="hover:underline">
              {generator.categoryTitle}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">
        {generator.iconText ? <span aria-hidden="true">{generator.iconText} </span> : null}
        {generator.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-fg">{generator.description}</p>

      {problems.length > 0 ? (
        <div
          ref={problemSummary}
          tabIndex={-1}
          role="alert"
          className="mt-6 rounded-lg border border-danger px-4 py-3"
        >
          <p className="font-semibold text-danger">
            {linkProblems.length > 0 && formProblems.length === 0
              ? "Some settings in this link could not be used:"
              : "Please fix these settings:"}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem, i) => (
              <li key={i}>
                {problem.field ? <code className="mr-1">{problem.field}</code> : null}
                {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div
        className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        onPointerEnter={warmEngine}
        onTouchStart={warmEngine}
        onFocus={warmEngine}
      >
        <section aria-labelledby="settings-title">
          <h2 id="settings-title" className="sr-only">
            Settings
          </h2>
          <GeneratorForm
            formRef={formRef}
            generatorId={generator.id}
            fields={generator.fields}
            values={run.input}
            seed={run.seed}
            problems={problems}
            busy={busy}
            onSubmit={onSubmit}
          />
        </section>
        <section aria-labelledby="results-title">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="results-title" className="text-xl font-semibold">
              Results
            </h2>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={valuesAsText(values)} label="Copy all" />
              {(["txt", "csv", "json"] as const).map((format) => (
                <button
                  key={format}
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => void download(format)}
                >
                  <Download aria-hidden="true" className="size-4" />
                  <span>
                    <span className="sr-only">Download </span>.{format}
                  </span>
                </button>
              ))}
              <button
                type="button"
                className="btn btn-ghost"
                onClick={share}
                aria-disabled={busy || undefined}
              >
                <Link2 aria-hidden="true" className="size-4" />
                Share
              </button>
            </div>
          </div>
          {run.seed !== null ? (
            <p className="mb-3 rounded-md bg-muted px-3 py-2 text-sm" data-testid="seeded-note">
              Seeded and reproducible: seed <code className="font-mono">{run.seed}</code>, algorithm
              version {run.version}. <a href={permalinkPath(data, run)}>This link</a> gives exactly
              these values on any device.
            </p>
          ) : null}
          {run.generation.summary ? (
            <p className="mb-2 font-medium">{run.generation.summary}</p>
          ) : null}
          {run.generation.notes?.length ? (
            <ul className="mb-3 text-sm text-muted-fg" aria-label="Notes">
              {run.generation.notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          ) : null}
          <ResultList
            key={JSON.stringify([run.seed, run.at, values.length, values[0]?.text])}
            generatorId={generator.id}
            generatorTitle={generator.title}
            values={values}
            input={run.input}
            seed={run.seed}
            onMessage={setStatus}
          />
          <p role="status" className="mt-3 min-h-6 text-sm text-muted-fg">
            {status}
          </p>
          <div aria-live="polite" className="sr-only" data-testid="announcer">
            {announcement}
          </div>
        </section>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
