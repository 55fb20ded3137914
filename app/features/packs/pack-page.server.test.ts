import { describe, expect, it } from "vitest";

import { pageRun } from "../../../tests/support/page-run";

import { loadGeneratorPage } from "~/features/generator-page/index.server";
import { loadPackPage, packSummaries } from "./pack-page.server";
import { PACKS } from "./packs";

const ORIGIN = "https://randomly.test";

function texts(data: Awaited<ReturnType<typeof loadPackPage>>): string[][] {
  return (data?.items ?? []).map((item) =>
    item.result.ok ? item.result.generation.values.map((value) => value.text) : [],
  );
}

describe("the /packs grid", () => {
  it("lists every pack with each of its generators once, by title", () => {
    const summaries = packSummaries();
    expect(summaries.map((pack) => pack.id)).toEqual(PACKS.map((pack) => pack.id));
    const rpg = summaries.find((pack) => pack.id === "tabletop-rpg");
    expect(rpg?.generators.map((generator) => generator.title)).toEqual([
      "Dice Roller",
      "Random Full Name",
      "Random Animal",
      "Magic 8-Ball",
    ]);
  });
});

describe("a pack page", () => {
  it("is null for an unknown pack", async () => {
    expect(await loadPackPage("no-such-pack", new URL(`${ORIGIN}/packs/no-such-pack`))).toBeNull();
  });

  it("runs with a fresh seed without one, and its permalink reproduces every result", async () => {
    const fresh = await loadPackPage("developer-test-data", new URL(`${ORIGIN}/packs/x`));
    expect(fresh?.seed).toMatch(/^[0-9a-z]{12}$/);
    expect(fresh?.problems).toEqual([]);
    expect(fresh?.permalink).toMatch(
      new RegExp(
        // One algorithm version per item, in item order.
        `^/packs/developer-test-data\\?seed=${fresh?.seed}&v=(\\d+\\.){5}\\d+&at=\\d+$`,
      ),
    );
    expect(fresh?.permalinkUrl).toBe(`${ORIGIN}${fresh?.permalink}`);

    const again = await loadPackPage("developer-test-data", new URL(fresh?.permalinkUrl ?? ""));
    expect(again?.problems).toEqual([]);
    expect(again?.permalink).toBe(fresh?.permalink);
    expect(texts(again)).toEqual(texts(fresh));

    const other = await loadPackPage("developer-test-data", new URL(`${ORIGIN}/packs/x`));
    expect(texts(other)).not.toEqual(texts(fresh));
  });

  it("says its presets in words", async () => {
    const data = await loadPackPage("tabletop-rpg", new URL(`${ORIGIN}/packs/tabletop-rpg?seed=a`));
    expect(data?.items[0]).toMatchObject({
      generatorId: "dice-roller",
      title: "Dice Roller",
      note: "Initiative for four characters: one d20 each.",
      settings: [
        { label: "Dice", value: "1d20" },
        { label: "How many", value: "4" },
      ],
    });
  });

  it("links each item to its generator page, which shows the same values", async () => {
    const data = await loadPackPage("developer-test-data", new URL(`${ORIGIN}/packs/x?seed=open`));
    for (const item of data?.items ?? []) {
      if (!item.result.ok) throw new Error(`${item.generatorId} did not run`);
      const page = await loadGeneratorPage(item.generatorId, new URL(item.result.openPath, ORIGIN));
      expect(page?.problems, item.generatorId).toEqual([]);
      expect((await pageRun(page)).generation.values, item.generatorId).toEqual(
        item.result.generation.values,
      );
    }
  });

  it("leaves a seed too long for a generator page out of the item links", async () => {
    const seed = "s".repeat(64);
    const data = await loadPackPage("game-night", new URL(`${ORIGIN}/packs/x?seed=${seed}`));
    const first = data?.items[0]?.result;
    expect(first?.ok && first.openPath).toBe("/dice-roller?notation=2d6&count=1");
  });

  it("renders a bad link with a message, never an error", async () => {
    const data = await loadPackPage(
      "game-night",
      new URL(`${ORIGIN}/packs/game-night?seed=%01&v=3`),
    );
    expect(data?.seed).toMatch(/^[0-9a-z]{12}$/);
    expect(data?.problems).toEqual([
      {
        field: "seed",
        message:
          "The seed must not contain control characters. The results below come from a new seed.",
      },
    ]);
    expect(data?.items.every((item) => item.result.ok)).toBe(true);

    const badVersion = await loadPackPage(
      "game-night",
      new URL(`${ORIGIN}/packs/game-night?seed=a&v=1.1.1.1.99`),
    );
    expect(badVersion?.problems).toEqual([
      {
        field: "v",
        message:
          "This link asks for version 99 of Coin Flip, which does not exist; the current version 2 was used.",
      },
    ]);
    expect(badVersion?.permalink).toMatch(/^\/packs\/game-night\?seed=a&v=\d+\.\d+\.\d+\.\d+\.2$/);
  });
});
