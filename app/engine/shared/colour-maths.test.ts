import { describe, expect, it } from "vitest";

import { contrastRatio, moreReadableOn, relativeLuminance } from "./colour-maths";

// Known figures of WCAG 2.x (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), as the WebAIM
// contrast checker and browsers' devtools report them.
describe("WCAG 2.x colour maths", () => {
  it("gives the known contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#0000ff", "#ffffff")).toBeCloseTo(8.59, 2);
    expect(contrastRatio("#ff0000", "#ffffff")).toBeCloseTo(4.0, 2);
    expect(contrastRatio("#008000", "#ffffff")).toBeCloseTo(5.14, 2);
    // The order of the two colours does not matter.
    expect(contrastRatio("#ffffff", "#767676")).toBe(contrastRatio("#767676", "#ffffff"));
  });

  it("uses the sRGB threshold 0.04045 of the luminance formula", () => {
    // 10/255 (0.0392) is below both thresholds seen in the wild (0.03928 and 0.04045), 11/255
    // (0.0431) above both: no 8-bit channel reads differently, and the formula is continuous.
    expect(relativeLuminance("#0a0a0a")).toBeCloseTo(10 / 255 / 12.92, 12);
    expect(relativeLuminance("#0b0b0b")).toBeCloseTo(((11 / 255 + 0.055) / 1.055) ** 2.4, 12);
  });

  it("picks the more readable of two text colours, the first on a tie", () => {
    expect(moreReadableOn("#ffff00", "#000000", "#ffffff")).toBe("#000000");
    expect(moreReadableOn("#000080", "#000000", "#ffffff")).toBe("#ffffff");
    expect(moreReadableOn("#777777", "#777777", "#777777")).toBe("#777777");
  });
});
