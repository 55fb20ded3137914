import type { FormEvent, Ref } from "react";

import type { InputProblem } from "~/engine/core/engine";
import type { FieldSpec } from "~/engine/core/field-kinds";
import { MAX_SEED_LENGTH } from "~/engine/core/seed";

import { controlOf, inputClass } from "./field-controls";

/** The form's id: the Generate button, placed beside the result, submits it from there. */
export const GENERATOR_FORM_ID = "generator-form";

/**
 * Puts a run's settings in the form's select boxes. The form's fields show the run on screen
 * through their defaults, which React applies to text and number fields but never to a select
 * that is already on the page: a run put on screen by other means than the form (restored from
 * history, made from the address) sets them here.
 */
export function showSelectsOf(form: HTMLFormElement | null, input: Record<string, unknown>) {
  for (const select of form?.querySelectorAll("select") ?? []) {
    const value = input[select.name];
    if (value !== undefined && value !== null) select.value = String(value);
  }
}

interface GeneratorFormProps {
  formRef?: Ref<HTMLFormElement>;
  generatorId: string;
  fields: readonly FieldSpec[];
  values: Readonly<Record<string, unknown>>;
  /** The seed the visitor typed (empty otherwise: a link's or a fresh seed is not theirs). */
  seed: string;
  /** A secret generator's form: its values are never seeded, so it has no seed field. */
  secret?: boolean;
  problems: readonly InputProblem[];
  /** The page's own Generate; without it (an embed) the form is sent as plain HTML. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The inputs form, rendered from the generator's field specs with its current values, rarely
 * used options folded away. It is a real GET form: without JavaScript it asks the server to
 * generate; with it, the page does.
 */
export function GeneratorForm({
  formRef,
  generatorId,
  fields,
  values,
  seed,
  secret = false,
  problems,
  onSubmit,
}: GeneratorFormProps) {
  const problemFor = (name: string) => problems.find((problem) => problem.field === name);
  const main = fields.filter((field) => !field.advanced);
  const advanced = fields.filter((field) => field.advanced);
  // Rarely used options stay folded unless one of them is set or needs fixing.
  const advancedOpen = advanced.some(
    (field) =>
      problemFor(field.name) !== undefined ||
      (values[field.name] !== undefined && values[field.name] !== field.default),
  );

  function renderField(field: FieldSpec) {
    const id = `field-${field.name}`;
    const problem = problemFor(field.name);
    const describedBy =
      [problem ? `${id}-error` : null, field.help ? `${id}-help` : null]
        .filter(Boolean)
        .join(" ") || undefined;
    const value = values[field.name] ?? field.default;
    const common = {
      id,
      name: field.name,
      "aria-invalid": problem ? (true as const) : undefined,
      "aria-describedby": describedBy,
    };
    const control = controlOf(field);
    const rendered = control.render({ spec: field, value, common });
    return (
      <div key={field.name} className={control.wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
        {control.labelAfter ? (
          <div className="flex items-center gap-2 pt-2 sm:pt-6">
            {rendered}
            <label htmlFor={id} className="font-medium">
              {field.label}
            </label>
          </div>
        ) : (
          <>
            <label htmlFor={id} className="mb-1 block font-medium">
              {field.label}
            </label>
            {rendered}
          </>
        )}
        {field.help ? (
          <p id={`${id}-help`} className="mt-1 text-sm text-muted-fg">
            {field.help}
          </p>
        ) : null}
        {problem ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger">
            {problem.message}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      id={GENERATOR_FORM_ID}
      method="get"
      action={`/${generatorId}`}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
    >
      {/* Columns of minmax(0, 1fr) and min-w-0 fields: a select with a long option shrinks to the
          screen instead of widening the page on a phone. */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{main.map(renderField)}</div>
      {advanced.length > 0 ? (
        <details className="rounded-md border border-border px-3 py-2" open={advancedOpen}>
          <summary className="cursor-pointer font-medium">More options</summary>
          <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {advanced.map(renderField)}
          </div>
        </details>
      ) : null}
      {secret ? null : (
        <details
          className="rounded-md border border-border px-3 py-2"
          open={seed !== "" || Boolean(problemFor("seed"))}
        >
          <summary className="cursor-pointer font-medium">Seed (optional)</summary>
          <label htmlFor="field-seed" className="mt-2 block text-sm text-muted-fg">
            The same seed and settings always give the same values, on any device. Leave empty for
            new values every time, each run from a fresh seed drawn by your browser&apos;s
            cryptographic generator.
          </label>
          <input
            id="field-seed"
            name="seed"
            type="text"
            defaultValue={seed}
            maxLength={MAX_SEED_LENGTH}
            autoComplete="off"
            aria-invalid={problemFor("seed") ? true : undefined}
            aria-describedby={problemFor("seed") ? "field-seed-error" : undefined}
            className={`${inputClass} mt-2 font-mono`}
          />
          {problemFor("seed") ? (
            <p id="field-seed-error" className="mt-1 text-sm text-danger">
              {problemFor("seed")?.message}
            </p>
          ) : null}
        </details>
      )}
    </form>
  );
}
