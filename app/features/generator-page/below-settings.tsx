import { type ComponentProps, lazy, Suspense, useMemo, useState } from "react";

import { loadClassListPicker } from "~/features/class-lists";
import { loadPublicDrawLink } from "~/features/draws";

import { GENERATOR_FORM_ID } from "./generator-form";
import RunHistoryPanel from "./run-history-panel";

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
 * From a List's "Make this a public draw", and this tab's history of runs.
 */
export default function BelowSettings(props: ComponentProps<typeof RunHistoryPanel>) {
  const { current: run, generatorId, onMessage } = props;
  // Rendered only once the page is interactive, the form already there.
  const [fields] = useState(() => listFieldsOf(pageForm()));
  const drawn = useMemo(
    () =>
      run ? { names: run.generation.values.map((value) => value.text), input: run.input } : null,
    [run],
  );
  return (
    <>
      {fields.length > 0 && !props.secret ? (
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
      <RunHistoryPanel {...props} />
    </>
  );
}
