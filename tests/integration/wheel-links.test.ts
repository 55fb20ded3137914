import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { MAX_WHEEL_TEXT_BYTES, WHEEL_MESSAGES } from "~/features/wheel/wheel";
import { WHEEL_LINK_MESSAGES, WHEEL_LINKS_PER_MINUTE } from "~/features/wheel/wheel-links";
import { readWheelLink, storeWheelLink } from "~/features/wheel/wheel-links.server";
import { readSharedWheel } from "~/features/wheel/wheel-lists.server";
import * as links from "~/routes/resources.wheel-links";
import * as shortLink from "~/routes/w.$linkId";

import { startLocalD1 } from "./d1";
import { ORIGIN, callRoute } from "./saved-values-routes";

// Short share links (/w/<id>) against a real local D1: anyone may store a wheel's long link,
// the same wheel gets the same id, and the link leads to the wheel page that reads it back.

let d1: Awaited<ReturnType<typeof startLocalD1>>;
let context: AppLoadContext;

beforeAll(async () => {
  d1 = await startLocalD1();
  context = d1.context;
}, 60_000);

afterAll(async () => {
  await d1?.dispose();
});

beforeEach(async () => {
  await d1.db.prepare("DELETE FROM wheel_links").run();
});

/** Each test is its own client, so the per-client limit of one never reaches another. */
let client = 0;
let ip = "";
beforeEach(() => {
  client += 1;
  ip = `198.51.100.${client}`;
});

function share(body: unknown, headers: Record<string, string> = {}, method = "POST") {
  const request = new Request(`${ORIGIN}/resources/wheel-links`, {
    method,
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
    body: method === "GET" ? undefined : JSON.stringify(body),
  });
  return callRoute(method === "GET" ? links.loader : links.action, request, {}, context);
}

async function linkOf(query: string): Promise<{ id: string; path: string }> {
  const response = await share({ query });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; path: string };
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, code: body.error.code, message: body.error.message };
}

const open = (id: string) =>
  callRoute(shortLink.loader, new Request(`${ORIGIN}/w/${id}`), { linkId: id }, context);

const SPUN = "?entries=Ana%0ABen+*2%0A%F0%9F%8E%A1+Cy&duration=3&seed=k3y&v=1&title=Lunch";

describe("short wheel links", () => {
  it("store the long link's query under a random id and lead back to exactly that wheel", async () => {
    const { id, path } = await linkOf(SPUN);
    expect(id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(path).toBe(`/w/${id}`);
    expect(await readWheelLink(d1.db, id)).toBe(SPUN.slice(1));

    const redirect = await open(id);
    expect(redirect.status).toBe(302);
    const target = new URL(redirect.headers.get("Location") ?? "", ORIGIN);
    expect(`${target.pathname}${target.search}`).toBe(`/spin-the-wheel?link=${id}`);
    // The wheel page reads the stored query in place of its own: every field, seed included.
    const { url, problem } = await readSharedWheel(d1.db, target);
    expect(problem).toBeNull();
    expect(url.search).toBe(SPUN);
  });

  it("give the same wheel the same id, and another wheel another", async () => {
    const first = await linkOf(SPUN);
    expect(await linkOf(SPUN)).toEqual(first);
    expect((await linkOf(`${SPUN}x`)).id).not.toBe(first.id);
    const rows = await d1.db
      .prepare("SELECT COUNT(*) AS n FROM wheel_links")
      .first<{ n: number }>();
    expect(rows?.n).toBe(2);
  });

  it("draw another id when the random one is taken", async () => {
    let draws = 0;
    const taken = await storeWheelLink(d1.db, "entries=A", { newId: () => "AAAAAAAAAA" });
    const id = await storeWheelLink(d1.db, "entries=B", {
      newId: () => (draws++ === 0 ? "AAAAAAAAAA" : "BBBBBBBBBB"),
    });
    expect([taken, id]).toEqual(["AAAAAAAAAA", "BBBBBBBBBB"]);
    expect(await readWheelLink(d1.db, id)).toBe("entries=B");
  });

  it("accept entries at the size limit and refuse one byte more with 413", async () => {
    const line = `${"x".repeat(99)}\n`;
    const atLimit = line.repeat(MAX_WHEEL_TEXT_BYTES / line.length);
    const query = (entries: string) => new URLSearchParams({ entries }).toString();
    expect((await share({ query: query(atLimit) })).status).toBe(200);
    expect(await errorOf(await share({ query: query(`${atLimit}y`) }))).toEqual({
      status: 413,
      code: "too_large",
      message: WHEEL_MESSAGES.tooLarge,
    });
  });

  it("refuse a wheel without entries, a body that is not a query, another site, and GET", async () => {
    expect(await errorOf(await share({ query: "duration=3" }))).toEqual({
      status: 400,
      code: "invalid_entries",
      message: WHEEL_LINK_MESSAGES.noEntries,
    });
    expect((await errorOf(await share({ query: 42 }))).message).toBe(
      WHEEL_LINK_MESSAGES.queryNotText,
    );
    expect((await share({ query: SPUN }, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await share(null, {}, "GET")).status).toBe(405);
    const rows = await d1.db
      .prepare("SELECT COUNT(*) AS n FROM wheel_links")
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it(`answer 429 with Retry-After past ${WHEEL_LINKS_PER_MINUTE} a minute from one client, not to others`, async () => {
    for (let i = 0; i < WHEEL_LINKS_PER_MINUTE; i++) {
      expect((await share({ query: `entries=Ana${i}` })).status).toBe(200);
    }
    const refused = await share({ query: "entries=Ana" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toMatch(/^Too many short links: at most 30 a minute/);
    ip = "198.51.100.250";
    expect((await share({ query: "entries=Ana" })).status).toBe(200);
  });

  it("answer 404 with the message for an unknown id or one that could not be an id", async () => {
    for (const id of ["AAAAAAAAAA", "short", "'; DROP TABLE wheel_links; --"]) {
      const response = await open(id);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(WHEEL_LINK_MESSAGES.notFound);
    }
    // On the wheel page an unknown link is a problem it names, and the default wheel is shown.
    const { url, problem } = await readSharedWheel(
      d1.db,
      new URL(`${ORIGIN}/spin-the-wheel?link=AAAAAAAAAA&entries=Sneaky`),
    );
    expect(url.search).toBe("");
    expect(problem?.message).toBe(`${WHEEL_LINK_MESSAGES.notFound} The default wheel is shown.`);
  });
});
