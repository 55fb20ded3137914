import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { APIResponse } from "@playwright/test";

import { GENERATOR_INDEX } from "../../app/engine/catalogue";
import { expect, test } from "./fixtures";

// The public API as the served site answers it: the compiled Pages Functions in workerd, behind
// the same @remix-run/cloudflare-pages handler as production. tests/integration/api.test.ts calls
// the route modules directly and so cannot see what that handler changes (issue 32). No page is
// opened: these are plain HTTP requests.

const RUN = "/api/v1/generators";

interface ApiError {
  error: { code: string; message: string; field?: string; problems?: { message: string }[] };
}

async function errorOf(response: APIResponse, status = 400): Promise<ApiError["error"]> {
  expect(response.status(), await response.text()).toBe(status);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  return ((await response.json()) as ApiError).error;
}

test.describe("caching of runs", () => {
  test("a seeded run pinned to its version answers a matching If-None-Match with 304, no body and its ETag", async ({
    request,
  }) => {
    const path = `${RUN}/random-number?count=3&seed=etag&v=1`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await request.get(path, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    expect(again.headers()["etag"]).toBe(etag);

    const other = await request.get(path, { headers: { "If-None-Match": '"something-else"' } });
    expect(other.status()).toBe(200);
  });

  test("only a run that pins v (and at, for a clock generator) is immutable; seeded without v it revalidates", async ({
    request,
  }) => {
    const cacheOf = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return response.headers();
    };
    expect((await cacheOf(`${RUN}/uuid-v4?seed=a&v=1`))["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );

    // Its values change at the next version bump, so a cache must ask again, by ETag.
    const unpinned = await cacheOf(`${RUN}/uuid-v4?seed=a`);
    expect(unpinned["cache-control"]).not.toContain("immutable");
    expect(unpinned["cache-control"]).toMatch(/^public, max-age=\d+, must-revalidate$/);
    const revalidated = await request.get(`${RUN}/uuid-v4?seed=a`, {
      headers: { "If-None-Match": unpinned["etag"] ?? "" },
    });
    expect(revalidated.status()).toBe(304);

    // A generator that reads the clock: only its time fixes the values.
    expect((await cacheOf(`${RUN}/uuid-v7?seed=a&v=1`))["cache-control"]).toBe("no-store");
    expect((await cacheOf(`${RUN}/uuid-v7?seed=a&v=1&at=1735732800000`))["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await cacheOf(`${RUN}/uuid-v4`))["cache-control"]).toBe("no-store");
  });
});

test.describe("output formats", () => {
  test("output= chooses the format on every generator, also one with an input called format", async ({
    request,
  }) => {
    const csv = await request.get(`${RUN}/random-date?output=csv&count=2&seed=o&format=us`);
    expect(csv.status(), await csv.text()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = (await csv.text()).trim().split(/\r?\n/);
    expect(rows[0]?.split(",")[0]).toBe("value");
    expect(rows.slice(1)).toHaveLength(2);
    expect(rows[1]).toMatch(/^"?\d{2}\/\d{2}\/\d{4}/);

    const text = await request.get(`${RUN}/random-number?output=txt&count=2&seed=o`);
    expect(text.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect((await text.text()).trim().split("\n")).toHaveLength(2);

    const refused = await errorOf(await request.get(`${RUN}/random-number?output=xml`));
    expect(refused.field).toBe("output");
    expect(refused.message).toContain("json, txt, csv");
  });

  test("format= still chooses the format where no input is called format", async ({ request }) => {
    const csv = await request.get(`${RUN}/random-number?format=csv&count=2&seed=o`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const text = await request.get(`${RUN}/random-number?format=txt&count=2&seed=o`);
    expect(text.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  });

  test("Accept is read by its q-values: the highest wins, a tie goes to the first listed", async ({
    request,
  }) => {
    const typeFor = async (accept: string) =>
      (
        await request.get(`${RUN}/random-number?count=1&seed=q`, { headers: { Accept: accept } })
      ).headers()["content-type"];
    expect(await typeFor("text/csv;q=0.5, application/json")).toMatch(/^application\/json/);
    expect(await typeFor("text/csv, application/json")).toMatch(/^text\/csv/);
    expect(await typeFor("application/json;q=0.2, text/plain;q=0.9")).toMatch(/^text\/plain/);
    expect(await typeFor("text/plain;q=0.5, text/csv;q=0.5")).toMatch(/^text\/plain/);
    expect(await typeFor("text/plain;q=0, */*")).toMatch(/^application\/json/);
    expect(await typeFor("image/png")).toMatch(/^application\/json/);
  });
});

test.describe("refusals that say what to send", () => {
  test("an option input's error lists the values to send, not the page's labels", async ({
    request,
  }) => {
    const error = await errorOf(await request.get(`${RUN}/random-date?format=x`));
    expect(error.field).toBe("format");
    expect(error.message).toContain("iso, long, us");
    expect(error.message).not.toContain("ISO (");
  });

  test("a whole number must be written in plain decimal digits", async ({ request }) => {
    for (const count of ["0x10", "0b11", "1e1", " 3", "3.0", "+3", ""]) {
      const error = await errorOf(
        await request.get(`${RUN}/random-number?count=${encodeURIComponent(count)}&seed=s`),
      );
      expect(error.field, count).toBe("count");
      expect(error.message, count).toContain("whole number written in digits");
    }
    for (const [name, value] of [
      ["v", "0x1"],
      ["v", "1.0"],
    ] as const) {
      const error = await errorOf(
        await request.get(`${RUN}/random-number?seed=s&${name}=${value}`),
      );
      expect(error.field).toBe(name);
    }
    expect((await errorOf(await request.get(`${RUN}/uuid-v7?at=1e12`))).field).toBe("at");
    expect((await request.get(`${RUN}/random-number?count=03&seed=s`)).status()).toBe(200);
    expect((await request.get(`${RUN}/random-number?min=-5&max=5&seed=s`)).status()).toBe(200);
  });

  test("a parameter the run would not use is refused, saying why", async ({ request }) => {
    const at = await errorOf(await request.get(`${RUN}/random-number?seed=s&at=1735732800000`));
    expect(at.field).toBe("at");
    expect(at.message).toContain("does not read the clock");

    const version = await errorOf(await request.get(`${RUN}/random-number?v=1`));
    expect(version.field).toBe("v");
    expect(version.message).toContain("only with a seed");

    const unknown = await errorOf(await request.get(`${RUN}/random-number?colour=red`));
    expect(unknown.field).toBe("colour");
  });

  test("the OpenAPI document lists every error code, the 403 cross_origin among them", async ({
    request,
  }) => {
    const refused = await errorOf(
      await request.post("/resources/theme", {
        headers: { Origin: "https://someone-else.example" },
        form: { theme: "dark" },
      }),
      403,
    );
    expect(refused.code).toBe("cross_origin");

    const document = (await (await request.get("/api/v1/openapi.json")).json()) as {
      components: {
        schemas: { Error: { properties: { error: { properties: { code: { enum: string[] } } } } } };
      };
    };
    const codes = document.components.schemas.Error.properties.error.properties.code.enum;
    for (const code of ["cross_origin", "invalid_input", "rate_limited", "method_not_allowed"]) {
      expect(codes).toContain(code);
    }
  });
});

test.describe("quotas", () => {
  test("every answer says the client's quota in the IETF RateLimit headers, a 400 too", async ({
    request,
  }) => {
    for (const [path, status] of [
      [`${RUN}/random-number?seed=r`, 200],
      [`${RUN}/random-number?count=0`, 400],
      [`${RUN}/no-such-generator`, 404],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const policy = /^"api";q=(\d+);w=(10|60)$/.exec(response.headers()["ratelimit-policy"] ?? "");
      expect(policy, `${path}: RateLimit-Policy`).not.toBeNull();
      const left = /^"api";r=(\d+);t=(\d+)$/.exec(response.headers()["ratelimit"] ?? "");
      expect(left, `${path}: RateLimit`).not.toBeNull();
      expect(Number(left?.[1])).toBeLessThan(Number(policy?.[1]));
      expect(Number(left?.[2])).toBeLessThanOrEqual(Number(policy?.[2]));
    }
  });
});

test.describe("the generator list and the OpenAPI document", () => {
  /** The folder `npm run build` wrote them to, for wrangler.toml's configuration. */
  const prebuilt = path.join("build", "client", "prebuilt-api");

  test("are the files built from the registry, answered as JSON with CORS, a cache policy and 304s", async ({
    request,
  }) => {
    const folders = readdirSync(prebuilt);
    expect(folders).toHaveLength(1);
    for (const [address, file] of [
      [`${RUN}`, "generators.json"],
      ["/api/v1/openapi.json", "openapi.json"],
    ] as const) {
      const response = await request.get(address, {
        headers: { Origin: "https://someone-else.example" },
      });
      expect(response.status(), address).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(headers["access-control-allow-origin"]).toBe("*");
      expect(headers["cache-control"]).toBe("public, max-age=300, s-maxage=3600");
      expect(headers["ratelimit"]).toMatch(/^"api";r=\d+;t=\d+$/);
      // The very file the build wrote, with the static server's ETag: nothing is computed.
      const built = readFileSync(path.join(prebuilt, folders[0] ?? "", file), "utf8");
      expect(await response.text(), address).toBe(built);
      const asStatic = await request.head(`/prebuilt-api/${folders[0] ?? ""}/${file}`);
      expect(headers["etag"]).toBe(asStatic.headers()["etag"]);
      const again = await request.get(address, {
        headers: { "If-None-Match": headers["etag"] ?? "" },
      });
      expect(again.status(), address).toBe(304);
    }

    const ids = GENERATOR_INDEX.map((entry) => entry.id).sort();
    const catalogue = (await (await request.get(RUN)).json()) as { generators: { id: string }[] };
    expect(catalogue.generators.map((generator) => generator.id).sort()).toEqual(ids);
    const document = (await (await request.get("/api/v1/openapi.json")).json()) as {
      security: unknown[];
      servers: { url: string }[];
      paths: Record<string, unknown>;
    };
    for (const id of ids) expect(document.paths).toHaveProperty([`${RUN}/${id}`]);
    expect(document.security).toEqual([]);
    // The server is DOMAIN_NAME's origin, where the run answers' permalinks point too.
    const run = (await (await request.get(`${RUN}/uuid-v4?seed=origin`)).json()) as {
      permalink: string;
    };
    expect(document.servers.map((server) => server.url)).toEqual([new URL(run.permalink).origin]);
  });
});
