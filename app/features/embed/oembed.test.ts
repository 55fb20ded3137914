import { describe, expect, it } from "vitest";

import { answerOembed, type EmbeddableGenerator } from "./oembed";

const ORIGIN = "https://randomly.example";
const GENERATORS: Record<string, EmbeddableGenerator> = {
  "random-number": { id: "random-number", title: "Random Number", secret: false },
  "spin-the-wheel": { id: "spin-the-wheel", title: "Spin the Wheel", secret: false },
  "password-generator": { id: "password-generator", title: "Password Generator", secret: true },
};

function ask(query: Record<string, string>) {
  return answerOembed({
    params: new URLSearchParams(query),
    origins: [ORIGIN],
    appName: "Randomly",
    find: async (id) => GENERATORS[id],
  });
}

describe("oEmbed", () => {
  it("answers a generator page's link with a rich iframe of its embed, keeping its settings", async () => {
    const answer = await ask({ url: `${ORIGIN}/random-number?min=1&max=6&seed=abc` });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      title: "Random Number · Randomly",
      provider_name: "Randomly",
      provider_url: `${ORIGIN}/`,
      width: 480,
      height: 420,
    });
    // The seed fixes one run's values: an embed makes new ones every time.
    expect(body.html).toBe(
      `<iframe src="${ORIGIN}/embed/random-number?min=1&amp;max=6" title="Random Number · Randomly" width="480" height="420" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    );
  });

  it("fits the iframe within maxwidth and maxheight, and gives the wheel more height", async () => {
    const small = JSON.parse(
      (await ask({ url: `${ORIGIN}/random-number`, maxwidth: "300", maxheight: "200" })).body,
    );
    expect([small.width, small.height]).toEqual([300, 200]);
    const wheel = JSON.parse((await ask({ url: `${ORIGIN}/spin-the-wheel` })).body);
    expect([wheel.width, wheel.height]).toEqual([480, 640]);
  });

  it("answers an embed's own link too, and in XML when asked", async () => {
    const answer = await ask({ url: `${ORIGIN}/embed/random-number`, format: "xml" });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/xml/);
    expect(answer.body).toContain("<type>rich</type>");
    expect(answer.body).toContain(
      "&lt;iframe src=&quot;https://randomly.example/embed/random-number&quot;",
    );
  });

  it("refuses with a readable message what it cannot embed", async () => {
    const cases: [Record<string, string>, number, RegExp][] = [
      [{}, 400, /Give the page to embed as `url`/],
      [{ url: "not a url" }, 400, /is not a URL/],
      [{ url: "https://elsewhere.example/random-number" }, 404, /is not this site/],
      [{ url: `${ORIGIN}/no-such-generator` }, 404, /is not a generator's page/],
      [{ url: `${ORIGIN}/password-generator` }, 404, /makes secrets/],
      [{ url: `${ORIGIN}/random-number`, format: "yaml" }, 501, /use json or xml/],
      [{ url: `${ORIGIN}/random-number`, maxwidth: "-3" }, 400, /whole numbers of pixels/],
    ];
    for (const [query, status, message] of cases) {
      const answer = await ask(query);
      expect(answer.status, JSON.stringify(query)).toBe(status);
      expect(answer.body, JSON.stringify(query)).toMatch(message);
    }
  });
});
