import type { APIRequestContext } from "@playwright/test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

import { expect, test } from "./fixtures";

// The MCP server at /mcp against the served site, through the official SDK's own client, as an
// agent's host would connect: every generator is a tool whose calls answer what the API
// answers for the same inputs and seed, draws are created and read, and a bad call is told
// what is wrong. No browser: the client speaks HTTP to the server.

/** A connected SDK client of the served site's /mcp. */
async function connect(baseURL: string | undefined): Promise<Client> {
  const client = new Client({ name: "randomly-e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", baseURL)));
  return client;
}

/** A tool call's answer, which must be a success, as the JSON object it carries. */
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
  // The same answer as text, for clients that read only text.
  const [text] = result.content;
  expect(text?.type === "text" && JSON.parse(text.text)).toEqual(result.structuredContent);
  return result.structuredContent as Record<string, unknown>;
}

/** A tool call's error: its message, which the call must have been refused with. */
async function refusal(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError).toBe(true);
  const [text] = result.content;
  return text?.type === "text" ? text.text : "";
}

async function apiJson(request: APIRequestContext, path: string, body?: unknown) {
  const response =
    body === undefined ? await request.get(path) : await request.post(path, { data: body });
  expect(response.status(), path).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

test.describe("the MCP server", () => {
  let client: Client;
  test.beforeEach(async ({ baseURL }) => {
    client = await connect(baseURL);
  });
  test.afterEach(async () => {
    await client.close();
  });

  test("lists every generator of the catalogue as a tool with its input schema, plus the draw tools", async ({
    request,
  }) => {
    const catalogue = (await apiJson(request, "/api/v1/generators")) as {
      generators: { id: string; title: string; secret: boolean; inputs: { properties: object } }[];
    };
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [...catalogue.generators.map((g) => g.id), "create-draw", "read-draw"].sort(),
    );
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const generator of catalogue.generators) {
      const tool = byName.get(generator.id);
      expect(tool?.title).toBe(generator.title);
      expect(tool?.inputSchema.type).toBe("object");
      // Every input of the API's schema, and the seed that makes a call reproducible.
      expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual(
        expect.arrayContaining([...Object.keys(generator.inputs.properties), "seed"]),
      );
      expect(tool?._meta?.secret, generator.id).toBe(generator.secret);
      if (generator.secret) expect(tool?.description).toContain("Secret generator");
    }
    expect(catalogue.generators.filter((g) => g.secret).length).toBeGreaterThan(0);
  });

  test("a seeded call answers the API's values, seed and permalink", async ({ request }) => {
    const args = { min: 1, max: 1000, count: 5, seed: "mcp-e2e" };
    const answer = await call(client, "random-number", args);
    expect(answer).toEqual(
      await apiJson(
        request,
        "/api/v1/generators/random-number?min=1&max=1000&count=5&seed=mcp-e2e",
      ),
    );
    expect(answer.seed).toBe("mcp-e2e");
    expect(answer.permalink).toMatch(/\/random-number\?.*seed=mcp-e2e/);
  });

  test("a list generator with a filter, and a list input sent as an array, answer as the API does", async ({
    request,
  }) => {
    const filtered = { kind: "letters", count: 3, seed: "mcp-e2e" };
    expect(await call(client, "currency-symbol", filtered)).toEqual(
      await apiJson(
        request,
        "/api/v1/generators/currency-symbol?kind=letters&count=3&seed=mcp-e2e",
      ),
    );
    const picked = { entries: ["Ada", "Grace", "Linus", "Margaret"], count: 2, seed: "mcp-e2e" };
    expect(await call(client, "pick-from-list", picked)).toEqual(
      await apiJson(request, "/api/v1/generators/pick-from-list", picked),
    );
  });

  test("a secret generator answers as the API: reproducible only with a seed", async ({
    request,
  }) => {
    const seeded = await call(client, "password-generator", { length: 24, seed: "mcp-e2e" });
    expect(seeded).toEqual(
      await apiJson(request, "/api/v1/generators/password-generator?length=24&seed=mcp-e2e"),
    );
    expect(seeded.secret).toBe(true);

    const unseeded = await call(client, "password-generator", { length: 24 });
    expect(unseeded).toMatchObject({ secret: true, seed: null, permalink: null });
    expect((unseeded.values as { text: string }[])[0]?.text).toHaveLength(24);
  });

  test("creates a public draw and reads it back as the API does", async ({ request }) => {
    const created = await call(client, "create-draw", {
      title: "MCP raffle",
      entries: ["Ann", "Bo", "Cy"],
      winners: 1,
    });
    expect(created).toMatchObject({ title: "MCP raffle", entryCount: 3, status: "waiting" });
    const read = await call(client, "read-draw", { id: created.id });
    const api = await apiJson(request, `/api/v1/draws/${String(created.id)}`);
    // Its place in the log may be published between the two reads; everything else is the same.
    expect({ ...read, log: null }).toEqual({ ...api, log: null });
    expect(read.url).toBe(created.url);
  });

  test("a call with bad arguments gets the API's message, and an unknown tool a clear error", async ({
    request,
  }) => {
    const problem = await request.get("/api/v1/generators/random-number?count=0");
    expect(problem.status()).toBe(400);
    const { error } = (await problem.json()) as { error: { message: string } };
    expect(await refusal(client, "random-number", { count: 0 })).toBe(error.message);

    expect(await refusal(client, "random-number", { colour: "red" })).toContain(
      'has no parameter "colour"',
    );
    expect(await refusal(client, "read-draw", { id: "AAAAAAAAAAAAAAAAAAAAAA" })).toBe(
      'There is no draw with the id "AAAAAAAAAAAAAAAAAAAAAA".',
    );
    expect(await refusal(client, "create-draw", { title: "No entries" })).toContain(
      "Add at least one entry",
    );

    await expect(client.callTool({ name: "no-such-generator", arguments: {} })).rejects.toThrow(
      'There is no tool called "no-such-generator"',
    );
  });
});

