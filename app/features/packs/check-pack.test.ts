import { describe, expect, it } from "vitest";

import { findGenerator } from "~/engine/testing/all-generators";

import { checkPack } from "./check-pack";
import { PACKS, getPack, type Pack } from "./packs";

describe("the packs registry", () => {
  it("has at least 10 packs", () => {
    expect(PACKS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(PACKS.map((pack) => [pack.id, pack] as const))(
    "%s uses only existing generators with inputs that validate",
    (_id, pack) => {
      expect(checkPack(pack, findGenerator)).toEqual([]);
    },
  );

  it("gives every pack its own id and title", () => {
    expect(new Set(PACKS.map((pack) => pack.id)).size).toBe(PACKS.length);
    expect(new Set(PACKS.map((pack) => pack.title)).size).toBe(PACKS.length);
  });

  it("finds each pack by its id and nothing for an unknown one", () => {
    for (const pack of PACKS) expect(getPack(pack.id)).toBe(pack);
    expect(getPack("no-such-pack")).toBeUndefined();
  });
});

describe("checkPack", () => {
  const fine: Pack = {
    id: "fine",
    title: "Fine",
    description: "A pack with nothing wrong.",
    iconText: "✅",
    items: [
      { generatorId: "coin-flip", inputs: { count: 2 } },
      { generatorId: "dice-roller", inputs: { notation: "1d20" } },
      { generatorId: "yes-or-no", inputs: {} },
    ],
  };

  it("finds nothing wrong with a correct pack", () => {
    expect(checkPack(fine, findGenerator)).toEqual([]);
  });

  it("names every problem of a broken pack", () => {
    const broken: Pack = {
      id: "Broken Pack",
      title: "Broken",
      description: " ",
      iconText: "💥",
      items: [
        { generatorId: "no-such-generator", inputs: {} },
        { generatorId: "coin-flip", inputs: { cuont: 3 } },
        { generatorId: "dice-roller", inputs: { notation: "banana" } },
        { generatorId: "random-number", inputs: { min: 10, max: 1 } },
        { generatorId: "playing-cards", inputs: { count: 9999 } },
        { generatorId: "uuid-v4", inputs: { count: "three" }, note: "" },
        { generatorId: "yes-or-no", inputs: {} },
      ],
    };
    const problems = checkPack(broken, findGenerator);
    expect(problems).toEqual([
      'The id "Broken Pack" is not lowercase kebab-case.',
      "The description is empty.",
      "It has 7 items; a pack holds 3 to 6.",
      "Item 1 (no-such-generator): there is no generator with this id.",
      'Item 2 (coin-flip): the generator has no input "cuont".',
      expect.stringMatching(/^Item 3 \(dice-roller\): "banana" is not dice notation: /),
      "Item 4 (random-number): Maximum must be at least Minimum.",
      "Item 5 (playing-cards): How many must be at most 432: each card is dealt once, and 8 decks of 54 cards (with jokers) hold 432",
      "Item 6 (uuid-v4): How many must be a number",
      "Item 6 (uuid-v4): the note is empty.",
    ]);
  });

  it("refuses a secret generator: a pack's values come from one shared seed", () => {
    const withSecret: Pack = {
      ...fine,
      items: [...fine.items, { generatorId: "password-generator", inputs: {} }],
    };
    expect(checkPack(withSecret, findGenerator)).toEqual([
      "Item 4 (password-generator): a secret generator's values cannot be in a pack.",
    ]);
  });

  it("reports a generator the lookup does not know", () => {
    expect(checkPack(fine, () => undefined)).toEqual([
      "Item 1 (coin-flip): there is no generator with this id.",
      "Item 2 (dice-roller): there is no generator with this id.",
      "Item 3 (yes-or-no): there is no generator with this id.",
    ]);
  });
});
