import { lazy, Suspense } from "react";

import type { GeneratorPageData } from "~/engine/core/page-data";
import {
  GENERATOR_FORM_ID,
  GeneratorForm,
  ProblemSummary,
  SeedLine,
  useGeneratorRun,
} from "~/features/generator-page";

const WheelView = lazy(() => import("./wheel-view"));

const WHEEL_KIT = { GeneratorForm, ProblemSummary, SeedLine, formId: GENERATOR_FORM_ID };

/**
 * The wheel's page is a lazy chunk of its own: the server renders it in full and the browser
 * hydrates it when the chunk arrives, so no other generator page carries its code.
 */
export function WheelPage({ data }: { data: GeneratorPageData }) {
  const page = useGeneratorRun(data);
  return (
    <Suspense fallback={null}>
      <WheelView data={data} page={page} kit={WHEEL_KIT} />
    </Suspense>
  );
}
