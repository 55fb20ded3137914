import { fieldSpecs, type AnyGenerator } from "~/engine/core/engine";
import { wordsPart } from "~/engine/core/field-kinds/registries";

import type { PresetValue } from "./packs";

/** One preset input in words: the field's label and its value as a visitor would say it. */
export interface PresetSetting {
  label: string;
  value: string;
}

/**
 * A pack item's preset inputs in words, in the generator's form order ("Dice: 1d20", "No
 * repeats: yes"). Empty text fields are left out: they mean the option is not used.
 */
export function describeInputs(
  generator: AnyGenerator,
  inputs: Readonly<Record<string, PresetValue>>,
): PresetSetting[] {
  const settings: PresetSetting[] = [];
  for (const spec of fieldSpecs(generator)) {
    const value = inputs[spec.name];
    if (value === undefined) continue;
    const words = wordsPart(spec)(spec, value);
    if (words !== null) settings.push({ label: spec.label, value: words });
  }
  return settings;
}
