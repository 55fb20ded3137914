import type { Generation, InputProblem } from "~/engine/core/engine";

import type { PresetSetting } from "./describe-inputs";

/** What the /packs grid shows of a pack: no presets, no code. */
export interface PackSummary {
  id: string;
  title: string;
  description: string;
  iconText: string;
  /** The pack's generators, each once, in pack order. */
  generators: { id: string; title: string; iconText?: string }[];
}

/** One item of a pack page: the generator, its presets in words and its results. */
export interface PackItemView {
  generatorId: string;
  title: string;
  iconText?: string;
  note?: string;
  settings: PresetSetting[];
  result:
    | {
        ok: true;
        generation: Generation;
        /** Whether a view draws it (dice, cards…: see drawnParts). */
        drawnByView: boolean;
        input: Record<string, unknown>;
        /** The seed of this item's stream, saved with a starred value. */
        seed: string;
        /** The generator page with these settings (and this seed when it fits): editable. */
        openPath: string;
      }
    | { ok: false; problem: string };
}

/** Everything /packs/{id} shows. */
export interface PackPageData {
  pack: { id: string; title: string; description: string; iconText: string };
  seed: string;
  /** Path and query of the permalink that reproduces every result. */
  permalink: string;
  /** The same permalink as an absolute URL, for copying. */
  permalinkUrl: string;
  items: PackItemView[];
  /** Parameters of the URL that could not be used, each with what was done instead. */
  problems: InputProblem[];
}
