import { lazy, Suspense } from "react";

import type { GeneratorPageData } from "~/engine/core/page-data";
import {
  GENERATOR_FORM_ID,
  GeneratorForm,
  ProblemSummary,
  SeedLine,
  useGeneratorRun,
} from "~/features/generator-page";

import { holdTypedFields } from "./typed-before-hydration";
import type { WheelPageKit } from "./wheel-at-address";

// The wheel's code does not wait for a visitor's first sign (app/ui/first-sign.ts) as islands
// do: the server draws the wheel without its slice labels, rim and hub, which the canvas adds
// once the code has arrived, and a visitor who only looks should see the names on it.
const WheelAtAddress = lazy(() => {
  // What is typed from now until the wheel has hydrated stays typed.
  if (typeof document !== "undefined") {
    holdTypedFields(document.forms.namedItem(GENERATOR_FORM_ID));
  }
  return import("./wheel-at-address");
});

const WHEEL_KIT: WheelPageKit = {
  GeneratorForm,
  ProblemSummary,
  SeedLine,
  formId: GENERATOR_FORM_ID,
  useGeneratorRun,
};

/**
 * The wheel's page is a lazy chunk of its own: the server renders it in full and the browser
 * hydrates it when the chunk arrives, so no other generator page carries its code.
 */
export function WheelPage({ data }: { data: GeneratorPageData }) {
  return (
    <Suspense fallback={null}>
      <WheelAtAddress data={data} kit={WHEEL_KIT} />
    </Suspense>
  );
}
