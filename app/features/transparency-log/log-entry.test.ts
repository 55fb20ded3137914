import canonicalize from "canonicalize";
import { describe, expect, it } from "vitest";

import { utf8 } from "./encoding";
import {
  decodeDrawLogEntry,
  drawLogEntry,
  drawLogEntryMismatches,
  encodeDrawLogEntry,
  type DrawLogEntry,
} from "./log-entry";

const draw = {
  id: "AAAAAAAAAAAAAAAAAAAAAA",
  algorithmVersion: 1,
  entriesHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  entryCount: 3,
  winnersCount: 1,
  chainHash: "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",
  round: 12345,
  createdAt: "2026-11-26T05:38:10.123Z",
};

describe("a draw's log entry", () => {
  it("is the RFC 8785 canonical JSON of the draw's commitment", () => {
    const bytes = encodeDrawLogEntry(drawLogEntry(draw));
    expect(new TextDecoder().decode(bytes)).toBe(
      '{"chainHash":"52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",' +
        '"commitment":"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",' +
        '"createdAt":"2026-11-26T05:38:10.123Z","drawId":"AAAAAAAAAAAAAAAAAAAAAA",' +
        '"entryCount":3,"methodVersion":1,"round":12345,"type":"draw-commitment/v1","winnersCount":1}',
    );
    expect(decodeDrawLogEntry(bytes)).toEqual(drawLogEntry(draw));
  });

  it("commits a method-2 draw by its record's SHA-256, which covers title, pool and winners", () => {
    const record = "a".repeat(64);
    const v2 = { ...draw, algorithmVersion: 2, commitmentHash: record };
    expect(drawLogEntry(v2)).toMatchObject({ methodVersion: 2, commitment: record });
    expect(
      drawLogEntryMismatches(drawLogEntry(v2), { ...v2, commitmentHash: "b".repeat(64) }),
    ).toEqual(["commitment"]);
  });

  it("never holds the entries", () => {
    const text = new TextDecoder().decode(encodeDrawLogEntry(drawLogEntry({ ...draw })));
    expect(text).not.toMatch(/"entries"/);
  });

  it("decodes only the canonical spelling of a valid entry", () => {
    const entry = drawLogEntry(draw);
    expect(decodeDrawLogEntry(utf8(JSON.stringify(entry)))).toBeNull(); // keys unsorted
    expect(decodeDrawLogEntry(utf8(`${canonicalize(entry)} `))).toBeNull();
    expect(decodeDrawLogEntry(utf8(canonicalize({ ...entry, extra: 1 }) as string))).toBeNull();
    expect(decodeDrawLogEntry(utf8(canonicalize({ ...entry, round: -1 }) as string))).toBeNull();
    expect(decodeDrawLogEntry(new Uint8Array([0xff]))).toBeNull();
  });

  it.each<[string, Partial<DrawLogEntry>]>([
    ["a commitment in capitals", { commitment: draw.entriesHash.toUpperCase() }],
    ["a time without milliseconds", { createdAt: "2026-11-26T05:38:10Z" }],
    ["a time with an offset", { createdAt: "2026-11-26T05:38:10.123+01:00" }],
    ["a fractional round", { round: 1.5 }],
    ["an impossible date", { createdAt: "2026-02-30T05:38:10.123Z" }],
  ])("refuses %s", (_, change) => {
    expect(() => encodeDrawLogEntry({ ...drawLogEntry(draw), ...change })).toThrow(RangeError);
  });

  it("names the fields in which a draw's record no longer matches its logged entry", () => {
    const logged = drawLogEntry(draw);
    expect(drawLogEntryMismatches(logged, draw)).toEqual([]);
    expect(
      drawLogEntryMismatches(logged, {
        ...draw,
        createdAt: "2026-11-25T05:38:10.123Z",
        winnersCount: 2,
      }),
    ).toEqual(["winnersCount", "createdAt"]);
  });
});

describe("the canonicalize package", () => {
  // RFC 8785 §3.2.2 (the serialisation example) and §3.2.3 (the sorting example).
  it("serialises the RFC's example as the RFC does", () => {
    const input = JSON.parse(String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`);
    expect(canonicalize(input)).toBe(
      String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`,
    );
  });

  it("sorts keys by UTF-16 code units as the RFC does", () => {
    const input = JSON.parse(
      String.raw`{"\u20ac":"Euro Sign","\r":"Carriage Return","\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One","\ud83d\ude00":"Emoji: Grinning Face","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis"}`,
    );
    const order = [...(canonicalize(input) as string).matchAll(/:"([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([
      "Carriage Return",
      "One",
      "Control",
      "Latin Small Letter O With Diaeresis",
      "Euro Sign",
      "Emoji: Grinning Face",
      "Hebrew Letter Dalet With Dagesh",
    ]);
  });
});
