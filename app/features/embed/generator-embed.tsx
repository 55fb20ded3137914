import type { GeneratorRun } from "~/engine/core/page-data";

import { EmbedFrame, EmbedSettings, EmbedSubmit } from "./embed-parts";
import type { EmbedData } from "./model";

/** The most values an embed lists; the full page shows any run in full. */
const MAX_LISTED = 100;
/** A single value this short is shown large. */
const HERO_CHARACTERS = 24;

function EmbedValues({ run, fullPagePath }: { run: GeneratorRun | null; fullPagePath: string }) {
  if (!run) return <p>Fix the settings below, then press Generate.</p>;
  const { values } = run.generation;
  const only = values.length === 1 ? values[0] : undefined;
  if (only && only.text.length <= HERO_CHARACTERS) {
    return (
      <p className="text-4xl font-bold break-words" data-testid="embed-values">
        {only.text}
      </p>
    );
  }
  return (
    <>
      <ol className="list-decimal space-y-1 pl-6 break-words" data-testid="embed-values">
        {values.slice(0, MAX_LISTED).map((value, index) => (
          <li key={index}>{value.text}</li>
        ))}
      </ol>
      {values.length > MAX_LISTED ? (
        <p className="text-sm text-muted-fg">
          The first {MAX_LISTED} of {values.length.toLocaleString("en-US")} values.{" "}
          <a href={fullPagePath} target="_blank" rel="noreferrer" className="underline">
            See all of them
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * A generator in another site's page: its values, Generate and its settings. Generate sends the
 * settings form to the embed, which answers with new values: nothing to hydrate, no script.
 */
export function GeneratorEmbed({ data }: { data: EmbedData }) {
  const { page, fullPagePath } = data;
  const { run } = page;
  return (
    <EmbedFrame page={page} appName={data.appName} fullPagePath={fullPagePath}>
      <section aria-labelledby="embed-results" className="flex flex-col gap-2">
        <h2 id="embed-results" className="sr-only">
          Results
        </h2>
        <EmbedValues run={run} fullPagePath={fullPagePath} />
        {run?.generation.summary ? <p className="font-medium">{run.generation.summary}</p> : null}
      </section>
      <div>
        <EmbedSubmit generatorId={page.generator.id} className="btn btn-primary px-6 py-2">
          Generate
        </EmbedSubmit>
      </div>
      <EmbedSettings
        page={page}
        values={run?.input ?? page.input}
        theme={data.theme}
        summary="Settings"
      />
    </EmbedFrame>
  );
}
