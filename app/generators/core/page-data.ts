import type { Generation, InputProblem } from "./engine";
import type { FieldSpec } from "./field-kinds";

export type SeedOrigin = "typed" | "link" | "fresh";

/** One run of a generator as the page shows it: enough to display, share and reproduce it. */
export interface GeneratorRun {
  input: Record<string, unknown>;
  generation: Generation;
  /**
   * The seed the run drew from. Every run is seeded (a fresh one when nobody chose one), so any
   * values on screen can be shared as they are: the same seed, input, version and time give the
   * same values.
   */
  seed: string;
  /** Who chose the seed: the visitor (typed), a shared link, or the page (fresh for this run). */
  seedOrigin: SeedOrigin;
  version: number;
  /** The clock the run used, for generators whose values depend on the time. */
  at: number | null;
  /** The page's address that gives exactly these values again (the run's permalink). */
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
  fields: FieldSpec[];
}

export interface GeneratorPageData {
  generator: GeneratorPageInfo;
  run: GeneratorRun;
  /** Parameters of the URL that could not be used, each with what was done instead. */
  problems: InputProblem[];
}
