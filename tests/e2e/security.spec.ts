import { createHash } from "node:crypto";

import type { APIRequestContext, APIResponse } from "@playwright/test";

import { ACCOUNTS_PORT, ANALYTICS_PORT } from "../../playwright.config";

import { expect, hydrated, test } from "./fixtures";

// Security headers and cookies on every kind of response the site gives: documents of every
// page type, error pages, data and resource routes. Mostly plain requests (fast); the last
// tests check that the browser really enforces the policy.

/** One HTML document of every page type, and the error pages, with the status each answers. */
const DOCUMENTS: readonly { name: string; path: string; status: number; method?: "POST" }[] = [
  { name: "home", path: "/", status: 200 },
  { name: "catalogue", path: "/all", status: 200 },
  { name: "categories", path: "/categories", status: 200 },
  { name: "a category", path: "/categories/numbers", status: 200 },
  { name: "a generator", path: "/random-number?min=1&max=6&count=3&seed=headers", status: 200 },
  { name: "packs", path: "/packs", status: 200 },
  { name: "a pack", path: "/packs/game-night", status: 200 },
  { name: "articles", path: "/articles", status: 200 },
  { name: "an article", path: "/articles/lottery-odds", status: 200 },
  { name: "docs", path: "/docs", status: 200 },
  { name: "a docs guide", path: "/docs/seeds-and-permalinks", status: 200 },
  { name: "the generator reference", path: "/docs/generators", status: 200 },
  { name: "a generator's reference", path: "/docs/generators/uuid-v4", status: 200 },
  { name: "cookie settings", path: "/cookie-settings", status: 200 },
  { name: "sign in (keyless)", path: "/sign-in", status: 200 },
  { name: "a 404", path: "/no/such/page", status: 404 },
  { name: "an unknown generator", path: "/random-numbr", status: 404 },
  { name: "an unknown pack", path: "/packs/no-such-pack", status: 404 },
  { name: "an unknown article", path: "/articles/no-such-article", status: 404 },
  { name: "a malformed address", path: "/%E0%A4%A", status: 404 },
  { name: "a refused form post (405)", path: "/all", status: 405, method: "POST" },
  { name: "a refused cookie choice (400)", path: "/cookie-settings", status: 400, method: "POST" },
];

/** The directives of a Content-Security-Policy by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

function nonceOf(csp: string): string {
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, `a nonce in ${csp}`).toBeTruthy();
  return nonce ?? "";
}

/** The opening tags of the scripts a browser would run: everything but JSON-LD data blocks. */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/type="application\/ld\+json"/i.test(tag));
}

/** The headers every response of the app carries, whatever it is. */
function expectHardening(response: APIResponse, label: string) {
  const headers = response.headers();
  const hsts = /max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "");
  expect(Number(hsts?.[1]), `${label}: HSTS of at least a year`).toBeGreaterThanOrEqual(31_536_000);
  expect(headers["strict-transport-security"], label).toContain("includeSubDomains");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) {
    expect(headers["permissions-policy"], label).toContain(feature);
  }
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(
    directives(headers["content-security-policy"] ?? "").get("frame-ancestors"),
    label,
  ).toEqual(["'none'"]);
}

/** A document's policy: scripts only with this response's nonce, and every script has it. */
function expectNoncePolicy(csp: string, html: string, label: string): string {
  const policy = directives(csp);
  const nonce = nonceOf(csp);
  const scriptSrc = policy.get("script-src") ?? [];
  expect(scriptSrc, label).toContain(`'nonce-${nonce}'`);
  expect(scriptSrc, label).not.toContain("'unsafe-inline'");
  expect(scriptSrc, label).not.toContain("'unsafe-eval'");
  // Without a fallback the browser would apply default-src; make sure nothing loosens it there.
  expect(policy.get("default-src"), label).toEqual(["'self'"]);
  expect(policy.get("object-src"), label).toEqual(["'none'"]);
  expect(policy.get("base-uri"), label).toEqual(["'self'"]);
  // Unguessable: at least 128 bits.
  expect(Buffer.from(nonce, "base64").length, label).toBeGreaterThanOrEqual(16);

  const scripts = executableScripts(html);
  expect(scripts.length, `${label}: the page runs scripts`).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, label).toContain(` nonce="${nonce}"`);
  return nonce;
}

