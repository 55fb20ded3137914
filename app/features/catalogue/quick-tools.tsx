import { Link } from "@remix-run/react";
import { useState, type FormEvent } from "react";

import { errorMessageOf, fetchJson } from "~/utils/fetch-json";

import type { QuickTool } from "./quick-tools.server";

/** When the site cannot be reached (offline): the generator's own page may still work. */
const NOT_REACHED = "This needs a connection: open the generator's page instead.";

/** What a press shows: the values with their permalink, or what was wrong, in words. */
type QuickResult = { ok: true; values: string[]; path: string } | { ok: false; message: string };

/** The public API's answer to a run, as far as a quick tool reads it. */
interface RunAnswer {
  values: { text: string }[];
  permalink: string;
}

/** Runs the tool on the form's settings through the public API (the others at their defaults). */
async function runQuickTool(tool: QuickTool, params: URLSearchParams): Promise<QuickResult> {
  const answer = await fetchJson(`${tool.apiPath}?${params}`);
  if (!answer.reached) return { ok: false, message: NOT_REACHED };
  if (!answer.ok) return { ok: false, message: errorMessageOf(answer.body) ?? NOT_REACHED };
  const { values, permalink } = answer.body as RunAnswer;
  const link = new URL(permalink);
  return { ok: true, values: values.map((value) => value.text), path: link.pathname + link.search };
}

/**
 * A generator used on the spot: its main settings, a button and the value, with no navigation;
 * the value comes from the public API (the same engine, a fresh seed) with its permalink, so no
 * engine is downloaded for it. Without JavaScript the form opens the generator's page instead.
 */
function QuickToolForm({ tool }: { tool: QuickTool }) {
  const [result, setResult] = useState<QuickResult | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = `quick-${tool.id}`;

  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      params.append(name, String(value));
    setBusy(true);
    setResult(await runQuickTool(tool, params));
    setBusy(false);
  }

  return (
    <form
      action={`/${tool.id}`}
      method="get"
      onSubmit={(event) => void run(event)}
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h3 id={titleId} className="font-semibold">
        <span aria-hidden="true" className="icon-emoji mr-2">
          {tool.iconText}
        </span>
        {tool.title}
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        {tool.fields.map((field) => (
          <label key={field.name} className="flex flex-col gap-1 text-sm font-medium">
            {field.label}
            <input
              name={field.name}
              type="number"
              step={1}
              inputMode="numeric"
              required
              defaultValue={field.default}
              className="w-28 rounded-md border border-border bg-bg px-2 py-1.5 text-base font-normal"
            />
          </label>
        ))}
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {tool.action}
        </button>
      </div>
      <div aria-live="polite" className="min-h-12">
        {result?.ok ? (
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <output className="text-3xl font-bold break-all" aria-label={`${tool.title} result`}>
              {result.values.join(", ")}
            </output>
            <Link to={result.path} className="text-sm font-medium text-accent hover:underline">
              Open in {tool.title}
            </Link>
          </p>
        ) : null}
        {result && !result.ok ? (
          <p role="alert" className="text-sm text-danger">
            {result.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The home page's generators to use at once, before any list of links. */
export function QuickTools({ tools }: { tools: readonly QuickTool[] }) {
  return (
    <section aria-labelledby="quick-tools" className="mt-6">
      <h2 id="quick-tools" className="mb-4 text-2xl font-semibold tracking-tight">
        Pick one now
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {tools.map((tool) => (
          <QuickToolForm key={tool.id} tool={tool} />
        ))}
      </div>
    </section>
  );
}
