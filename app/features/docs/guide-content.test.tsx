import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { GENERATE_SHORTCUT } from "~/features/generator-page";
import { describe, expect, it } from "vitest";

import { preloadIslands } from "~/ui/island";
import { docsFacts } from "./facts.server";
import { GUIDE_CONTENT } from "./guide-content";
import type { GuideProps } from "./guide-props";
import { GUIDES, getGuide, type GuideSlug } from "./guides";
import { MAX_WEIGHT, MAX_WHEEL_ENTRIES, WEIGHT_SYNTAX, turnsFor } from "~/engine/shared/wheel";
import { ALL_GENERATORS } from "~/engine/testing/all-generators";
import { ONLINE_ONLY, UPDATE_PROMPT } from "~/features/offline";

const SITE: GuideProps["site"] = {
  appName: "Randomly",
  analyticsConfigured: false,
  origin: "https://randomly.test",
  apiRateLimit: { limit: 120, period: 60 },
};

async function render(slug: GuideSlug, site = SITE): Promise<string> {
  // As entry.server does: every island's code is there before the server renders.
  await preloadIslands();
  const Content = GUIDE_CONTENT[slug];
  return renderToStaticMarkup(
    <MemoryRouter>
      <Content facts={await docsFacts()} site={site} />
    </MemoryRouter>,
  );
}