function fetchDocument(request: APIRequestContext, { path, method }: (typeof DOCUMENTS)[number]) {
  return method === "POST" ? request.post(path, { form: { intent: "nope" } }) : request.get(path);
}

test.describe("documents", () => {
  for (const page of DOCUMENTS) {
    test(`${page.name} carries a fresh nonce policy and the hardening headers`, async ({
      request,
    }) => {
      const first = await fetchDocument(request, page);
      const second = await fetchDocument(request, page);
      expect(first.status(), page.path).toBe(page.status);
      expect(first.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expectHardening(first, page.path);
      // The nonce is in the HTML, so no shared cache may keep it.
      expect(first.headers()["cache-control"], page.path).toMatch(/private|no-store/);

      const nonce = expectNoncePolicy(
        first.headers()["content-security-policy"] ?? "",
        await first.text(),
        page.path,
      );
      const again = expectNoncePolicy(
        second.headers()["content-security-policy"] ?? "",
        await second.text(),
        page.path,
      );
      expect(again, `${page.path}: a new nonce for every response`).not.toBe(nonce);
    });
  }

  test("a page of secrets is the same every time: its inline scripts allowed by hash, no nonce", async ({
    request,
  }) => {
    const [first, second] = [
      await request.get("/password-generator?length=20"),
      await request.get("/password-generator?length=20"),
    ];
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(second.headers()["content-security-policy"]).toBe(csp);
    const policy = directives(csp);
    const scriptSrc = policy.get("script-src") ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'"]) {
      expect(scriptSrc).not.toContain(loose);
    }
    expect(scriptSrc.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);

    const html = await first.text();
    expect(await second.text()).toBe(html);
    expect(executableScripts(html).length).toBeGreaterThan(0);
    for (const tag of executableScripts(html)) expect(tag).not.toContain("nonce");
    // Exactly the page's inline scripts are allowed: each one's hash, and nothing else.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes))
      .map(([, , text = ""]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    expect(inline.length).toBeGreaterThan(0);
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [...new Set(inline)].sort(),
    );
  });

  test("no two responses share a nonce", async ({ request }) => {
    const nonces = await Promise.all(
      Array.from({ length: 12 }, async () =>
        nonceOf((await request.get("/all")).headers()["content-security-policy"] ?? ""),
      ),
    );
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  test("deployments with analytics or accounts keep the nonce policy and add only their origins", async ({
    request,
  }) => {
    for (const [port, origin] of [
      [ANALYTICS_PORT, "https://www.googletagmanager.com"],
      [ACCOUNTS_PORT, "https://clerk.example.test"],
    ] as const) {
      const response = await request.get(`http://127.0.0.1:${port}/random-number`);
      expect(response.status()).toBe(200);
      expectHardening(response, `port ${port}`);
      const csp = response.headers()["content-security-policy"] ?? "";
      expectNoncePolicy(csp, await response.text(), `port ${port}`);
      const scriptSrc = directives(csp).get("script-src") ?? [];
      expect(scriptSrc.filter((source) => source.startsWith("https:"))).toEqual([origin]);
    }
  });
});

test.describe("data and resource routes", () => {
  const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

  test("a signed-out saved-values call is a JSON 401 that is never cached", async ({ request }) => {
    for (const response of [
      await request.get("/resources/saved-values"),
      await request.post("/resources/saved-values", { data: { notes: [] } }),
      await request.delete("/resources/saved-values"),
      await request.delete("/resources/saved-values/some-note"),
    ]) {
      const label = response.url();
      expect(response.status(), label).toBe(401);
      expect(response.headers()["content-type"], label).toMatch(/^application\/json/);
      expect(await response.json(), label).toEqual({
        error: { code: "unauthorized", message: "Sign in to keep saved values in your account." },
      });
      expect(response.headers()["cache-control"], label).toBe("no-store");
      expect(response.headers()["content-security-policy"], label).toBe(NON_DOCUMENT_CSP);
      expectHardening(response, label);
    }
  });

  test("the health check, the theme endpoint and page data carry the headers too", async ({
    request,
  }) => {
    const cases = [
      { response: await request.get("/healthz"), status: 200 },
      { response: await request.get("/resources/theme"), status: 405 },
      { response: await request.get("/random-number.data"), status: 200 },
      { response: await request.get("/no/such/page.data"), status: 404 },
    ];
    for (const { response, status } of cases) {
      const label = response.url();
      expect(response.status(), label).toBe(status);
      expect(response.headers()["content-security-policy"], label).toBe(NON_DOCUMENT_CSP);
      expectHardening(response, label);
    }
  });
});

test("writes from another site are refused with a 403 that says so, reads are not", async ({
  request,
  baseURL,
}) => {
  for (const origin of ["https://evil.example", "null", "not a url"]) {
    for (const path of ["/cookie-settings", "/cookie-settings.data", "/all", "/resources/theme"]) {
      const response = await request.post(path, {
        form: { intent: "accept-all" },
        headers: { Origin: origin },
      });
      const label = `${origin} ${path}`;
      expect(response.status(), label).toBe(403);
      expect(await response.json(), label).toEqual({
        error: { code: "cross_origin", message: "Requests from other sites are refused." },
      });
      expect(setCookieNames(response), label).toEqual([]);
      expectHardening(response, label);
    }
    const read = await request.get("/cookie-settings", { headers: { Origin: origin } });
    expect(read.status(), origin).toBe(200);
  }
  const own = await request.post("/cookie-settings", {
    form: { intent: "accept-all" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(own.status()).toBe(200);
  expect(setCookieNames(own)).toEqual(["consent_preferences"]);
});

function setCookieNames(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value.split("=")[0] ?? "");
}

test("an address with doubled slashes is sent to single slashes, never off the site", async ({
  request,
  baseURL,
}) => {
  for (const [path, location] of [
    ["/docs//seeds-and-permalinks?from=x", "/docs/seeds-and-permalinks?from=x"],
    ["//evil.example/x", "/evil.example/x"],
    ["/x//%00.data", "/x/%00.data"],
  ] as const) {
    // Absolute, or "//evil.example" would be read as another host.
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(response.headers()["location"], path).toBe(location);
    expectHardening(response, path);
  }
  const followed = await request.get("/docs//seeds-and-permalinks");
  expect(followed.status()).toBe(200);
  expect(new URL(followed.url()).pathname).toBe("/docs/seeds-and-permalinks");
});

test.describe("cookies", () => {
  /** The Set-Cookie headers of a response, as name, value and attributes (lower-cased names). */
  function setCookies(response: APIResponse) {
    return response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => {
        const [pair = "", ...rest] = header.value.split(";").map((part) => part.trim());
        const eq = pair.indexOf("=");
        return {
          name: pair.slice(0, eq),
          value: pair.slice(eq + 1),
          attributes: new Map(
            rest.map((attribute) => {
              const [key = "", value = ""] = attribute.split("=");
              return [key.toLowerCase(), value] as const;
            }),
          ),
        };
      });
  }

  test("reading pages sets no cookie at all", async ({ request }) => {
    for (const path of ["/", "/random-number", "/packs/game-night", "/cookie-settings"]) {
      expect(setCookies(await request.get(path)), path).toEqual([]);
    }
  });

  test("the consent cookie lives a year on path / with SameSite=Lax, not Secure over http", async ({
    request,
  }) => {
    const response = await request.post("/cookie-settings", {
      form: { intent: "reject-all" },
      headers: { Accept: "text/html" },
    });
    expect(response.status()).toBe(200);
    const [cookie, ...others] = setCookies(response);
    expect(others).toEqual([]);
    expect(cookie?.name).toBe("consent_preferences");
    expect(Object.fromEntries(cookie?.attributes ?? [])).toEqual({
      "max-age": "31536000",
      path: "/",
      samesite: "Lax",
    });
    // The site runs on plain http here: a Secure cookie would never come back. On https it is
    // Secure (app/features/consent/consent.test.ts); the record is the visitor's own, so not HttpOnly.
    expect(JSON.parse(atob(decodeURIComponent(cookie?.value ?? "")))).toEqual({
      analytics: false,
      marketing: false,
      personalization: false,
      acknowledged: true,
    });
  });

  test("the theme cookie is HttpOnly, SameSite=Lax on path /, and cleared on System", async ({
    request,
  }) => {
    const [dark] = setCookies(await request.post("/resources/theme", { data: { theme: "dark" } }));
    expect(dark?.name).toBe("theme");
    expect(Object.fromEntries(dark?.attributes ?? [])).toEqual({
      "max-age": "31536000",
      path: "/",
      httponly: "",
      samesite: "Lax",
    });

    const [system] = setCookies(await request.post("/resources/theme", { data: { theme: null } }));
    expect(system?.name).toBe("theme");
    expect(system?.value).toBe("");
    expect(new Date(system?.attributes.get("expires") ?? "").getTime()).toBeLessThan(Date.now());
  });

  test("unreadable cookies are ignored, not a failed page", async ({ request }) => {
    for (const cookie of ["theme=%ZZ", "consent_preferences=%E0%A4%A", "other=%E9; theme=e30.!"]) {
      const response = await request.get("/random-number", { headers: { Cookie: cookie } });
      expect(response.status(), cookie).toBe(200);
    }
    // With accounts on, Clerk reads every cookie: a stranger's malformed one must not matter.
    for (const path of ["/", "/resources/saved-values"]) {
      const response = await request.get(`http://127.0.0.1:${ACCOUNTS_PORT}${path}`, {
        headers: { Cookie: "other=%E9; __session=%ZZ" },
      });
      expect(response.status(), path).toBeLessThan(500);
    }
  });
});

test.describe("in the browser", () => {
  test.describe("markup injected into the page", () => {
    // The browser logs its own refusal besides the fixture's report: one pattern for both.
    test.use({
      expectedConsoleErrors: [/CSP violation: script-src|inline event handler violates/],
    });

    test("cannot run an inline event handler: the policy refuses it and reports it", async ({
      page,
    }) => {
      await page.goto("/random-number");
      await expect(page.getByRole("heading", { name: "Random Number" })).toBeVisible();
      const ran = await page.evaluate(async () => {
        const host = document.createElement("div");
        host.innerHTML = '<img alt="" src="data:," onerror="window.__injected = true">';
        // The image's error event, heard by a listener added after the injected handler: it
        // runs once that handler has had its turn (listeners run in the order they were added).
        const failed = new Promise((resolve) =>
          host.querySelector("img")?.addEventListener("error", resolve),
        );
        document.body.appendChild(host);
        await failed;
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
    });
  });

  test.describe("markup injected into a page of secrets", () => {
    test.use({
      expectedConsoleErrors: [/CSP violation: script-src|inline (event handler|script) violates/],
    });

    test("runs its own scripts by hash, but neither an injected script nor an inline handler", async ({
      page,
    }) => {
      await page.goto("/password-generator");
      await hydrated(page);
      // The page's own scripts ran: it made a password in the browser.
      await expect(page.locator(".result-value").first()).not.toBeEmpty();
      const ran = await page.evaluate(async () => {
        const flags = window as unknown as { __script?: boolean; __handler?: boolean };
        const refused: string[] = [];
        const bothRefused = new Promise<void>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => {
            refused.push(event.violatedDirective);
            if (refused.length === 2) resolve();
          });
        });
        const script = document.createElement("script");
        script.textContent = "window.__script = true";
        document.body.appendChild(script);
        const host = document.createElement("div");
        host.innerHTML = '<img alt="" src="data:," onerror="window.__handler = true">';
        document.body.appendChild(host);
        await bothRefused;
        return { script: flags.__script === true, handler: flags.__handler === true, refused };
      });
      expect(ran.script).toBe(false);
      expect(ran.handler).toBe(false);
      expect(ran.refused.every((directive) => directive.startsWith("script-src"))).toBe(true);
    });
  });

  test.describe("another site", () => {
    test.use({ expectedConsoleErrors: [/Framing .* violates .*"frame-ancestors 'none'"/] });

    test("cannot show the site in a frame", async ({ page, baseURL }) => {
      await page.setContent(`<iframe title="framed" src="${baseURL}/random-number"></iframe>`);
      const framed = page.frameLocator("iframe");
      await expect(page.locator("iframe")).toBeVisible();
      // The site would show its header and the generator's heading if it were framed.
      await expect(framed.getByRole("heading", { name: "Random Number" })).toHaveCount(0);
      await expect(framed.getByRole("banner")).toHaveCount(0);
    });
  });
});
