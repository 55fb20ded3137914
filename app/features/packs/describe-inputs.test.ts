import { describe, expect, it } from "vitest";

import { findGenerator } from "~/engine/testing/all-generators";
import type { AnyGenerator } from "~/engine/core/engine";

import { describeInputs } from "./describe-inputs";

const generator = (id: string) => findGenerator(id) as AnyGenerator;

describe("describeInputs", () => {
  it("says each preset with its field's label, in form order", () => {
    expect(
      describeInputs(generator("random-number"), {
        order: "ascending",
        unique: true,
        max: 500,
        min: 1,
      }),
    ).toEqual([
      { label: "Minimum", value: "1" },
      { label: "Maximum", value: "500" },
      { label: "No repeats", value: "yes" },
      { label: "Order", value: "Smallest first" },
    ]);
  });

  it("shows a list's entries and how many more a long list has", () => {
    expect(describeInputs(generator("random-order"), { entries: "Ana\nBen\nCy" })).toEqual([
      { label: "Entries", value: "Ana, Ben, Cy" },
    ]);
    const twelve = Array.from({ length: 12 }, (_, i) => `P${i + 1}`).join("\n");
    expect(describeInputs(generator("random-order"), { entries: twelve })).toEqual([
      { label: "Entries", value: "P1, P2, P3, P4, P5, P6, P7, P8 and 4 more" },
    ]);
    expect(
      describeInputs(generator("pick-from-list"), { entries: "Yes, please\nNo, thanks" }),
    ).toEqual([{ label: "Entries", value: "Yes, please; No, thanks" }]);
  });

  it("leaves out empty text and says a toggle that is off", () => {
    expect(describeInputs(generator("nanoid"), { length: 10, alphabet: "", count: 2 })).toEqual([
      { label: "Length", value: "10" },
      { label: "How many", value: "2" },
    ]);
    expect(describeInputs(generator("yes-or-no"), { maybe: false })).toEqual([
      { label: "Include Maybe", value: "no" },
    ]);
  });
});
