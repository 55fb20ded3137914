import { lazy, Suspense } from "react";

import { loadClassListPicker } from "~/features/class-lists";
import { PageHeader } from "~/ui/page-header";
import { useHydrated } from "~/utils/use-hydrated";

import { DRAW_FORM_ID, DrawForm, type DrawFormValues } from "./draw-form";
import type { DrawProblem } from "./draw-input";
import { ReceiptsPanel } from "./receipts-panel";

const ClassListPicker = lazy(loadClassListPicker);

/** The field "Use a list" fills on the draw form. */
const DRAW_LIST_FIELDS = [{ name: "entries", label: "Entries" }];
const drawForm = () => document.forms.namedItem(DRAW_FORM_ID);

/** The form's answer when it refuses: the values sent back and every problem. */
export type DrawRefusal = { values: DrawFormValues | null; problems: DrawProblem[] };

/** A hidden list was committed: its receipts are shown this once, then forgotten. */
export type DrawCommitted = {
  committed: { id: string; title: string; createdAt: string; count: number; receiptsCsv: string };
};

/** /draws/new: the form (prefilled, or sent back with its problems), or a hidden list's receipts. */
export function NewDrawPage({
  values,
  answer,
  busy,
}: {
  values: DrawFormValues;
  answer: DrawRefusal | DrawCommitted | undefined;
  busy: boolean;
}) {
  const hydrated = useHydrated();
  if (answer && "committed" in answer) return <ReceiptsPanel {...answer.committed} />;
  const refused = answer && "problems" in answer ? answer : undefined;
  return (
    <>
      <PageHeader title="New public draw">
        The entries are committed now, before the randomness that decides them exists. The winners
        are then drawn from a future round of the drand public beacon, and anyone can check every
        step.
      </PageHeader>
      {hydrated ? (
        <Suspense fallback={null}>
          <div className="mb-6 max-w-2xl">
            <ClassListPicker
              toolId="draws"
              form={drawForm}
              fields={DRAW_LIST_FIELDS}
              drawn={null}
            />
          </div>
        </Suspense>
      ) : null}
      <DrawForm values={refused?.values ?? values} problems={refused?.problems ?? []} busy={busy} />
    </>
  );
}
