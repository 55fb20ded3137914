import { lazy, Suspense, useEffect } from "react";

import { KEPT_COPY_ATTRIBUTE, type GeneratorPageData } from "~/engine/core/page-data";
import {
  GENERATOR_FORM_ID,
  GeneratorForm,
  ProblemSummary,
  SeedLine,
  useGeneratorRun,
} from "~/features/generator-page";
import { visitorActs } from "~/ui/first-sign";

import { holdEarlySpins, takeEarlySpin } from "./early-spin";
import { CURRENT_WHEEL_KEY } from "./storage-keys";
import type { WheelPageKit } from "./wheel-at-address";

// The wheel's code waits for a visitor's first sign (app/ui/first-sign.ts), as islands do (issue
// 29: a visit that only looks downloads no more than a plain generator page). Until then the
// server's HTML stays as it was sent: the wheel drawn with its labels (wheel-face.tsx), the
// settings typed into as usual, and a spin pressed meanwhile held and made once the code is here
// (early-spin.ts). A browser that keeps a wheel of its own gets it back at once, without a sign,
// and so does the copy the service worker kept for another query (each is made by the code).
const WheelAtAddress = lazy(() => {
  if (typeof document === "undefined") return import("./wheel-at-address");
  return (comeAtOnce() ? Promise.resolve() : visitorActs()).then(async () => {
    // What is typed from now until the wheel has hydrated stays typed: held as soon as its few
    // lines arrive (a chunk of their own, beside the wheel's), before the wheel hydrates.
    const [wheel, typed] = await Promise.all([
      import("./wheel-at-address"),
      import("./typed-before-hydration").then((typed) => {
        typed.holdTypedFields(document.forms.namedItem(GENERATOR_FORM_ID));
        return typed;
      }),
    ]);
    await typed.typingPause();
    return wheel;
  });
});

/** Whether the wheel's code comes without a sign (see above). */
function comeAtOnce(): boolean {
  if (document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE)) return true;
  try {
    return localStorage.getItem(CURRENT_WHEEL_KEY) !== null;
  } catch {
    return false;
  }
}

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
  useEffect(() => {
    holdEarlySpins(GENERATOR_FORM_ID);
    // Left before the wheel arrived: nothing is held for a page no longer here.
    return () => void takeEarlySpin();
  }, []);
  return (
    <Suspense fallback={null}>
      <WheelAtAddress data={data} kit={WHEEL_KIT} />
    </Suspense>
  );
}
