import { useNavigation } from "@remix-run/react";
import NProgress from "nprogress";
import { useEffect } from "react";

import { LOADING_BAR } from "~/lib/spec-constants";

/**
 * The thin page-loading bar, driven by Remix's navigation state. Links the router does not
 * handle (mailto:, tel:, sms:, download, modifier-clicks) never change that state, so they
 * never start the bar.
 */
export function LoadingBar() {
  const { state } = useNavigation();

  useEffect(() => {
    NProgress.configure({ ...LOADING_BAR, showSpinner: false });
  }, []);

  useEffect(() => {
    if (state === "idle") NProgress.done();
    else NProgress.start();
  }, [state]);

  return null;
}
