import { describe, expect, test } from "vitest";

import { SECRET_GENERATOR_IDS } from "~/engine/registry/metadata.generated";

import { forAnalytics } from "./google-analytics";

describe("the address analytics is given", () => {
  test("a secret generator's old seeded link loses its seed and keeps its settings", () => {
    expect(forAnalytics("/password-generator?length=20&seed=an-old-link&v=2")).toBe(
      "/password-generator?length=20&v=2",
    );
    expect(forAnalytics("https://example.test/pin?seed=an-old-link&length=12")).toBe(
      "https://example.test/pin?length=12",
    );
  });

  test.each(SECRET_GENERATOR_IDS.map((id) => [id]))(
    "%s never reaches analytics with a seed",
    (id) => {
      const address = forAnalytics(`/${id}?count=2&seed=rnmk8rz7509fuuztgerb8u6r4`);
      expect(address).toBe(`/${id}?count=2`);
      expect(address).not.toContain("rnmk8rz7509fuuztgerb8u6r4");
    },
  );

  test("any other page keeps its address as it is, seed included", () => {
    for (const address of [
      "/random-number?min=1&max=6&seed=rnmk8rz7509fuuztgerb8u6r4&v=1",
      "https://example.test/uuid-v4?seed=abc&count=3",
      "/password-generator-tips?seed=abc",
      "/",
    ]) {
      expect(forAnalytics(address)).toBe(address);
    }
  });
});
