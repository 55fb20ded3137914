import fc from "fast-check";
import { describe, expect, it } from "vitest";

import nouns from "../../data/nouns";
import randomUrl from "./random-url";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";

const FC = { seed: 17_602, numRuns: 40 };
const { run, problemsOf } = generatorHarness([randomUrl], {
  seed: "developer test seed",
  now: 0,
});
const NOUNS = new Set(nouns);

describe("random-url", () => {
  it("builds URLs of the asked shape on reserved domains only (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("example", "test"),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom("none", "one", "two"),
        fc.string({ maxLength: 6 }),
        async (domain, https, subdomain, depth, query, seed) => {
          const input = { domain, https, subdomain, depth, query, count: 3 };
          const { values } = await run("random-url", input, seed);
          expect(new Set(values.map((v) => v.text)).size).toBe(3);
          for (const { text, data } of values) {
            const url = new URL(text);
            expect(url.href).toBe(text);
            expect(url.protocol).toMatch(https ? /^https:$/ : /^https?:$/);
            const host = url.hostname.split(".");
            if (subdomain) host.shift();
            const name = host.join(".");
            if (domain === "example") expect(name).toMatch(/^example\.(com|org|net)$/);
            else expect(host[1] === "test" && NOUNS.has(host[0] ?? "")).toBe(true);
            const path = url.pathname.split("/").slice(1).filter(Boolean);
            expect(path).toHaveLength(depth);
            for (const word of path) expect(NOUNS.has(word), word).toBe(true);
            const params = [...url.searchParams.keys()];
            expect(params).toHaveLength({ none: 0, one: 1, two: 2 }[query] ?? -1);
            if (params[0]) expect(["q", "tag", "category"]).toContain(params[0]);
            expect(data?.url).toBe(text);
            expect(data?.path).toBe(url.pathname);
          }
        },
      ),
      FC,
    );
  });

  it("spreads path words evenly (chi-square: the sorted list's first half against its second)", async () => {
    const sorted = [...nouns].sort();
    const half = new Set(sorted.slice(0, sorted.length / 2));
    const { values } = await run("random-url", { depth: 1, count: 4_000, unique: false });
    const low = values.filter((v) => half.has(String(v.data?.path).slice(1))).length;
    expect(chiSquare([low, 4_000 - low], 2_000)).toBeLessThan(CHI_SQUARE_LIMIT[1]);
  });

  it("gives every bare URL once when asked for all of them", async () => {
    const { values } = await run("random-url", { depth: 0, subdomain: false, count: 3 });
    expect(values.map((v) => v.text).sort()).toEqual([
      "https://example.com/",
      "https://example.net/",
      "https://example.org/",
    ]);
  });

  it("refuses more different URLs than the shape allows, and a bad depth, naming the field", () => {
    expectProblem(
      problemsOf("random-url", { depth: 0, count: 4 })[0],
      "count",
      /Can't make 4 different URLs of this shape: there are only 3/,
    );
    expect(problemsOf("random-url", { depth: 0, count: 4, unique: false })).toEqual([]);
    expectProblem(problemsOf("random-url", { depth: 5 })[0], "depth", /Path depth/);
  });
});
