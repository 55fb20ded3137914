import { describe, expect, it } from "vitest";

import passphraseWords from "../../data/passphrase-words";
import passphrase from "./passphrase";
import {
  assertAcceptedRuns,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { runTexts, run, refusedProblems } = generatorHarness([passphrase], {
  seed: "security test seed",
  now: NOW,
});

describe("passphrase", () => {
  it("joins words from the list and reports 11 bits a word", async () => {
    const result = await run("passphrase", { count: 50 });
    for (const { text, data } of result.values) {
      const words = text.split("-");
      expect(words).toHaveLength(6);
      for (const word of words) expect(passphraseWords).toContain(word);
      expect(data?.words).toEqual(words);
      expect(data?.entropyBits).toBe(66);
    }
    expect(result.summary).toContain("about 66 bits");
  });

  it("capitalizes, changes separator and appends a digit", async () => {
    const result = await run("passphrase", {
      words: 4,
      separator: "none",
      capitalize: true,
      addNumber: true,
      count: 30,
    });
    for (const { text, data } of result.values) {
      expect(text).toMatch(/^([A-Z][a-z]+){4}[0-9]$/);
      const words = data?.words as string[];
      expect(text.slice(0, -1).toLowerCase()).toBe(words.join(""));
      expect(data?.entropyBits).toBe(Math.round((44 + Math.log2(10)) * 10) / 10);
    }
    const digits = new Set(result.values.map((v) => v.text.at(-1)));
    expect(digits.size).toBeGreaterThan(5);
    const [spaced] = await runTexts("passphrase", { words: 3, separator: "space" });
    expect(spaced?.split(" ")).toHaveLength(3);
    const [dotted] = await runTexts("passphrase", { words: 20, separator: "dot" });
    expect(dotted?.split(".")).toHaveLength(20);
  });

  it("refuses word counts out of range", () => {
    expect(refusedProblems("passphrase", { words: 2 })[0]?.field).toBe("words");
    expect(refusedProblems("passphrase", { words: 21 })[0]?.message).toBe(
      "Words must be at most 20",
    );
  });
});

describe("passphrase properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns(
      [passphrase],
      (g) => validInputArbitrary(g),
      { now: NOW },
      parameters,
      () =>
        (raw, input, { values }) => {
          expect(values).toHaveLength(raw.count as number);
          const sep = { space: " ", hyphen: "-", dot: ".", none: "" }[input.separator as string];
          const word = input.capitalize ? "[A-Z][a-z]+" : "[a-z]+";
          const shape = new RegExp(`^${word}(\\${sep ?? "?"}${word}){${Number(input.words) - 1}}$`);
          for (const value of values) {
            const { text } = value;
            const body = input.addNumber ? text.slice(0, -1) : text;
            const joined = sep === "" ? /^[A-Za-z]+$/.test(body) : shape.test(body);
            const shaped = joined && (!input.addNumber || /[0-9]$/.test(text));
            expect(shaped, `passphrase: ${text}`).toBe(true);
            const bits = value.data?.entropyBits;
            expect(typeof bits === "number" && Number.isFinite(bits) && bits > 0).toBe(true);
          }
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(passphrase, invalidNumber, { seed: 20240611, numRuns: 50 });
  });
});
