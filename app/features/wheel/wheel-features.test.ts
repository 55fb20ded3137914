import { describe, expect, it } from "vitest";

import { fitText } from "./wheel-labels";
import { MAX_IMAGE_PX, fittedSize } from "./wheel-images";
import { wheelPath } from "./wheel-share";
import { fieldsOfSaved, optionsOfFields, type WheelFields } from "./wheel-state";

const PLAIN: WheelFields = {
  entries: "Ana\nBen",
  duration: "5",
  rotation: false,
  colours: "bright",
  won: "",
  title: "",
  winners: "1",
  hidden: "",
  sliceColours: "",
};

describe("a wheel's link", () => {
  it("stays as it was for a plain wheel, and carries title, winners, hidden and colours when set", () => {
    expect(wheelPath(PLAIN)).toBe("/spin-the-wheel?entries=Ana%0ABen&duration=5&colours=bright");
    const params = new URL(
      wheelPath({
        ...PLAIN,
        title: " Lunch ",
        winners: "2",
        hidden: "Ben",
        sliceColours: "Ana #00ff00",
      }),
      "https://example.org",
    ).searchParams;
    expect(params.get("title")).toBe("Lunch");
    expect(params.get("winners")).toBe("2");
    expect(params.get("hidden")).toBe("Ben");
    expect(params.get("sliceColours")).toBe("Ana #00ff00");
  });
});

describe("a saved wheel's fields", () => {
  it("round-trip through its options, its name the title when it has none", () => {
    const fields = {
      ...PLAIN,
      title: "Lunch",
      winners: "3",
      hidden: "Ben",
      sliceColours: "Ana #00ff00",
    };
    const options = optionsOfFields(fields);
    expect(options).toMatchObject({ title: "Lunch", winners: 3, hidden: "Ben" });
    const saved = { id: "x", name: "Friday", entries: fields.entries, options, updatedAt: "" };
    expect(fieldsOfSaved(saved)).toEqual(fields);
    expect(fieldsOfSaved({ ...saved, options: { ...options, title: "" } }).title).toBe("Friday");
  });
});

describe("labels on slices", () => {
  // One unit of width per UTF-16 code unit: enough to show where a cut falls.
  const measure = (text: string) => text.length;

  it("are cut between whole characters, so an emoji is never split in half", () => {
    expect(fitText(measure, "🍕 Pizza", 20)).toBe("🍕 Pizza");
    const cut = fitText(measure, "🍕🍔🌮🍣", 6);
    expect(cut).toBe("🍕🍔…");
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    // A family emoji (several code points joined) is one character: kept whole or left out.
    expect(fitText(measure, "👨‍👩‍👧 family", 10)).toBe("👨‍👩‍👧 …");
    expect(fitText(measure, "👨‍👩‍👧 family", 5)).toBe("");
  });
});

describe("pictures on slices", () => {
  it("are made at most 128 px on their longest side, keeping their shape, never enlarged", () => {
    expect(fittedSize(1024, 512)).toEqual({ width: MAX_IMAGE_PX, height: 64 });
    expect(fittedSize(300, 900)).toEqual({ width: 43, height: MAX_IMAGE_PX });
    expect(fittedSize(40, 20)).toEqual({ width: 40, height: 20 });
  });
});
