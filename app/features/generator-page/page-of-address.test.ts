import { describe, expect, it } from "vitest";

import { loadGeneratorPage, pageQuery } from "./generator-page.server";
import pageOfAddress from "./page-of-address";

const ORIGIN = "https://randomly.test";

describe("a page's data for another address than it was made for", () => {
  it("names the query it was made for as the browser writes it, without Remix's _routes", () => {
    const asked = "?min=1&max=6&entries=Ana%0ABen&note=a b";
    const data = new URL(`/random-number.data${asked}&_routes=routes%2F%24generatorId`, ORIGIN);
    expect(pageQuery(data)).toBe(new URLSearchParams(asked).toString());
    expect(pageQuery(new URL(`/random-number${asked}`, ORIGIN))).toBe(pageQuery(data));
  });

  it("makes in the browser the run the server makes for the address", async () => {
    const kept = await loadGeneratorPage("random-number", new URL("/random-number", ORIGIN));
    const search = "?min=1&max=1000000&count=5&seed=anywhere&v=1";
    const server = await loadGeneratorPage(
      "random-number",
      new URL(`/random-number${search}`, ORIGIN),
    );
    const browser = await pageOfAddress(kept!.generator, search);
    expect({ ...kept, ...browser }).toEqual(server);
    expect(browser?.run?.generation.values).toHaveLength(5);
    expect(browser?.run?.generation.values).not.toEqual(kept!.run?.generation.values);
  });

  it("names the address's problems as the server does, with the defaults used instead", async () => {
    const search = "?min=1&max=banana&count=2&seed=here&v=1";
    const server = await loadGeneratorPage(
      "random-number",
      new URL(`/random-number${search}`, ORIGIN),
    );
    const browser = await pageOfAddress(server!.generator, search);
    expect(browser?.problems).toEqual(server!.problems);
    expect(browser?.problems.map((problem) => problem.field)).toEqual(["max"]);
    expect(browser?.run).toEqual(server!.run);
  });
});
