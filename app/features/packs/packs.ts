// The curated packs: their shape, and the look-up by id. The packs themselves are plain data in
// ./data/packs.ts (no engine code, so any page may import them); every generator id and preset is
// checked against the catalogue by a unit test (`check-pack.test.ts`).

import { PACKS } from "./data/packs";

/** A preset input value, typed as the generator's form holds it. */
export type PresetValue = string | number | boolean;

/** One generator of a pack, with the inputs it runs with. */
export interface PackItem {
  generatorId: string;
  /** Preset inputs by field name; fields left out take the generator's defaults. */
  inputs: Readonly<Record<string, PresetValue>>;
  /** A short caption: why this generator is in the pack. */
  note?: string;
}

/** A curated bundle of generators for one purpose, served at /packs/{id}. */
export interface Pack {
  /** The URL slug: /packs/{id}. */
  id: string;
  title: string;
  description: string;
  /** An emoji shown before the title. */
  iconText: string;
  items: readonly PackItem[];
}

export { PACKS };

const byId = new Map(PACKS.map((pack) => [pack.id, pack]));

/** The pack at /packs/{id}, if there is one. */
export function getPack(id: string): Pack | undefined {
  return byId.get(id);
}
