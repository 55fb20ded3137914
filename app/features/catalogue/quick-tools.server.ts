import { fieldSpecs } from "~/engine/core/engine";
import type { FieldSpec } from "~/engine/core/field-kinds";
import { getGeneratorSummary } from "~/engine/generator-summaries";
import { loadDefinition } from "~/engine/load-definition";
import { API_BASE } from "~/features/api/index.server";

/** The generators the home page lets a visitor use at once: their shown settings and button. */
const QUICK_TOOLS = [
  { id: "random-number", inputs: ["min", "max"], action: "Generate" },
  { id: "coin-flip", inputs: [], action: "Flip the coin" },
] as const;

/** A quick tool as the home page draws it; its other settings stay at their defaults. */
export interface QuickTool {
  id: string;
  title: string;
  category: string;
  iconText: string;
  action: string;
  /** Where the public API runs it: the quick tool asks there, with the settings shown. */
  apiPath: string;
  /** The settings shown (whole numbers), named as on the generator's page. */
  fields: Extract<FieldSpec, { kind: "integer" }>[];
}

/** The quick tools, read from their definitions (labels, defaults) so nothing is written twice. */
export async function quickTools(): Promise<QuickTool[]> {
  return Promise.all(
    QUICK_TOOLS.map(async ({ id, inputs, action }) => {
      const summary = getGeneratorSummary(id);
      const generator = summary && (await loadDefinition(summary.category, id));
      if (!summary || !generator) throw new Error(`The home page's quick tool ${id} is missing.`);
      const shown: readonly string[] = inputs;
      const fields = fieldSpecs(generator).filter(
        (field): field is QuickTool["fields"][number] =>
          field.kind === "integer" && shown.includes(field.name),
      );
      return {
        id,
        title: summary.title,
        category: summary.category,
        iconText: summary.iconText ?? "",
        action,
        apiPath: `${API_BASE}/generators/${id}`,
        fields,
      };
    }),
  );
}
