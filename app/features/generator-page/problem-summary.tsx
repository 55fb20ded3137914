import type { Ref } from "react";

import type { InputProblem } from "~/engine/core/engine";
import type { FieldSpec } from "~/engine/core/field-kinds";

/** A problem as a visitor reads it: named by its field's label, never by its internal name. */
export function problemText(problem: InputProblem, fields: readonly FieldSpec[]): string {
  const label = fields.find((field) => field.name === problem.field)?.label;
  return label && !problem.message.startsWith(label)
    ? `${label}: ${problem.message}`
    : problem.message;
}

/**
 * The settings that could not be used, above the form: the link's (replaced by defaults) or the
 * form's (to fix). It takes focus after a refused Generate, so a screen reader reads it at once.
 */
export function ProblemSummary({
  linkProblems,
  formProblems,
  summaryRef,
  fields = [],
}: {
  /** The form's fields, whose labels name the problems. */
  fields?: readonly FieldSpec[];
  linkProblems: readonly InputProblem[];
  formProblems: readonly InputProblem[];
  summaryRef: Ref<HTMLDivElement>;
}) {
  const problems = [...linkProblems, ...formProblems];
  if (problems.length === 0) return null;
  return (
    <div
      ref={summaryRef}
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
          <li key={i}>{problemText(problem, fields)}</li>
        ))}
      </ul>
    </div>
  );
}
