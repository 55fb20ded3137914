import { island } from "~/ui/island";

/** Where a value came from, for saving it with its provenance. */
export interface ValueSource {
  generatorId: string;
  generatorTitle: string;
  input: Record<string, unknown>;
  seed: string | null;
  /** A secret generator's value: copied, never offered for saving. */
  secret?: boolean;
  /** Says what happened ("Saved.") or why not. */
  onMessage: (message: string) => void;
}

/**
 * The copy and save (star) buttons of one value, the same in every way results are shown: an
 * island, painted from the server's HTML and working once its chunk is here (right after the
 * page is interactive), so a generator page's first load does not carry them.
 */
export const ValueActions = island(
  "value-actions",
  () => import("./value-buttons").then((module) => module.default),
  "span",
);