test.describe("/mcp over plain HTTP", () => {
  const POST_HEADERS = {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
  };

  test("GET gets a 405 (no event stream), and the preflight allows any site and the protocol header", async ({
    request,
  }) => {
    const get = await request.get("/mcp", { headers: { Accept: "text/event-stream" } });
    expect(get.status()).toBe(405);
    expect(get.headers()["allow"]).toBe("POST, OPTIONS");

    const preflight = await request.fetch("/mcp", {
      method: "OPTIONS",
      headers: {
        Origin: "https://agent.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, mcp-protocol-version",
      },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe("*");
    expect(preflight.headers()["access-control-allow-headers"]).toMatch(/Mcp-Protocol-Version/i);
  });

  test("a call from another site is answered with CORS and the RateLimit headers", async ({
    request,
  }) => {
    const response = await request.post("/mcp", {
      headers: { ...POST_HEADERS, Origin: "https://agent.example" },
      data: { jsonrpc: "2.0", id: 1, method: "ping" },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    expect(response.headers()["ratelimit"]).toMatch(/r=\d+/);
  });

  for (const { what, body, code } of [
    { what: "a body that is not JSON", body: "{not json", code: -32700 },
    { what: "JSON that is not JSON-RPC", body: '{"hello": "world"}', code: -32700 },
    {
      what: "a batch",
      body: JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "ping" }]),
      code: -32600,
    },
  ]) {
    test(`${what} gets a JSON-RPC error, not a server error`, async ({ request }) => {
      const response = await request.post("/mcp", { headers: POST_HEADERS, data: body });
      expect(response.status()).toBe(400);
      const answer = (await response.json()) as { jsonrpc: string; error: { code: number } };
      expect(answer).toMatchObject({ jsonrpc: "2.0", error: { code } });
    });
  }

  test("an unknown method gets JSON-RPC's method-not-found", async ({ request }) => {
    const response = await request.post("/mcp", {
      headers: POST_HEADERS,
      data: { jsonrpc: "2.0", id: 7, method: "generators/everything" },
    });
    expect(await response.json()).toMatchObject({ id: 7, error: { code: -32601 } });
  });
});
