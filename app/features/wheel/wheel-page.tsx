import { lazy, Suspense } from "react";

import type { GeneratorPageData } from "~/engine/core/page-data";
import {
  GENERATOR_FORM_ID,
  GeneratorForm,
  ProblemSummary,
  SeedLine,
  useGeneratorRun,
} from "~/features/generator-page";

import type { WheelPageKit } from "./wheel-at-address";

const WheelAtAddress = lazy(() => import("./wheel-at-address"));

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
