import { lazy, Suspense } from "react";

import { loadClassListPicker, type Drawn } from "~/features/class-lists";
import type { GeneratorRunState } from "~/features/generator-page";

import type { WheelForm } from "./use-wheel-form";

// The lists beside the wheel, each a lazy chunk loaded once the page is interactive: the saved
// wheels, and "Use a list" with the class lists (in rotation, a winner counts once it is shown).

const SavedWheels = lazy(() => import("./saved-wheels"));
const ClassListPicker = lazy(loadClassListPicker);

/** The field "Use a list" fills on the wheel (its other list, "Already won", is the rotation's). */
const WHEEL_LIST_FIELDS = [{ name: "entries", label: "Entries" }];

export function WheelLists({
  userId,
  form,
  page,
  drawn,
  toolId,
}: {
  userId: string | null;
  form: WheelForm;
  page: GeneratorRunState;
  /** The last spin that came to rest here. */
  drawn: Drawn | null;
  toolId: string;
}) {
  return (
    <Suspense fallback={null}>
      <SavedWheels
        userId={userId}
        fieldsNow={form.fieldsNow}
        onOpen={(fields, name) => {
          form.applyFields(fields);
          page.setStatus(`Opened "${name}".`);
        }}
        onMessage={page.setStatus}
      />
      <ClassListPicker
        toolId={toolId}
        form={() => page.formRef.current}
        fields={WHEEL_LIST_FIELDS}
        drawn={drawn}
        onMessage={page.setStatus}
      />
    </Suspense>
  );
}
