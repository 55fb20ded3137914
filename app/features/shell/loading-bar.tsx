import { useNavigation } from "@remix-run/react";
import type NProgress from "nprogress";
import { useEffect } from "react";

import { LOADING_BAR } from "~/utils/spec-constants";

type NProgressApi = typeof NProgress;

let nprogress: Promise<NProgressApi> | null = null;

/** nprogress is fetched at the first navigation, not with the page: a first view never needs it. */
function loadNProgress(): Promise<NProgressApi> {
  nprogress ??= import("nprogress").then((module) => {
    const api = (module as { default?: NProgressApi }).default ?? module;
    api.configure({
      ...LOADING_BAR,
      showSpinner: false,
      // nprogress's own template gives the bar role="bar", which is no ARIA role (axe: critical).
      // The bar is decoration: hidden from assistive technology, found by its class.
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: ".bar",
    });
    return api;
  });
  return nprogress;
}

/**
 * The thin page-loading bar, driven by Remix's navigation state. Links the router does not
 * handle (mailto:, tel:, sms:, download, modifier-clicks) never change that state, so they
 * never start the bar.
 */
export function LoadingBar() {
  const { state } = useNavigation();

  useEffect(() => {
    if (state === "idle") {
      // Nothing to finish before the bar was ever started.
      if (nprogress)
        void nprogress.then(
          (bar) => bar.done(),
          () => undefined,
        );
      return;
    }
    let current = true;
    void loadNProgress().then(
      (bar) => {
        if (current) bar.start();
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [state]);

  return null;
}
