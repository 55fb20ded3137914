import { describe, expect, it } from "vitest";

import type { FieldSpec } from "~/engine/core/field-kinds";

import { problemText } from "./problem-summary";

const fields: FieldSpec[] = [
  { kind: "integer", name: "max", label: "Maximum", min: 0, max: 10, default: 5 },
  { kind: "text", name: "notation", label: "Dice", maxLength: 100, default: "2d6" },
];

describe("problemText", () => {
  it("names a problem by its field's label, never by the field's internal name", () => {
    expect(
      problemText({ field: "notation", message: "At most 1,000 dice per roll." }, fields),
    ).toBe("Dice: At most 1,000 dice per roll.");
    // A message that already starts with the label is not labelled twice.
    expect(problemText({ field: "max", message: "Maximum must be a number" }, fields)).toBe(
      "Maximum must be a number",
    );
    // A problem of no field of the form (an unknown parameter) keeps its own words.
    expect(
      problemText({ field: "colour", message: "This page has no colour setting." }, fields),
    ).toBe("This page has no colour setting.");
  });
});
