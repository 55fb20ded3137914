import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";

import type { GeneratorPageData } from "~/engine/core/page-data";
import {
  GENERATOR_FORM_ID,
  GeneratorForm,
  ProblemSummary,
  SeedLine,
  useAddressRun,
  useGeneratorRun,
} from "~/features/generator-page";

const WheelView = lazy(() => import("./wheel-view"));

const WHEEL_KIT = { GeneratorForm, ProblemSummary, SeedLine, formId: GENERATOR_FORM_ID };

/**
 * The wheel's page is a lazy chunk of its own: the server renders it in full and the browser
 * hydrates it when the chunk arrives, so no other generator page carries its code.
 *
 * Offline, the service worker answers a wheel's address with the copy it kept for another one (a
 * link with other entries or a seed): the page then makes its own address's wheel in the browser
 * and starts afresh with it, as if the server had made it (a seeded link's winner shown at once).
 */
export function WheelPage({ data }: { data: GeneratorPageData }) {
  const { search } = useLocation();
  const [shown, setShown] = useState(data);
  useAddressRun(data, (page) =>
    setShown({ ...data, ...page, query: `${new URLSearchParams(search)}` }),
  );
  return <WheelRun key={shown.query} data={shown} />;
}

function WheelRun({ data }: { data: GeneratorPageData }) {
  const page = useGeneratorRun(data);
  return (
    <Suspense fallback={null}>
      <WheelView data={data} page={page} kit={WHEEL_KIT} />
    </Suspense>
  );
}
