import { fieldSpecs, type AnyGenerator } from "~/generators/core/engine";
import { splitList } from "~/generators/core/fields";

import type { PresetValue } from "./packs";

/** One preset input in words: the field's label and its value as a visitor would say it. */
export interface PresetSetting {
  label: string;
  value: string;
}

/** List entries shown in full; longer lists show the first few and how many more there are. */
const LIST_PREVIEW = 8;

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
    switch (spec.kind) {
      case "toggle":
        settings.push({ label: spec.label, value: value ? "yes" : "no" });
        break;
      case "select":
        settings.push({
          label: spec.label,
          value: spec.options.find((option) => option.value === value)?.label ?? String(value),
        });
        break;
      case "list": {
        const { items } = splitList(String(value));
        const separator = items.some((item) => item.includes(",")) ? "; " : ", ";
        const shown = items.slice(0, LIST_PREVIEW).join(separator);
        const more = items.length - LIST_PREVIEW;
        settings.push({
          label: spec.label,
          value: more > 0 ? `${shown} and ${more} more` : shown,
        });
        break;
      }
      case "text":
        if (String(value).trim() !== "") settings.push({ label: spec.label, value: String(value) });
        break;
      default:
        settings.push({ label: spec.label, value: String(value) });
    }
  }
  return settings;
}
