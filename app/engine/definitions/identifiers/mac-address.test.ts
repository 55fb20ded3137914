import fc from "fast-check";
import { describe, expect, it } from "vitest";

import macAddress from "./mac-address";
import {
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { run, runTexts } = generatorHarness([macAddress], {
  seed: "identifiers test seed",
  now: NOW,
});

describe("mac-address", () => {
  it("is locally administered unicast by default", async () => {
    const result = await run("mac-address", { count: 300 });
    for (const { text, data } of result.values) {
      expect(text).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
      expect(parseInt(text.slice(0, 2), 16) & 0b11).toBe(0b10);
      expect(data).toEqual({ locallyAdministered: true, multicast: false });
    }
  });

  it("leaves the first octet alone when the option is off", async () => {
    const macs = await runTexts("mac-address", { local: false, count: 300 });
    const lowBits = new Set(macs.map((mac) => parseInt(mac.slice(0, 2), 16) & 0b11));
    expect(lowBits).toEqual(new Set([0, 1, 2, 3]));
  });

  it("uses the chosen separator and case", async () => {
    const [hyphen] = await runTexts("mac-address", { separator: "hyphen", uppercase: true });
    expect(hyphen).toMatch(/^([0-9A-F]{2}-){5}[0-9A-F]{2}$/);
    const [none] = await runTexts("mac-address", { separator: "none" });
    expect(none).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe("mac-address properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns(
      [macAddress],
      (g) => validInputArbitrary(g),
      { now: NOW },
      parameters,
      () =>
        (raw, input, { values }) => {
          expect(values).toHaveLength(raw.count as number);
          const sep = { colon: ":", hyphen: "-", none: "" }[input.separator as string] ?? "?";
          const octet = input.uppercase ? "[0-9A-F]{2}" : "[0-9a-f]{2}";
          const shape = new RegExp(`^(${octet}${sep}){5}${octet}$`);
          for (const { text } of values) {
            const shaped =
              shape.test(text) && (!input.local || (parseInt(text.slice(0, 2), 16) & 3) === 2);
            expect(shaped, `mac-address: ${text}`).toBe(true);
          }
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(macAddress, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any value of any type in any field is validated without throwing", () => {
    assertFieldsValidate(macAddress, fc.anything(), { seed: 20240611, numRuns: 50 });
  });
});
