import { useLocation } from "@remix-run/react";
import { useState } from "react";

import type { GeneratorPageData } from "~/engine/core/page-data";
import { useAddressRun, type useGeneratorRun } from "~/features/generator-page";

import WheelView, { type WheelKit } from "./wheel-view";

/**
 * The wheel's kit, with the generator page's state hook (see WheelKit). useAddressRun is imported
 * here: it is in no page's first load, only in lazy chunks.
 */
export interface WheelPageKit extends WheelKit {
  useGeneratorRun: typeof useGeneratorRun;
}

/**
 * The wheel for the page's address. Offline, the service worker answers a wheel's address with
 * the copy it kept for another one (a link with other entries or a seed): the page then makes its
 * own address's wheel in the browser and starts afresh with it, as if the server had made it (a
 * seeded link's winner shown at once).
 */
export default function WheelAtAddress({
  data,
  kit,
}: {
  data: GeneratorPageData;
  kit: WheelPageKit;
}) {
  const { search } = useLocation();
  const [shown, setShown] = useState(data);
  useAddressRun(data, (page) =>
    setShown({ ...data, ...page, query: `${new URLSearchParams(search)}` }),
  );
  return <WheelRun key={shown.query} data={shown} kit={kit} />;
}

function WheelRun({ data, kit }: { data: GeneratorPageData; kit: WheelPageKit }) {
  const page = kit.useGeneratorRun(data);
  return <WheelView data={data} page={page} kit={kit} />;
}
