import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";

import { Breadcrumb } from "~/components/breadcrumb";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { GeneratorForm } from "~/components/generator/generator-form";
import { ProblemSummary } from "~/components/generator/problem-summary";
import { ResultList } from "~/components/generator/result-list";
import { ResultsToolbar } from "~/components/generator/results-toolbar";
import { permalinkPath, useGeneratorRun } from "~/components/generator/use-generator-run";
import type { GeneratorPageData } from "~/generators/core/page-data";
import { loadGeneratorPage } from "~/lib/generator-page.server";
import { pageMeta, type Crumb } from "~/lib/meta";
import { revalidateOnNavigationOnly } from "~/lib/revalidate";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.generatorId ?? "";
  const data = await loadGeneratorPage(id, new URL(request.url));
  if (!data) throw new Response(`There is no generator called "${id}".`, { status: 404 });
  return data;
}

export const shouldRevalidate = revalidateOnNavigationOnly;

/** Where a generator sits: shown above its page and named in its BreadcrumbList. */
function trailOf(generator: GeneratorPageData["generator"]): Crumb[] {
  return [
    { name: "Categories", path: "/categories" },
    { name: generator.categoryTitle, path: `/categories/${generator.category}` },
  ];
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: data.generator.title,
        description: data.generator.description,
        path: `/${data.generator.id}`,
        breadcrumbs: trailOf(data.generator),
      })
    : pageMeta(matches, { title: "Page not found" });

export default function GeneratorPage() {
  const data = useLoaderData<typeof loader>() as GeneratorPageData;
  const location = useLocation();
  // A new navigation (another generator, a permalink) starts from the server's run.
  return <GeneratorView key={location.key} data={data} />;
}

function GeneratorView({ data }: { data: GeneratorPageData }) {
  const { generator } = data;
  const page = useGeneratorRun(data);
  const { run } = page;
  const values = run.generation.values;

  return (
    <article>
      <Breadcrumb trail={trailOf(generator)} />
      <h1 className="text-3xl font-bold tracking-tight">
        {generator.iconText ? <span aria-hidden="true">{generator.iconText} </span> : null}
        {generator.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-fg">{generator.description}</p>

      <ProblemSummary
        linkProblems={page.linkProblems}
        formProblems={page.formProblems}
        summaryRef={page.problemSummary}
      />

      <div
        className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        onPointerEnter={page.warmEngine}
        onTouchStart={page.warmEngine}
        onFocus={page.warmEngine}
      >
        <section aria-labelledby="settings-title">
          <h2 id="settings-title" className="sr-only">
            Settings
          </h2>
          <GeneratorForm
            formRef={page.formRef}
            generatorId={generator.id}
            fields={generator.fields}
            values={run.input}
            seed={run.seed}
            problems={[...page.linkProblems, ...page.formProblems]}
            busy={page.busy}
            onSubmit={page.onSubmit}
          />
        </section>
        <section aria-labelledby="results-title">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="results-title" className="text-xl font-semibold">
              Results
            </h2>
            <ResultsToolbar
              values={values}
              busy={page.busy}
              onDownload={(format) => void page.download(format)}
              onShare={() => void page.share()}
            />
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
            onMessage={page.setStatus}
          />
          <p role="status" className="mt-3 min-h-6 text-sm text-muted-fg">
            {page.status}
          </p>
          <div aria-live="polite" className="sr-only" data-testid="announcer">
            {page.announcement}
          </div>
        </section>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
