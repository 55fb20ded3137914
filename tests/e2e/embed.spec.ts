import { gzipSync } from "node:zlib";

import type { Frame, Page } from "@playwright/test";

import { violations } from "./axe";
import { DESKTOP_UA, expect, hydrated, test } from "./fixtures";

// Embeds (issue 31): a generator or the wheel inside another site's page, framable by any site,
// with no cookie, no consent dialog and almost no script; the iframe code on every generator
// page; and oEmbed, so a pasted link embeds itself.

/** Another site, on another origin and another site than the server's, that shows an embed. */
const EMBEDDER = "http://embedder.test/lesson.html";
/** The most gzipped JavaScript an embed may make a browser run before it is idle. */
const EMBED_JS_BUDGET_BYTES = 50_000;

/** Opens the other site with an iframe of `embed`; gives the frame once it has loaded. */
async function embedIn(page: Page, baseURL: string, embed: string): Promise<Frame> {
  // Chromium refuses a page it cannot place on a network (one fulfilled here) any request to a
  // local server. The site's responses are passed on as the server sent them, headers and all,
  // so the other site is framing a site on the internet, as it would.
  await page.route(`${baseURL}/**`, async (route) => {
    try {
      await route.fulfill({ response: await route.fetch() });
    } catch (error) {
      // The frame went on to its next page (a Generate) before this answer (the stylesheet, an
      // icon) was passed on: the browser no longer wants it. Anything else is a failure.
      if (!/disposed|closed|Target page/i.test(String(error))) throw error;
    }
  });
  await page.route(EMBEDDER, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>A lesson</title><h1>Today's lesson</h1>
        <iframe title="Embedded tool" src="${baseURL}${embed}" width="480" height="640"></iframe>`,
    }),
  );
  await page.goto(EMBEDDER);
  const frame = await (await page.locator("iframe").elementHandle())?.contentFrame();
  if (!frame) throw new Error("the other site's page has no frame");
  await frame.waitForURL(/\/embed\//);
  await frame.waitForLoadState();
  return frame;
}

/** Presses a button that sends the embed's form, and waits for the new page it answers with. */
async function submit(frame: Frame | Page, name: string) {
  await frame.locator("body").evaluate((body) => body.setAttribute("data-before", ""));
  await frame.getByRole("button", { name, exact: true }).click();
  await expect(frame.locator("body[data-before]")).toHaveCount(0);
  await expect(frame.locator("main")).toBeVisible();
}

/** Every script the frame's documents ran, inline or fetched, gzipped, summed. */
function scriptBytes(page: Page) {
  // Each body is read as its response arrives and settled at once: a read the page's closing cuts
  // short (a script fetched after the sum was taken) is then no unhandled rejection later.
  const fetched: Promise<PromiseSettledResult<number>>[] = [];
  const read = (bytes: Promise<number>) =>
    fetched.push(
      bytes.then(
        (value) => ({ status: "fulfilled", value }) as const,
        (reason: unknown) => ({ status: "rejected", reason }) as const,
      ),
    );
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const inFrame = response.frame().url().includes("/embed/");
    if (!inFrame) return;
    if (type === "script") read(response.body().then((body) => gzipSync(body).length));
    if (type === "document") {
      read(
        response.text().then((html) => {
          const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
            .map((match) => match[1] ?? "")
            .join("");
          return inline ? gzipSync(inline).length : 0;
        }),
      );
    }
  });
  return async () => {
    let sum = 0;
    for (const outcome of await Promise.all(fetched)) {
      if (outcome.status === "rejected") throw outcome.reason;
      sum += outcome.value;
    }
    return sum;
  };
}

test.describe("an embed in another site's page", () => {
  // A person's browser, which the site would otherwise ask for consent.
  test.use({ userAgent: DESKTOP_UA });
  // Each test loads several pages (ten runs, four spins, three themes).
  test.slow();

  test("loads, generates within its settings and its script budget, and sets no cookie", async ({
    page,
    baseURL,
  }) => {
    const measured = scriptBytes(page);
    const frame = await embedIn(page, baseURL!, "/embed/random-number?min=1&max=6");
    await expect(frame.getByRole("heading", { name: "Random Number" })).toBeVisible();
    const value = frame.getByTestId("embed-values");
    await expect(value).toHaveText(/^[1-6]$/);
    // No site chrome and no consent dialog: only the tool.
    await expect(frame.getByRole("banner")).toHaveCount(0);
    await expect(frame.getByRole("dialog")).toHaveCount(0);
    await expect(frame.getByRole("link", { name: /Open in Randomly/ })).toHaveAttribute(
      "target",
      "_blank",
    );

    // Generate, ten times: every value from the embed's own settings.
    const seen = new Set<string>();
    for (let run = 0; run < 10; run += 1) {
      await submit(frame, "Generate");
      const text = (await frame.getByTestId("embed-values").textContent()) ?? "";
      expect(text).toMatch(/^[1-6]$/);
      seen.add(text);
    }
    expect(seen.size, "ten runs give more than one value").toBeGreaterThan(1);

    expect(await measured()).toBeLessThanOrEqual(EMBED_JS_BUDGET_BYTES);
    expect(await page.context().cookies()).toEqual([]);
  });

  test("the wheel spins to the winner decided on the server, and rotation picks everyone once", async ({
    page,
    baseURL,
  }) => {
    const entries = ["Ana", "Ben", "Cy", "Dee"];
    const query = new URLSearchParams({
      entries: entries.join("\n"),
      rotation: "1",
      duration: "1",
    });
    const frame = await embedIn(page, baseURL!, `/embed/spin-the-wheel?${query}`);
    await expect(frame.getByRole("img", { name: "A wheel of 4 entries" })).toBeVisible();
    await expect(frame.getByRole("status")).toHaveText("");

    const winners: string[] = [];
    for (let spin = 0; spin < entries.length; spin += 1) {
      await submit(frame, "Spin");
      // The result shows once the wheel has stopped turning.
      const result = frame.locator("#embed-wheel-result");
      await expect(result).toHaveText(/ wins!$/);
      await expect(frame.getByTestId("embed-wheel-disc")).toHaveAttribute("data-spinning", "false");
      winners.push(((await result.textContent()) ?? "").replace(/ wins!$/, ""));
    }
    expect([...winners].sort()).toEqual([...entries].sort());
  });

  test("follows the theme it is given, or the viewer's system for auto", async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    const html = (frame: Frame) => frame.locator("html");
    await expect(
      html(await embedIn(page, baseURL!, "/embed/coin-flip?theme=light")),
    ).not.toHaveClass(/dark/);
    await page.unrouteAll();
    await expect(html(await embedIn(page, baseURL!, "/embed/coin-flip?theme=dark"))).toHaveClass(
      /dark/,
    );
    await page.unrouteAll();
    await expect(html(await embedIn(page, baseURL!, "/embed/coin-flip"))).toHaveClass(/dark/);
  });
});

test("only embeds may be framed, and they set no cookie", async ({ request }) => {
  const embed = await request.get("/embed/random-number", {
    headers: { "User-Agent": DESKTOP_UA },
  });
  expect(embed.status()).toBe(200);
  const headers = embed.headers();
  expect(headers["content-security-policy"]).toMatch(/frame-ancestors \*(;|$)/);
  expect(headers["x-frame-options"]).toBeUndefined();
  expect(headers["set-cookie"]).toBeUndefined();
  // Every other page stays unframable.
  const page = await request.get("/random-number");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(page.headers()["x-frame-options"]).toBe("DENY");
});

test.describe("what cannot be embedded", () => {
  test.use({ expectHttpErrors: true });

  test("says why, for an unknown generator and for one that makes secrets", async ({ page }) => {
    await page.goto("/embed/password-generator");
    await expect(
      page.getByText(/makes secrets, which are only ever made in your own browser/),
    ).toBeVisible();
    await page.goto("/embed/no-such-generator");
    await expect(page.getByText('There is no generator called "no-such-generator".')).toBeVisible();
  });

  test("a bad setting or theme falls back and says so, never an error page", async ({ page }) => {
    await page.goto("/embed/random-number?min=ten&theme=purple");
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Some settings in this link could not be used");
    await expect(summary).toContainText('"purple" is not a theme');
    await expect(page.getByTestId("embed-values")).toHaveText(/^\d+$/);
  });
});

test("an embed and a spun wheel embed have no accessibility violations and work by keyboard", async ({
  page,
}) => {
  test.slow(); // two axe runs
  await page.goto("/embed/random-number?min=1&max=6&count=3");
  expect(await violations(page, "generator embed")).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Generate" })).toBeFocused();
  await page.locator("body").evaluate((body) => body.setAttribute("data-before", ""));
  await page.keyboard.press("Enter");
  await expect(page.locator("body[data-before]")).toHaveCount(0);
  await expect(page.getByTestId("embed-values").getByRole("listitem")).toHaveCount(3);

  await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "dark" });
  await page.goto("/embed/spin-the-wheel?spin=1&entries=Ana%0ABen");
  await expect(page.getByRole("status")).toHaveText(/^(Ana|Ben) wins!$/);
  expect(await violations(page, "wheel embed, dark")).toEqual([]);
});

test.describe("the iframe code", () => {
  test("a generator page and the wheel give the iframe code of their embed, with their settings", async ({
    page,
  }) => {
    test.slow(); // the wheel's page hydrates its own chunk
    await page.goto("/random-number?min=1&max=6&seed=abc");
    await page.getByRole("button", { name: "Embed", exact: true }).click();
    const code = page.getByRole("textbox", { name: /Paste this code into a web page/ });
    await expect(code).toBeVisible();
    const html = await code.inputValue();
    expect(html).toMatch(/^<iframe src="http:\/\/[^"]+\/embed\/random-number\?min=1&amp;max=6/);
    expect(html).not.toContain("seed=");
    expect(html).toContain('title="Random Number · Randomly"');

    await page.goto("/spin-the-wheel?entries=Ana%0ABen%0ACy");
    await hydrated(page);
    await page.getByRole("button", { name: "Embed", exact: true }).click();
    await expect(page.getByRole("textbox", { name: /Paste this code/ })).toHaveValue(
      /\/embed\/spin-the-wheel\?entries=Ana%0ABen%0ACy&amp;duration=5/,
    );
  });
});

test("oEmbed: a generator page names its endpoint, which answers with the embed's iframe", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/random-number?min=1&max=6")).text();
  const json = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
  const xml = /<link rel="alternate" type="text\/xml\+oembed" href="([^"]+)"/.exec(html);
  expect(json?.[1]).toBeDefined();
  expect(xml?.[1]).toBeDefined();
  // The links carry the configured domain; this test's server answers for it too.
  const local = (href: string) => {
    const url = new URL(href.replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  };
  const discovered = await request.get(local(json![1]!));
  expect(discovered.status()).toBe(200);
  const body = await discovered.json();
  expect(body).toMatchObject({ version: "1.0", type: "rich", title: "Random Number · Randomly" });
  expect(body.html).toContain("/embed/random-number?min=1&amp;max=6");
  const asXml = await request.get(local(xml![1]!));
  expect(asXml.headers()["content-type"]).toMatch(/^text\/xml/);
  expect(await asXml.text()).toContain("<type>rich</type>");

  // A pasted link of this server, within a consumer's size.
  const pasted = await request.get(
    `/oembed?url=${encodeURIComponent(`${baseURL}/spin-the-wheel`)}&maxwidth=320`,
  );
  expect(await pasted.json()).toMatchObject({ width: 320, height: 640 });
  const elsewhere = await request.get("/oembed?url=https://elsewhere.example/random-number");
  expect(elsewhere.status()).toBe(404);
  expect(await elsewhere.text()).toContain("is not this site");
});
