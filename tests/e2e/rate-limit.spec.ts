import { startServer, type Server } from "../../bench/support";
import { MISCONFIGURED_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

// The public API's quota, seen through the served site (issue 32, point 2): a deployment whose
// wrangler.toml allows 3 requests a minute. Every answer says what is left in the IETF RateLimit
// headers, the fourth is a 429 that says when to come back, and the MCP server draws on the same
// quota. (That the window slides, holding the rate across a boundary, is shown on a fake clock
// in app/features/api/rate-limit.server.test.ts: here it would mean waiting a minute.)

const PORT = MISCONFIGURED_PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LIMIT = 3;
const PERIOD = 60;

let server: Server | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startServer(PORT, [
    "--binding",
    `API_RATE_LIMIT=${LIMIT}`,
    "--binding",
    `API_RATE_PERIOD=${PERIOD}`,
  ]);
});

test.afterAll(async () => {
  await server?.stop();
});

test("the quota counts down in the RateLimit headers, then a 429 says when to come back, for the API and MCP alike", async ({
  request,
}) => {
  const run = `${ORIGIN}/api/v1/generators/random-number?min=1&max=6`;
  for (let sent = 1; sent <= LIMIT; sent += 1) {
    // A bad request counts too: the quota is of requests, not of good ones.
    const response = await request.get(sent === 2 ? `${run}&count=0` : run);
    expect(response.status()).toBe(sent === 2 ? 400 : 200);
    expect(response.headers()["ratelimit-policy"]).toBe(`"api";q=${LIMIT};w=${PERIOD}`);
    const left = /^"api";r=(\d+);t=(\d+)$/.exec(response.headers()["ratelimit"] ?? "");
    expect(left?.[1], `request ${sent}`).toBe(String(LIMIT - sent));
    expect(Number(left?.[2])).toBeGreaterThan(0);
    expect(Number(left?.[2])).toBeLessThanOrEqual(PERIOD);
  }

  const refused = await request.get(run);
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(PERIOD);
  expect(refused.headers()["ratelimit"]).toMatch(/^"api";r=0;t=\d+$/);
  const { error } = (await refused.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe("rate_limited");
  expect(error.message).toMatch(/\S/);

  // The MCP server is the same API for agents: its calls are refused by the same quota.
  const mcp = await request.post(`${ORIGIN}/mcp`, {
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
    data: { jsonrpc: "2.0", id: 1, method: "tools/list" },
  });
  expect(mcp.status()).toBe(429);
  expect(mcp.headers()["ratelimit"]).toMatch(/^"api";r=0;t=\d+$/);
});
