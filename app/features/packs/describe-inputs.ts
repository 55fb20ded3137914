import { fieldSpecs, type AnyGenerator } from "~/engine/core/engine";
import type { FieldKind, FieldSpec, SpecOf } from "~/engine/core/field-kinds";
import { splitList } from "~/engine/core/fields";

import type { PresetValue } from "./packs";

/** One preset input in words: the field's label and its value as a visitor would say it. */
export interface PresetSetting {
  label: string;
  value: string;
}

/** List entries shown in full; longer lists show the first few and how many more there are. */
const LIST_PREVIEW = 8;

/** A preset value in words, per field kind; null leaves the setting out. */
const PRESET_WORDS: {
  readonly [K in FieldKind]: (spec: SpecOf<K>, value: PresetValue) => string | null;
} = {
  integer: (_spec, value) => String(value),
  number: (_spec, value) => String(value),
  toggle: (_spec, value) => (value ? "yes" : "no"),
  select: (spec, value) =>
    spec.options.find((option) => option.value === value)?.label ?? String(value),
  list(_spec, value) {
    const { items } = splitList(String(value));
    const separator = items.some((item) => item.includes(",")) ? "; " : ", ";
    const shown = items.slice(0, LIST_PREVIEW).join(separator);
    const more = items.length - LIST_PREVIEW;
    return more > 0 ? `${shown} and ${more} more` : shown;
  },
  // An empty text means the option is not used.
  text: (_spec, value) => (String(value).trim() === "" ? null : String(value)),
  date: (_spec, value) => String(value).trim(),
};

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
    const words = (PRESET_WORDS[spec.kind] as (s: FieldSpec, v: PresetValue) => string | null)(
      spec,
      value,
    );
    if (words !== null) settings.push({ label: spec.label, value: words });
  }
  return settings;
}
