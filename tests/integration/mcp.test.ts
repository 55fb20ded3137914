import type { AppLoadContext } from "@remix-run/cloudflare";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DRAW_TOOLS } from "~/features/mcp/tools.server";

import { ALL_GENERATORS } from "~/engine/testing/all-generators";
import * as mcpRoute from "~/routes/mcp";

import { API_ORIGIN, apiContext, callApi } from "./api-routes";
import { permalinkTraits } from "~/engine/core/read-run";

// The MCP server through its route module, as Remix calls it, with the SDK's own client: every
// generator's tool answers what the API answers for the same seed, its input schema is the one
// the OpenAPI document gives the API's POST body, and the API's rate limit counts its requests.
// The served site is tested in tests/e2e/mcp.spec.ts.

/** Sends a request to /mcp's route module (GET, HEAD and OPTIONS to the loader), from `ip`. */
function callMcp(init: RequestInit & { ip?: string; context?: AppLoadContext } = {}) {
  const { ip = "203.0.113.8", context = apiContext(), ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("CF-Connecting-IP", ip);
  const request = new Request(new URL("/mcp", API_ORIGIN), { ...rest, headers });
  const handler = ["GET", "HEAD", "OPTIONS"].includes(request.method)
    ? mcpRoute.loader
    : mcpRoute.action;
  return handler({ request, context, params: {} } as never);
}

const PING = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" });
const POST_HEADERS = {
  "Content-Type": "application/json",
  Accept: "application/json, text/event-stream",
};

let client: Client;

beforeAll(async () => {
  client = new Client({ name: "randomly-integration", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL("/mcp", API_ORIGIN), {
      fetch: (url, init) => callMcp({ ...init, method: init?.method ?? "GET" }),
    }),
  );
});

afterAll(() => client.close());

describe("the MCP server's tools", () => {
  let tools: Map<string, Tool>;
  beforeAll(async () => {
    tools = new Map((await client.listTools()).tools.map((tool) => [tool.name, tool]));
  });

  it("are every generator, plus the draw tools, whose names no generator takes", () => {
    expect(tools.size).toBe(ALL_GENERATORS.length + 2);
    for (const name of Object.values(DRAW_TOOLS)) {
      expect(ALL_GENERATORS.some((generator) => generator.id === name)).toBe(false);
      expect(tools.has(name)).toBe(true);
    }
  });

  it("take the body the OpenAPI document gives each generator's POST", async () => {
    const document = (await (await callApi("/api/v1/openapi.json")).json()) as {
      paths: Record<
        string,
        { post?: { requestBody: { content: Record<string, { schema: object }> } } }
      >;
    };
    for (const generator of ALL_GENERATORS) {
      const post = document.paths[`/api/v1/generators/${generator.id}`]?.post;
      expect(tools.get(generator.id)?.inputSchema, generator.id).toEqual(
        post?.requestBody.content["application/json"]?.schema,
      );
    }
  });

  it("answer every generator's values, seed and permalink exactly as the API does", async () => {
    const mismatches: string[] = [];
    for (const generator of ALL_GENERATORS) {
      const clock = permalinkTraits(generator).usesClock;
      const args = { seed: "mcp-catalogue", ...(clock ? { at: 1_735_732_800_000 } : {}) };
      const result = (await client.callTool({
        name: generator.id,
        arguments: args,
      })) as CallToolResult;
      const query = new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]));
      const api = await (await callApi(`/api/v1/generators/${generator.id}?${query}`)).json();
      if (result.isError || JSON.stringify(result.structuredContent) !== JSON.stringify(api)) {
        mismatches.push(generator.id);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe("/mcp over HTTP", () => {
  it("counts against the same rate limit as the API, and says so in the RateLimit headers", async () => {
    const context = apiContext({ API_RATE_LIMIT: "3", API_RATE_PERIOD: "10" });
    const ip = "198.51.100.61";
    expect((await callApi("/api/v1/generators/uuid-v4", { context, ip })).status).toBe(200);
    const first = await callMcp({ method: "POST", headers: POST_HEADERS, body: PING, context, ip });
    expect(first.status).toBe(200);
    expect(first.headers.get("RateLimit")).toMatch(/;r=1;/);
    expect(
      (await callMcp({ method: "POST", headers: POST_HEADERS, body: PING, context, ip })).status,
    ).toBe(200);

    const refused = await callMcp({
      method: "POST",
      headers: POST_HEADERS,
      body: PING,
      context,
      ip,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("*");
    // The API is refused too: one budget per client.
    expect((await callApi("/api/v1/generators/uuid-v4", { context, ip })).status).toBe(429);
  });

  it("answers a body over the API's limit with a JSON-RPC error", async () => {
    const response = await callMcp({
      method: "POST",
      headers: POST_HEADERS,
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "ping",
        params: { pad: "x".repeat(3 * 1024 * 1024) },
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 } });
  });
});
