import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { parseWheelEntries, type WheelEntry } from "~/engine/shared/wheel";

import { MAX_FACE_SLICES, WheelFace } from "./wheel-face";
import { estimateTextWidth } from "./wheel-labels";

// The wheel as the server draws it before its code arrives: a visitor who only looks reads the
// names on it (issue 29: the wheel's code waits for their first sign).

const entries = (text: string): WheelEntry[] => {
  const parsed = parseWheelEntries(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.entries;
};

const face = (list: readonly WheelEntry[], resting: string[] = []) =>
  renderToStaticMarkup(
    <WheelFace entries={list} colours="bright" own={new Map()} resting={new Set(resting)} />,
  );

const labels = (html: string) => [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe("the wheel the server draws", () => {
  it("names every slice, turned to its middle, with the hub on top", () => {
    const html = face(entries("Ana\nBen\nCy\nDee"));
    expect(labels(html)).toEqual(["Ana", "Ben", "Cy", "Dee"]);
    // Four equal slices from the top, clockwise: their middles at 45°, 135°... less a quarter turn.
    expect(html).toContain('transform="rotate(-45 200 200)"');
    expect(html).toContain('transform="rotate(225 200 200)"');
    expect(html).toMatch(/<circle[^>]*fill="#ffffff"/);
    expect(html).toContain('aria-hidden="true"');
  });

  it("cuts a name too long for its slice with an ellipsis, and leaves a short one whole", () => {
    const long = "Bartholomew Featherstonehaugh-Montgomery the Third";
    const [cut, short] = labels(face(entries(`${long}\nBo`)));
    expect(cut).toMatch(/^Barth\w+…$/);
    expect(cut!.length).toBeLessThan(long.length);
    expect(short).toBe("Bo");
  });

  it("gives a weighted entry's wider slice a label, and thin slices none", () => {
    const many = Array.from({ length: 90 }, (_, index) => `N${index}`).join("\n");
    const html = face(entries(`Big *60\n${many}`));
    expect(labels(html)).toEqual(["Big"]);
  });

  it("draws a resting name in the resting grey", () => {
    expect(face(entries("Ana\nBen"), ["Ben"])).toContain('fill="#3f3f46"');
  });

  it("draws nothing for an empty wheel, or one past the gradient's slices", () => {
    expect(face([])).toBe("");
    const past = Array.from({ length: MAX_FACE_SLICES + 1 }, (_, index) => `N${index}`);
    expect(face(entries(past.join("\n")))).toBe("");
  });
});

describe("a label's width without a canvas", () => {
  it("counts narrow letters narrower than wide ones, and grows with the font", () => {
    expect(estimateTextWidth("iiii", 10)).toBeLessThan(estimateTextWidth("mmmm", 10));
    expect(estimateTextWidth("Ana", 20)).toBeCloseTo(estimateTextWidth("Ana", 10) * 2);
  });
});
