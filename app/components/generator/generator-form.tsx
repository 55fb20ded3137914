import type { FormEvent, Ref } from "react";

import type { InputProblem } from "~/generators/core/engine";
import type { FieldSpec } from "~/generators/core/field-kinds";
import { MAX_SEED_LENGTH } from "~/generators/core/permalink";

import { controlOf, inputClass } from "./field-controls";

interface GeneratorFormProps {
  formRef?: Ref<HTMLFormElement>;
  generatorId: string;
  fields: readonly FieldSpec[];
  values: Readonly<Record<string, unknown>>;
  seed: string | null;
  problems: readonly InputProblem[];
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The inputs form, rendered from the generator's field specs with its current values. It is a
 * real GET form: without JavaScript it asks the server to generate; with it, the page does.
 */
export function GeneratorForm({
  formRef,
  generatorId,
  fields,
  values,
  seed,
  problems,
  busy,
  onSubmit,
}: GeneratorFormProps) {
  const problemFor = (name: string) => problems.find((problem) => problem.field === name);

  return (
    <form
      ref={formRef}
      method="get"
      action={`/${generatorId}`}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
    >
      {/* Columns of minmax(0, 1fr) and min-w-0 fields: a select with a long option shrinks to the
          screen instead of widening the page on a phone. */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.map((field) => {
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
                <div className="flex items-center gap-2 pt-6">
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
        })}
      </div>
      <details
        className="rounded-md border border-border px-3 py-2"
        open={seed !== null || Boolean(problemFor("seed"))}
      >
        <summary className="cursor-pointer font-medium">Seed (optional)</summary>
        <label htmlFor="field-seed" className="mt-2 block text-sm text-muted-fg">
          The same seed and settings always give the same values, on any device. Leave empty for
          unpredictable values from your browser&apos;s cryptographic generator.
        </label>
        <input
          id="field-seed"
          name="seed"
          type="text"
          defaultValue={seed ?? ""}
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
      <div>
        {/* aria-disabled, not disabled: a disabled button loses keyboard focus mid-press. The
            page ignores a submit while busy. */}
        <button
          type="submit"
          className="btn btn-primary px-6 py-2.5 text-base"
          aria-disabled={busy || undefined}
        >
          Generate
        </button>
      </div>
    </form>
  );
}
