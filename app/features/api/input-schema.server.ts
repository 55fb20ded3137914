import { toJSONSchema } from "zod";
import * as z from "zod/mini";

import { fieldLimits } from "~/features/docs";
import { fieldSpecs, type AnyGenerator } from "~/engine/core/engine";
import type { FieldSpec } from "~/engine/core/field-kinds";
import { apiSchemaPart } from "~/engine/core/field-kinds/registries";
import type { Field } from "~/engine/core/fields";

// A generator's inputs as JSON Schema (2020-12, the dialect of OpenAPI 3.1), produced by zod's
// own `toJSONSchema` from the very schemas that validate the page's form and the API. zod
// cannot see inside a refinement, so the few bounds the schemas check that way (a whole
// number, a decimal's range, a real calendar day) are added from the field's spec by its kind
// module's API schema part (app/engine/core/field-kinds/).

/** A JSON Schema object, as JSON. */
export type JsonSchema = { [key: string]: unknown };

/** The field's description: its help, then what it accepts (the reference page's words). */
function describe(spec: FieldSpec): string {
  return [spec.help, fieldLimits(spec)].filter(Boolean).join(" ");
}

/**
 * The JSON Schema of a generator's inputs: one property per input with its title (the form's
 * label), description, default and bounds. Every property is optional (a missing input takes
 * its default) and no other property is allowed.
 */
export function inputsJsonSchema(generator: AnyGenerator): JsonSchema {
  const specs = new Map<unknown, FieldSpec>();
  const shape: Record<string, z.ZodMiniType> = {};
  for (const spec of fieldSpecs(generator)) {
    const schema = (generator.inputs[spec.name] as Field<unknown>).schema;
    specs.set(schema, spec);
    shape[spec.name] = schema;
  }
  const schema = toJSONSchema(z.object(shape), {
    target: "draft-2020-12",
    unrepresentable: "any",
    override({ zodSchema, jsonSchema }) {
      const spec = specs.get(zodSchema);
      if (!spec) return;
      Object.assign(jsonSchema, apiSchemaPart(spec)(spec), {
        title: spec.label,
        description: describe(spec),
        default: spec.default,
      });
    },
  }) as JsonSchema;
  delete schema.$schema;
  delete schema.required;
  return schema;
}

/**
 * The inputs schema of a JSON body: the same, except that a list may also be an array of
 * entries (the same as its entries one per line).
 */
export function bodyInputsJsonSchema(generator: AnyGenerator): JsonSchema {
  const schema = inputsJsonSchema(generator);
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const spec of fieldSpecs(generator)) {
    if (spec.kind !== "list") continue;
    const { title, description, default: fallback, ...text } = properties[spec.name] ?? {};
    properties[spec.name] = {
      title,
      description,
      default: fallback,
      anyOf: [text, { type: "array", items: { type: "string" } }],
    };
  }
  return { ...schema, properties };
}
