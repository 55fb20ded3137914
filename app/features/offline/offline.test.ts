import { decode } from "turbo-stream";
import { describe, expect, it } from "vitest";

import { KEPT_COPY_ATTRIBUTE } from "~/engine/core/page-data";

import { OFFLINE_PAGE, ONLINE_ONLY, onlineOnlyPart, UPDATE_PROMPT } from "./model";
import { markedAsKeptForAnotherQuery, offlinePageHtml, themeClassOf } from "./offline-page";
import {
  discoveryResponse,
  documentAddressOf,
  isDataRequest,
  reloadDocumentResponse,
} from "./remix-requests";

const url = (path: string) => new URL(path, "https://randomly.test");

describe("online-only parts", () => {
  it("match their prefixes and what is below them, and nothing that only starts alike", () => {
    const draws = ONLINE_ONLY.find((part) => part.prefixes.includes("/draws"));
    expect(onlineOnlyPart("/draws")).toBe(draws);
    expect(onlineOnlyPart("/draws/new")).toBe(draws);
    expect(onlineOnlyPart("/api/v1/generators")?.title).toBe("The API needs a connection");
    expect(onlineOnlyPart("/drawstring-generator")).toBeNull();
    expect(onlineOnlyPart("/embedding")).toBeNull();
    expect(onlineOnlyPart("/")).toBeNull();
    expect(onlineOnlyPart("/spin-the-wheel")).toBeNull();
  });
});

describe("the update prompt", () => {
  it('says "new version available", the words issue 31 asks for', () => {
    expect(UPDATE_PROMPT.message.toLowerCase()).toContain("new version available");
  });
});

describe("Remix's requests without the network", () => {
  it("knows a page's data request and the page it is for", () => {
    expect(isDataRequest(url("/coin-flip.data?_routes=routes%2F%24generatorId"))).toBe(true);
    expect(isDataRequest(url("/coin-flip"))).toBe(false);
    expect(documentAddressOf(url("/coin-flip.data?_routes=routes%2F%24generatorId"))).toBe(
      "/coin-flip",
    );
    expect(documentAddressOf(url("/random-number.data?min=1&max=6&_routes=root"))).toBe(
      "/random-number?min=1&max=6",
    );
    expect(documentAddressOf(url("/_root.data"))).toBe("/");
  });

  it("answers a data request with a document reload, as Remix's client decodes it", async () => {
    const response = reloadDocumentResponse("/random-number?min=1&max=6");
    expect(response.status).toBe(202);
    const decoded = await decode(response.body!, {
      plugins: [
        (type: string, ...rest: unknown[]) =>
          type === "SingleFetchRedirect" ? { value: { redirect: rest[0] } } : undefined,
      ],
    });
    expect(decoded.value).toEqual({
      redirect: {
        redirect: "/random-number?min=1&max=6",
        status: 302,
        revalidate: false,
        reload: true,
        replace: false,
      },
    });
  });

  it("answers route discovery with the worker's routes for its own build, else a reload", async () => {
    const build = { version: "abc", routes: { root: { id: "root" } } };
    const same = discoveryResponse(url("/__manifest?p=%2Fall&version=abc"), build);
    expect(await same.json()).toEqual(build.routes);
    const other = discoveryResponse(url("/__manifest?p=%2Fall&version=def"), build);
    expect(other.status).toBe(204);
    expect(other.headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});

describe("the offline page", () => {
  const options = { stylesheet: "/assets/tailwind-x.css", themeClass: "dark" };

  it("says a page never opened needs a connection once, in the kept pages' theme", () => {
    const html = offlinePageHtml({ ...options, address: "/coin-flip" });
    expect(html).toContain(
      `<h1 class="text-3xl font-bold tracking-tight">${OFFLINE_PAGE.notKept.title}</h1>`,
    );
    expect(html).toContain("needs a connection once");
    expect(html).toContain('<html lang="en" class="dark">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/tailwind-x.css">');
    expect(html).not.toContain("<script");
  });

  it("says why an online-only part needs a connection", () => {
    const html = offlinePageHtml({ ...options, address: "/draws/new" });
    expect(html).toContain("Public draws need a connection");
  });

  it("writes the address it links back to safely", () => {
    const html = offlinePageHtml({ ...options, address: '/x?a="><script>alert(1)</script>' });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
  });

  it("reads the theme class of a kept page, and nothing that is not one", () => {
    expect(themeClassOf('<!DOCTYPE html><html lang="en" class="dark" data-x="1">')).toBe("dark");
    expect(themeClassOf('<html lang="en" class="">')).toBe("");
    expect(themeClassOf('<html class="a&quot;b">')).toBe("");
  });
});

describe("a copy kept for another query", () => {
  it("is marked on its <html> element, and nowhere else", () => {
    const kept =
      '<!DOCTYPE html><html lang="en" class="dark"><head></head><body><p>html</p></body></html>';
    const marked = markedAsKeptForAnotherQuery(kept);
    expect(marked).toBe(
      `<!DOCTYPE html><html ${KEPT_COPY_ATTRIBUTE} lang="en" class="dark"><head></head><body><p>html</p></body></html>`,
    );
    expect(themeClassOf(marked)).toBe("dark");
  });
});