/** The page's text as a reader sees it: tags dropped (a line-break chance with no space), entities decoded, spaces collapsed. */
function text(html: string): string {
  return html
    .replace(/<wbr\/?>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

describe("the guides", () => {
  it("have unique slugs that cannot hide the generator reference", () => {
    const slugs = GUIDES.map((guide) => guide.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).not.toContain("generators");
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("are found by slug, and an unknown slug finds nothing", () => {
    for (const guide of GUIDES) expect(getGuide(guide.slug)).toBe(guide);
    expect(getGuide("no-such-guide")).toBeUndefined();
  });

  it("have unique titles and descriptions", () => {
    expect(new Set(GUIDES.map((g) => g.title)).size).toBe(GUIDES.length);
    expect(new Set(GUIDES.map((g) => g.description)).size).toBe(GUIDES.length);
  });

  it.each(GUIDES.map((guide) => [guide.slug] as const))(
    "%s renders with headings or a table and no empty links",
    async (slug) => {
      const html = await render(slug);
      expect(text(html).length).toBeGreaterThan(500);
      expect(html).toMatch(/<h2|<table/);
      expect(html).not.toMatch(/href=""/);
    },
  );
});

describe("what the guides say", () => {
  it("seeds and permalinks: the seed limit, the clock generators and a working example link", async () => {
    const facts = await docsFacts();
    const page = text(await render("seeds-and-permalinks"));
    expect(page).toContain("1 to 64 characters");
    for (const generator of ALL_GENERATORS.filter((g) => g.usesClock)) {
      expect(page).toContain(generator.title);
    }
    expect(page).toContain("Random Decimal Number (version 3, keeps 1, 2)");
    expect(facts.exampleLink.permalink).toMatch(/^\/dice-roller\?notation=2d6&count=1&seed=/);
    expect(await render("seeds-and-permalinks")).toContain(
      `href="${facts.exampleLink.permalink.replace(/&/g, "&amp;")}"`,
    );
    expect(page).toContain(`always gives ${facts.exampleLink.values.join(", ")}.`);
  });

  it("api: the addresses, a working example per language, the limits and every error code", async () => {
    const facts = await docsFacts();
    const html = await render("api");
    const page = text(html);
    for (const address of [
      "/api/v1/generators",
      "POST /api/v1/draws",
      "GET /api/v1/draws/{id}",
      "/api/v1/openapi.json",
      "POST /mcp",
    ]) {
      expect(page).toContain(address);
    }
    for (const label of ["curl", "JavaScript (fetch)", "Python", "Spreadsheet"]) {
      expect(page).toContain(label);
    }
    expect(page).toContain('=IMPORTDATA("https://randomly.test/api/v1/generators/');
    expect(html).toContain(
      `href="https://randomly.test${facts.exampleLink.apiPath.replace(/&/g, "&amp;")}"`,
    );
    expect(page).toContain(`always answers ${facts.exampleLink.values.join(", ")}.`);
    expect(page).toContain("count from 1 to 10,000");
    expect(page).toContain("120 requests every 60 seconds");
    expect(page).toContain("up to 2 MB");
    expect(page).toContain("public, max-age=31536000, immutable");
    expect(page).toContain("public, max-age=86400, must-revalidate");
    expect(page).toContain("?count=10&output=csv");
    expect(page).toMatch(/random-date ,.* format is the generator's own input/);
    expect(page).toContain('"api";q=120;w=60');
    expect(page).toContain("a sliding window");
    for (const { code, status } of facts.api.errors) {
      expect(page).toContain(`${status} ${code}`);
    }
  });

  it("saved values and privacy: the storage key and the limits", async () => {
    const page = text(await render("saved-values-and-privacy"));
    expect(page).toContain("under the key saved-values");
    expect(page).toContain("at most 1,000 values of at most 10,000 characters each");
    expect(page).toContain("No generated value is ever sent to analytics.");
    expect(page).toContain("This deployment has no analytics configured");
    expect(
      text(await render("saved-values-and-privacy", { ...SITE, analyticsConfigured: true })),
    ).toContain("This deployment has Google Analytics configured");
  });

  it("working offline: what is kept, every online-only part and the update prompt", async () => {
    const page = text(await render("offline"));
    expect(page).toContain("After one visit with a connection, Randomly keeps working");
    for (const part of ONLINE_ONLY) {
      expect(page).toContain(part.title);
      expect(page).toContain(part.reason);
      for (const prefix of part.prefixes) expect(page).toContain(prefix);
    }
    expect(page).toContain(`"${UPDATE_PROMPT.message}"`);
    expect(await render("offline")).toContain('href="/spin-the-wheel"');
  });

  it("embedding: a working iframe example and the oEmbed address", async () => {
    const page = text(await render("embedding"));
    expect(page).toContain(
      '<iframe src="https://randomly.test/embed/random-number?min=1&amp;max=6&amp;theme=dark" title="Random Number" width="480" height="420"',
    );
    expect(page).toContain(
      "GET https://randomly.test/oembed?url=https%3A%2F%2Frandomly.test%2Frandom-number%3Fmin%3D1%26max%3D6&format=json&maxwidth=400",
    );
  });

  it("cookies and consent: both cookies with their lifetimes and flags", async () => {
    const page = text(await render("cookies-and-consent"));
    expect(page).toContain("consent_preferences");
    expect(page).toContain(
      "365 days (31,536,000 seconds), path / , SameSite=Lax , Secure on https",
    );
    expect(page).toMatch(/theme .*Choosing System deletes it/);
    expect(page).toContain("about 100 ms after the page loads");
    expect(page).toContain("with a 500 ms wait");
    expect(page).toContain("its cookies last 2 hours");
    expect(page).toContain("no Google Analytics measurement id configured");
  });

  it("keyboard shortcuts: the search shortcut, Enter and Escape", async () => {
    const page = text(await render("keyboard-shortcuts"));
    expect(page).toContain("Ctrl + K , or ⌘ + K on a Mac");
    expect(page).toContain("Opens the highlighted generator.");
    expect(page).toContain("Escape");
  });

  it("keyboard shortcuts: the generator page's own key and presentation mode", async () => {
    const page = text(await render("keyboard-shortcuts"));
    expect(page).toContain(
      `${GENERATE_SHORTCUT.toUpperCase()} A generator page, while focus is not in a text field; presentation mode Generates again`,
    );
    expect(page).toContain("Presentation mode");
    expect(page).toContain("Leaves the full-screen result.");
  });

  it("why the wheel is fair: the limits and turns the code has", async () => {
    const page = text(await render("why-the-wheel-is-fair"));
    expect(page).toContain(`makes ${turnsFor(5)} whole turns`);
    expect(page).toContain(`from 0.01 to ${MAX_WEIGHT.toLocaleString("en-US")}`);
    expect(page).toContain(`up to ${MAX_WHEEL_ENTRIES.toLocaleString("en-US")} entries`);
    expect(page).toContain(WEIGHT_SYNTAX);
  });

  it("self-hosting: every site variable with its default", async () => {
    const page = text(await render("self-hosting"));
    for (const name of ["APP_NAME", "APP_DESCRIPTION", "DOMAIN_NAME", "GA_MEASUREMENT_ID"]) {
      expect(page).toContain(name);
    }
    expect(page).toContain("npm ci && npm start");
    expect(page).toContain("npx wrangler d1 migrations apply DB --remote");
  });
});
