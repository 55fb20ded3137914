import type { Ref } from "react";

import type { InputProblem } from "~/engine/core/engine";

/**
 * The settings that could not be used, above the form: the link's (replaced by defaults) or the
 * form's (to fix). It takes focus after a refused Generate, so a screen reader reads it at once.
 */
export function ProblemSummary({
  linkProblems,
  formProblems,
  summaryRef,
}: {
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
          <li key={i}>
            {problem.field ? <code className="mr-1">{problem.field}</code> : null}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
