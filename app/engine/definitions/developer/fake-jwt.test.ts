import fc from "fast-check";
import { describe, expect, it } from "vitest";

import firstNames from "../../data/first-names";
import lastNames from "../../data/last-names";
import fakeJwt from "./fake-jwt";
import { expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_250_201, numRuns: 40 };
const NOW = Date.UTC(2025, 0, 1);
const { run, problemsOf } = generatorHarness([fakeJwt], {
  seed: "developer test seed",
  now: NOW,
});

const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));

describe("fake-jwt", () => {
  it("gives three base64url parts whose header and claims decode as stated (property)", async () => {
    const firsts = new Set(firstNames.map((n) => n.name));
    const lasts = new Set(lastNames);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("HS256", "none"),
        fc.constantFrom("900", "3600", "86400", "2592000"),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (alg, lifetime, name, seed) => {
          const result = await run("fake-jwt", { alg, lifetime, name, count: 3 }, seed);
          for (const { text, data } of result.values) {
            const [header = "", payload = "", signature, ...rest] = text.split(".");
            expect(rest).toEqual([]);
            expect(`${header}.${payload}`).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
            expect(decode(header)).toEqual({ alg, typ: "JWT" });
            const claims = decode(payload);
            expect(JSON.stringify(claims)).toBe(data?.payload);
            expect(claims.iat).toBe(NOW / 1000);
            expect(claims.exp - claims.iat).toBe(Number(lifetime));
            expect(claims.jti).toMatch(/^[0-9a-f]{32}$/);
            expect(Number(claims.sub)).toBeGreaterThanOrEqual(1);
            if (name) {
              const [first, ...last] = String(claims.name).split(" ");
              expect(firsts.has(first!)).toBe(true);
              expect(lasts.has(last.join(" "))).toBe(true);
            } else expect(claims.name).toBeUndefined();
            if (alg === "none") expect(signature).toBe("");
            else expect(Buffer.from(signature!, "base64url")).toHaveLength(32);
          }
        },
      ),
      FC,
    );
  });

  it("says plainly the tokens are not signed", async () => {
    expect((await run("fake-jwt", {})).summary).toMatch(/random bytes/);
    expect((await run("fake-jwt", { alg: "none" })).summary).toMatch(/Unsecured/);
  });

  it("refuses more than 1,000 tokens and an unknown lifetime, naming the field", () => {
    expectProblem(problemsOf("fake-jwt", { count: 1001 })[0], "count", /at most 1000/);
    expectProblem(problemsOf("fake-jwt", { lifetime: "60" })[0], "lifetime", /Expires after/);
  });
});
