import { describe, expect, it } from "vitest";

import { fieldDefault, fieldKind, fieldLimits } from "./field-reference";
import { fieldSpecs, type AnyGenerator } from "~/engine/core/engine";
import type { FieldSpec } from "~/engine/core/field-kinds";
import { formatDocsNumber } from "~/engine/core/field-kinds/parts";
import { loadAllGenerators } from "~/engine/load-generator";

const generators = new Map<string, AnyGenerator>((await loadAllGenerators()).map((g) => [g.id, g]));

function field(generatorId: string, name: string): FieldSpec {
  const generator = generators.get(generatorId);
  const spec = generator && fieldSpecs(generator).find((s) => s.name === name);
  if (!spec) throw new Error(`no field ${name} in ${generatorId}`);
  return spec;
}

describe("how the reference describes a field", () => {
  it("writes numbers in full, with digit groups and a true minus sign", () => {
    expect(formatDocsNumber(-9_007_199_254_740_991)).toBe("−9,007,199,254,740,991");
    expect(formatDocsNumber(0.000001)).toBe("0.000001");
    expect(formatDocsNumber(-1e12)).toBe("−1,000,000,000,000");
  });

  it("gives a whole number's bounds and default", () => {
    const min = field("random-number", "min");
    expect(fieldKind(min)).toBe("Whole number");
    expect(fieldDefault(min)).toBe("1");
    expect(fieldLimits(min)).toBe(
      "A whole number from −9,007,199,254,740,991 to 9,007,199,254,740,991.",
    );
    expect(fieldLimits(field("coin-flip", "count"))).toBe("A whole number from 1 to 10,000.");
  });

  it("gives a decimal number's bounds", () => {
    const minLat = field("random-coordinates", "minLat");
    expect(fieldKind(minLat)).toBe("Decimal number");
    expect(fieldDefault(minLat)).toBe("−90");
    expect(fieldLimits(minLat)).toBe("A number from −90 to 90.");
  });

  it("lists a choice's options by label and URL value, with the default's label", () => {
    const order = field("random-number", "order");
    expect(fieldKind(order)).toBe("Choice");
    expect(fieldDefault(order)).toBe("As drawn");
    expect(fieldLimits(order)).toBe(
      "One of: As drawn (random), Smallest first (ascending), Largest first (descending).",
    );
  });

  it("says on or off, and how a link writes it", () => {
    const unique = field("random-number", "unique");
    expect(fieldKind(unique)).toBe("On/off");
    expect(fieldDefault(unique)).toBe("Off");
    expect(fieldDefault(field("pick-from-list", "unique"))).toBe("On");
    expect(fieldLimits(unique)).toBe("On or off: 1 or 0 in a link.");
  });

  it("gives a text's length limit and calls an empty default empty", () => {
    const alphabet = field("nanoid", "alphabet");
    expect(fieldKind(alphabet)).toBe("Text");
    expect(fieldDefault(alphabet)).toBe("Empty");
    expect(fieldLimits(alphabet)).toBe("At most 256 characters.");
    expect(fieldDefault(field("dice-roller", "notation"))).toBe("2d6");
    expect(fieldLimits(field("random-word", "startsWith"))).toBe("At most 1 character.");
  });

  it("shows a list's default entries and its limits", () => {
    const entries = field("shuffle-list", "entries");
    expect(fieldKind(entries)).toBe("List");
    expect(fieldDefault(entries)).toBe("Ana, Ben, Cy, Dee, Eli");
    expect(fieldLimits(entries)).toBe(
      "At most 10,000 entries are used; the text may be at most 4,020,000 characters.",
    );
  });

  it("gives a date's range and how a link writes it", () => {
    const from = field("random-date", "from");
    expect(fieldKind(from)).toBe("Date");
    expect(fieldDefault(from)).toBe("2000-01-01");
    expect(fieldLimits(from)).toBe(
      "A calendar date from 0001-01-01 to 9999-12-31, written YYYY-MM-DD (ISO 8601) in a link.",
    );
  });
});
