import { describe, expect, it } from "vitest";

import { MemoryStorage } from "../../../tests/support/test-storage";

import { MAX_MY_DRAWS, MY_DRAWS_STORAGE_KEY, readMyDraws, rememberMyDraw } from "./my-draws";

const draw = (n: number) => ({
  id: `Draw${String(n).padStart(18, "0")}`,
  title: `Draw ${n}`,
  createdAt: "2026-11-27T10:00:00.000Z",
});

describe("the draws made in this browser", () => {
  it("remembers each draw once, newest first, up to the limit", () => {
    const storage = new MemoryStorage();
    for (let n = 1; n <= MAX_MY_DRAWS + 5; n++) rememberMyDraw(storage, draw(n));
    rememberMyDraw(storage, draw(MAX_MY_DRAWS + 5));
    const draws = readMyDraws(storage);
    expect(draws).toHaveLength(MAX_MY_DRAWS);
    expect(draws[0]).toEqual(draw(MAX_MY_DRAWS + 5));
  });

  it("skips what it cannot read", () => {
    const storage = new MemoryStorage();
    storage.setItem(MY_DRAWS_STORAGE_KEY, JSON.stringify([{ id: "x" }, draw(1)]));
    expect(readMyDraws(storage)).toEqual([draw(1)]);
    storage.setItem(MY_DRAWS_STORAGE_KEY, "{");
    expect(readMyDraws(storage)).toEqual([]);
  });
});
