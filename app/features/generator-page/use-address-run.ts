import { useLocation } from "@remix-run/react";
import { useEffect, useLayoutEffect, useState } from "react";

import { KEPT_COPY_ATTRIBUTE } from "~/engine/core/page-data";

import { madeForAddress, type GeneratorPageData } from "~/engine/core/page-data";

import { GENERATOR_FORM_ID, showSelectsOf } from "./generator-form";
import type { PageRun } from "./page-data";

/**
 * Offline, the service worker answers any query of a generator it kept with the copy it kept,
 * made for another query. Once the page is interactive, this makes in the browser the run its
 * address asks for (the same values as online: a permalink's seed decides them) and hands it to
 * `adopt`. Part of a lazy chunk: the first load only carries the query the page was made for.
 */
export function useAddressRun(data: GeneratorPageData, adopt: (page: PageRun) => void) {
  // The router's address, as the page was opened: a run shown later rewrites only the bar's.
  const { search } = useLocation();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (madeForAddress(data, search)) {
      document.documentElement.removeAttribute(KEPT_COPY_ATTRIBUTE);
      return;
    }
    void import("./page-of-address")
      .then(async ({ default: pageOfAddress }) => {
        const page = await pageOfAddress(data.generator, search);
        if (!page) return;
        adopt(page);
        showSelectsOf(document.forms.namedItem(GENERATOR_FORM_ID), page.run?.input ?? page.input);
      })
      .finally(() => setSettled(true));
    // Once, for the address the page was opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The kept copy's run and settings come into view only with the address's run in their place:
  // in the same commit, before the browser paints it.
  useLayoutEffect(() => {
    if (settled) document.documentElement.removeAttribute(KEPT_COPY_ATTRIBUTE);
  }, [settled]);
}
