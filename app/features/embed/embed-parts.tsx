import type { ReactNode } from "react";

import type { GeneratorPageData } from "~/engine/core/page-data";
import { GENERATOR_FORM_ID, GeneratorForm, ProblemSummary } from "~/features/generator-page";

import { EMBED_PARAMS, type EmbedTheme, embedPath } from "./model";

/** The frame of every embed: its title, the tool, and the small link to the full page. */
export function EmbedFrame({
  page,
  appName,
  fullPagePath,
  children,
}: {
  page: GeneratorPageData;
  appName: string;
  fullPagePath: string;
  children: ReactNode;
}) {
  const { generator } = page;
  return (
    <main className="flex min-h-dvh flex-col gap-3 p-3">
      <h1 className="text-lg font-semibold">
        {generator.iconText ? (
          <span aria-hidden="true" className="icon-emoji">
            {generator.iconText}{" "}
          </span>
        ) : null}
        {generator.title}
      </h1>
      <ProblemSummary
        fields={generator.fields}
        linkProblems={page.problems}
        formProblems={[]}
        summaryRef={null}
      />
      {children}
      <p className="mt-auto text-right text-xs text-muted-fg">
        <a href={fullPagePath} target="_blank" rel="noreferrer" className="underline">
          Open in {appName}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </main>
  );
}

/**
 * The settings of an embed: the generator's own form, sent to the embed again. Folded away
 * unless a setting needs fixing. `extra` are the embed's own values (theme, the wheel's spin).
 */
export function EmbedSettings({
  page,
  values,
  theme,
  summary,
  extra = {},
}: {
  page: GeneratorPageData;
  values: Record<string, unknown>;
  theme: EmbedTheme;
  summary: string;
  extra?: Record<string, string>;
}) {
  const hidden = { ...(theme === "auto" ? {} : { [EMBED_PARAMS.theme]: theme }), ...extra };
  return (
    <details className="rounded-md border border-border px-3 py-2" open={page.problems.length > 0}>
      <summary className="cursor-pointer font-medium">{summary}</summary>
      <div className="mt-3">
        <GeneratorForm
          generatorId={page.generator.id}
          fields={page.generator.fields}
          values={values}
          seed=""
          problems={page.problems}
        />
      </div>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} form={GENERATOR_FORM_ID} />
      ))}
    </details>
  );
}

/**
 * The embed's Generate (or Spin): it sends the settings form to the embed rather than to the
 * generator's page. Placed before the form, it is also the button Enter in a setting presses.
 */
export function EmbedSubmit({
  generatorId,
  className,
  children,
}: {
  generatorId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      form={GENERATOR_FORM_ID}
      formAction={embedPath(generatorId)}
      className={className}
    >
      {children}
    </button>
  );
}
