import type { Generation, InputProblem } from "./engine";
import type { FieldSpec } from "./field-kinds";

export type SeedOrigin = "typed" | "link" | "fresh";

/** One run of a generator as the page shows it: enough to display, share and reproduce it. */
export interface GeneratorRun {
  input: Record<string, unknown>;
  generation: Generation;
  /**
   * The seed the run drew from. Every run of an ordinary generator is seeded (a fresh one when
   * nobody chose one), so any values on screen can be shared as they are: the same seed, input,
   * version and time give the same values. Null for a secret generator's run: its values come
   * from the cryptographic source, and nothing anywhere can make them again.
   */
  seed: string | null;
  /** Who chose the seed: the visitor (typed), a shared link, or the page (fresh for this run). */
  seedOrigin: SeedOrigin;
  version: number;
  /** The clock the run used, for generators whose values depend on the time. */
  at: number | null;
  /**
   * The page's address that gives exactly these values again (the run's permalink); for a
   * secret's run, the address of its settings only.
   */
  path: string;
}

/** What the generator page needs of a generator: no schema, no code. */
export interface GeneratorPageInfo {
  id: string;
  title: string;
  category: string;
  categoryTitle: string;
  iconText?: string;
  description: string;
  version: number;
  usesClock: boolean;
  /** Its values are secrets: made only in the browser, never seeded, never in a link. */
  secret: boolean;
  fields: FieldSpec[];
}

/** What an old link to a secret generator carries that could make its values again. */
export interface SharedSecretLink {
  seed: string;
  version: number;
  at: number | null;
}

export interface GeneratorPageData {
  generator: GeneratorPageInfo;
  /** The run the server made; null on a secret generator's page, which the browser fills. */
  run: GeneratorRun | null;
  /** The settings the page opens with (the run's input when there is a run). */
  input: Record<string, unknown>;
  /**
   * A secret generator's page opened from a link that carries a seed (links made before secrets
   * stopped being seeded): the page warns before showing what that seed gives.
   */
  sharedSecretLink: SharedSecretLink | null;
  /** Parameters of the URL that could not be used, each with what was done instead. */
  problems: InputProblem[];
  /**
   * What of `run` the server draws with the views' code (drawnParts): its values by a view (dice,
   * cards…), its extras (a strength meter, a summary). The browser keeps them as sent until that
   * code comes, at the first sign of a visitor.
   */
  runDrawn?: { view: boolean; extras: boolean };
  /**
   * The query the page was made for, as the browser's URLSearchParams writes it (set by the
   * generator page's route): offline, the page kept for one query of a generator answers any
   * other, and the page then makes in the browser the run its address asks for.
   */
  query?: string;
  /**
   * The files this generator's first Generate loads beyond the page (set by the generator page's
   * route from the build's list): the page asks for them all at once at the visitor's first sign.
   */
  generateCode?: string[];
}

/**
 * The attribute the worker puts on the <html> of a generator's page it answers with a copy kept
 * for another query: the page's run and settings stay hidden (app/tailwind.css) until the page
 * has made the run its own address asks for (useAddressRun), so the kept copy's values, made
 * when it was kept, are never shown as this visit's.
 */
export const KEPT_COPY_ATTRIBUTE = "data-kept-for-another-query";

/**
 * Whether a page's data was made for the address it is shown at (`search`, the router's query):
 * not when the service worker answered with a copy kept for another query of the generator.
 */
export function madeForAddress(data: Pick<GeneratorPageData, "query">, search: string): boolean {
  return data.query === undefined || `${new URLSearchParams(search)}` === data.query;
}
