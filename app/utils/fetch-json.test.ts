import { describe, expect, it } from "vitest";

import { errorMessageOf, fetchJson } from "./fetch-json";

describe("fetchJson", () => {
  it("sends JSON same-origin and reads the JSON answer", async () => {
    let seen: RequestInit | undefined;
    const answer = await fetchJson(
      "/resources/x",
      { method: "POST", body: "{}" },
      async (_, init) => {
        seen = init;
        return Response.json({ id: "a" }, { status: 201 });
      },
    );
    expect(answer).toEqual({ reached: true, ok: true, status: 201, body: { id: "a" } });
    expect(seen?.credentials).toBe("same-origin");
    expect(seen?.headers).toEqual({
      Accept: "application/json",
      "Content-Type": "application/json",
    });
  });

  it("reads a body that is not JSON as null, and keeps the status", async () => {
    const answer = await fetchJson("/x", {}, async () => new Response("<html>", { status: 502 }));
    expect(answer).toEqual({ reached: true, ok: false, status: 502, body: null });
  });

  it("answers reached: false when the connection fails", async () => {
    const answer = await fetchJson("/x", {}, async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(answer).toEqual({ reached: false });
  });
});

describe("errorMessageOf", () => {
  it("reads the message of an error answer, and nothing else", () => {
    expect(errorMessageOf({ error: { message: "Too many." } })).toBe("Too many.");
    expect(errorMessageOf({ error: { message: 3 } })).toBeNull();
    expect(errorMessageOf(null)).toBeNull();
  });
});
