import fc from "fast-check";
import { describe, expect, it } from "vitest";

import semanticVersion from "./semantic-version";
import { expectProblem, generatorHarness, texts } from "../../testing/harness";

const FC = { seed: 20_250_129, numRuns: 40 };
const { run, problemsOf } = generatorHarness([semanticVersion], {
  seed: "developer test seed",
  now: 0,
});

/** The regular expression semver.org suggests for SemVer 2.0.0 (named groups). */
const SEMVER =
  /^(?<major>0|[1-9]\d*)\.(?<minor>0|[1-9]\d*)\.(?<patch>0|[1-9]\d*)(?:-(?<prerelease>(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+(?<buildmetadata>[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

describe("semantic-version", () => {
  it("gives valid SemVer 2.0.0 within the maxima (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom("none", "some", "all"),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (maxMajor, maxMinor, maxPatch, preRelease, build, seed) => {
          const raw = { maxMajor, maxMinor, maxPatch, preRelease, build, count: 12 };
          const result = await run("semantic-version", raw, seed);
          for (const { text, data } of result.values) {
            const groups = SEMVER.exec(text)?.groups;
            expect(groups, text).toBeDefined();
            expect(Number(groups?.major)).toBeLessThanOrEqual(maxMajor);
            expect(Number(groups?.minor)).toBeLessThanOrEqual(maxMinor);
            expect(Number(groups?.patch)).toBeLessThanOrEqual(maxPatch);
            expect(groups?.prerelease ?? "").toBe(data?.preRelease);
            if (preRelease === "none") expect(groups?.prerelease).toBeUndefined();
            if (preRelease === "all")
              expect(groups?.prerelease).toMatch(/^(alpha|beta|rc)\.[1-9]$/);
            if (build) expect(groups?.buildmetadata).toMatch(/^build\.[0-9a-f]{7}$/);
            else expect(groups?.buildmetadata).toBeUndefined();
          }
        },
      ),
      FC,
    );
  });

  it("sorts by SemVer precedence: pre-releases before their release, numbers as numbers", async () => {
    const result = await run("semantic-version", {
      maxMajor: 2,
      maxMinor: 2,
      maxPatch: 12,
      sorted: true,
      count: 300,
    });
    const versions = texts(result);
    const key = (v: string) => {
      const [core = "", pre] = v.split("-");
      const [a, b, c] = core.split(".").map(Number);
      const [tag = "~", n = 0] = pre ? pre.split(".") : [];
      // "~" sorts after alpha, beta and rc, as a release follows its pre-releases.
      return [a!, b!, c!, tag, Number(n)] as const;
    };
    for (let i = 1; i < versions.length; i++) {
      const [x, y] = [key(versions[i - 1]!), key(versions[i]!)];
      const order =
        x[0] - y[0] ||
        x[1] - y[1] ||
        x[2] - y[2] ||
        (x[3] < y[3] ? -1 : x[3] > y[3] ? 1 : 0) ||
        x[4] - y[4];
      expect(order, `${versions[i - 1]} before ${versions[i]}`).toBeLessThanOrEqual(0);
    }
    expect(versions.some((v) => v.includes("-"))).toBe(true);
  });

  it("refuses a maximum out of range, naming the field", () => {
    expectProblem(
      problemsOf("semantic-version", { maxMajor: 1000 })[0],
      "maxMajor",
      /Largest major/,
    );
    expectProblem(
      problemsOf("semantic-version", { preRelease: "often" })[0],
      "preRelease",
      /Pre-releases/,
    );
  });
});
