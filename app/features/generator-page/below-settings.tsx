import { lazy, Suspense, useMemo, useState } from "react";

import { loadClassListPicker } from "~/features/class-lists";
import { loadPublicDrawLink } from "~/features/draws";

import type { GeneratorPageData } from "~/engine/core/page-data";

import { GENERATOR_FORM_ID } from "./generator-form";
import RunHistoryPanel from "./run-history-panel";
import { useAddressRun } from "./use-address-run";
import type { GeneratorRunState } from "./use-generator-run";

const ClassListPicker = lazy(loadClassListPicker);
const PublicDrawLink = lazy(loadPublicDrawLink);

const PICK_FROM_LIST_ID = "pick-from-list";

/** The list inputs of the page's form (a list field is its one kind drawn as a text area). */
function listFieldsOf(form: HTMLFormElement | null) {
  if (!form) return [];
  return [...form.querySelectorAll("textarea")].map((area) => ({
    name: area.name,
    label: form.querySelector(`label[for="${area.id}"]`)?.textContent?.trim() || area.name,
  }));
}

const pageForm = () => document.forms.namedItem(GENERATOR_FORM_ID);

/**
 * What a generator page shows once it is interactive, under its result and settings (one lazy
 * chunk, so the first load carries none of it): "Use a list" where the tool takes entries, Pick
 * From a List's "Make this a public draw", and this tab's history of runs. It also makes the run
 * the address asks for when the page was made for another (useAddressRun).
 */
export default function BelowSettings({
  data,
  page,
}: {
  data: GeneratorPageData;
  page: GeneratorRunState;
}) {
  // The page's state is read here, in this chunk, rather than passed piece by piece from the
  // page's first load.
  const { id: generatorId, secret } = data.generator;
  const { run, setStatus: onMessage } = page;
  useAddressRun(data, page.adopt);
  // Rendered only once the page is interactive, the form already there.
  const [fields] = useState(() => listFieldsOf(pageForm()));
  const drawn = useMemo(
    () =>
      run ? { names: run.generation.values.map((value) => value.text), input: run.input } : null,
    [run],
  );
  return (
    <>
      {fields.length > 0 && !secret ? (
        <Suspense fallback={null}>
          <div className="mt-8">
            <ClassListPicker
              toolId={generatorId}
              form={pageForm}
              fields={fields}
              drawn={drawn}
              onMessage={onMessage}
            />
          </div>
        </Suspense>
      ) : null}
      {generatorId === PICK_FROM_LIST_ID && run ? (
        <Suspense fallback={null}>
          <PublicDrawLink input={run.input} />
        </Suspense>
      ) : null}
      <RunHistoryPanel
        generatorId={generatorId}
        secret={secret}
        current={run}
        busy={page.busy}
        onRestore={(entry) => void page.restore(entry)}
        onMessage={onMessage}
      />
    </>
  );
}
