import { describe, expect, it } from "vitest";

import { notesAsCsv, notesAsJson } from "./notes-download";

describe("saved values export", () => {
  const notes = [
    {
      id: "a",
      generatorId: "pick-from-list",
      generatorTitle: "Pick From a List",
      value: 'Lunch, "Thai"',
      inputs: { count: 1 },
      seed: "s1",
      savedAt: "2026-11-21T10:00:00.000Z",
    },
    {
      id: "b",
      generatorId: "random-number",
      generatorTitle: "Random Number",
      value: "-7",
      inputs: {},
      seed: null,
      savedAt: "2026-11-21T10:01:00.000Z",
    },
  ];

  it("exports CSV with a header, quoting and the inputs as JSON", () => {
    expect(notesAsCsv(notes).split("\r\n")).toEqual([
      "generatorTitle,value,generatorId,seed,savedAt,inputs",
      'Pick From a List,"Lunch, ""Thai""",pick-from-list,s1,2026-11-21T10:00:00.000Z,"{""count"":1}"',
      "Random Number,-7,random-number,,2026-11-21T10:01:00.000Z,{}",
      "",
    ]);
  });

  it("exports JSON that parses back to the same notes", () => {
    expect(JSON.parse(notesAsJson(notes))).toEqual({ savedValues: notes });
  });
});
