import { island } from "~/ui/island";

/**
 * The error view every route's ErrorBoundary renders, as an island: the server sends it whole
 * and its code (links and the way back) loads once the page is interactive, not with every page.
 */
export const GeneralErrorBoundary = island("error-view", () =>
  import("./general-error-view").then((module) => module.default),
);
