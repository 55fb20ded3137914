import { describe, expect, it } from "vitest";

import { valuesAsCsv, valuesAsJson, valuesAsText } from "./downloads";
import type { GeneratedValue } from "~/engine/core/engine";

const texts = (...values: string[]): GeneratedValue[] => values.map((text) => ({ text }));

/** The rows of a CSV, split on its CRLF line ends (cells here hold no line breaks). */
const rows = (csv: string) => csv.split("\r\n");

describe("the text download", () => {
  it("puts one value on each line", () => {
    expect(valuesAsText(texts("3", "14", "15"))).toBe("3\n14\n15");
  });

  it("separates multi-line values by a blank line so each stays whole", () => {
    expect(valuesAsText(texts("Lorem ipsum.\nDolor sit.", "Amet."))).toBe(
      "Lorem ipsum.\nDolor sit.\n\nAmet.",
    );
  });

  it("is empty when there are no values", () => {
    expect(valuesAsText([])).toBe("");
  });
});

describe("the CSV download", () => {
  it("starts with a header row and ends every row with CRLF", () => {
    expect(valuesAsCsv(texts("a", "b"))).toBe("value\r\na\r\nb\r\n");
  });

  it("adds a column for each structured field, leaving gaps empty", () => {
    const csv = valuesAsCsv([
      { text: "7♥", data: { rank: "7", suit: "hearts" } },
      { text: "Joker", data: { joker: true } },
    ]);
    expect(rows(csv)).toEqual(["value,rank,suit,joker", "7♥,7,hearts,", "Joker,,,true", ""]);
  });

  it("does not repeat the value column when the data has a value too", () => {
    const csv = valuesAsCsv([{ text: "42", data: { value: 42, even: true } }]);
    expect(rows(csv)).toEqual(["value,even", "42,true", ""]);
  });

  it("writes list data as one cell of space-separated items", () => {
    const csv = valuesAsCsv([{ text: "1 2 3 + 9", data: { main: [1, 2, 3], bonus: [9] } }]);
    expect(rows(csv)).toEqual(["value,main,bonus", "1 2 3 + 9,1 2 3,9", ""]);
  });

  it("quotes cells holding commas, quotes or line breaks", () => {
    const csv = valuesAsCsv(texts("Smith, Ann", 'say "hi"', "two\nlines", "cr\rhere"));
    expect(csv).toBe('value\r\n"Smith, Ann"\r\n"say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\n');
  });

  it.each([
    ["=SUM(A1:A9)", `"'=SUM(A1:A9)"`],
    ["+1+cmd", `"'+1+cmd"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ["@cmd", `"'@cmd"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])("defuses %j so a spreadsheet does not run it as a formula", (value, cell) => {
    expect(rows(valuesAsCsv(texts(value)))[1]).toBe(cell);
  });

  it("defuses formulas in data columns too", () => {
    const csv = valuesAsCsv([{ text: "x", data: { note: "=1+1" } }]);
    expect(rows(csv)[1]).toBe(`x,"'=1+1"`);
  });

  it("leaves plain signed numbers as numbers", () => {
    expect(rows(valuesAsCsv(texts("-42", "+1", "-0.5", "-1e3")))).toEqual([
      "value",
      "-42",
      "+1",
      "-0.5",
      "-1e3",
      "",
    ]);
  });

  it("leaves a formula sign alone when it is not the first character", () => {
    expect(rows(valuesAsCsv(texts("a=b", "1-2")))).toEqual(["value", "a=b", "1-2", ""]);
  });
});

describe("the JSON download", () => {
  const meta = {
    generatorId: "random-number",
    generatorTitle: "Random Number",
    input: { min: 1, max: 6, count: 2, unique: false },
    seed: "lucky",
    version: 1,
  };

  it("parses back to the generator, input, seed and values", () => {
    const values: GeneratedValue[] = [{ text: "4", data: { value: 4 } }, { text: "2" }];
    expect(JSON.parse(valuesAsJson(values, meta))).toEqual({
      generator: { id: "random-number", title: "Random Number", version: 1 },
      input: { min: 1, max: 6, count: 2, unique: false },
      seed: "lucky",
      values: [{ text: "4", data: { value: 4 } }, { text: "2" }],
    });
  });

  it("records an unseeded run with a null seed", () => {
    const parsed = JSON.parse(valuesAsJson(texts("1"), { ...meta, seed: null })) as {
      seed: unknown;
    };
    expect(parsed.seed).toBeNull();
  });

  it("leaves swatches out: they are for the page, not the file", () => {
    const values: GeneratedValue[] = [{ text: "#ff0000", swatches: ["#ff0000"] }];
    const parsed = JSON.parse(valuesAsJson(values, meta)) as { values: unknown };
    expect(parsed.values).toEqual([{ text: "#ff0000" }]);
  });

  it("keeps text that needs escaping intact", () => {
    const tricky = 'quote " backslash \\ newline \n emoji 🎲';
    const parsed = JSON.parse(valuesAsJson(texts(tricky), meta)) as {
      values: { text: string }[];
    };
    expect(parsed.values[0]?.text).toBe(tricky);
  });
});
