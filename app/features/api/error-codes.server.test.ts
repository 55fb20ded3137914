import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { API_ERROR_CODES } from "./error-codes.server";
import { openApiDocument } from "./openapi.server";

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Every source file under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * The files whose errors the public API can answer: the api feature itself, and every file
 * that defines an endpoint of the API (one of API_ENDPOINTS').
 */
const API_SOURCES = sources(APP).filter(
  (file) =>
    file.startsWith(path.join(APP, "features", "api")) ||
    readFileSync(file, "utf8").includes("API_ENDPOINTS."),
);

/** The codes these files pass to apiError. */
function codesSent(): Set<string> {
  const codes = new Set<string>();
  for (const file of API_SOURCES) {
    for (const match of readFileSync(file, "utf8").matchAll(/apiError\(\s*[^,()]+,\s*"(\w+)"/g)) {
      codes.add(match[1] ?? "");
    }
  }
  return codes;
}

describe("the API's error codes", () => {
  it("are exactly the codes its own code sends, each marked api in ERROR_CODES", () => {
    expect(API_SOURCES.some((file) => file.endsWith("draws-api.server.ts"))).toBe(true);
    expect([...codesSent()].sort()).toEqual(API_ERROR_CODES.map(({ code }) => code).sort());
  });

  it("are the enum of the OpenAPI document's Error schema, cross_origin among them", async () => {
    const document = (await openApiDocument({
      origin: "https://randomly.test",
      appName: "Randomly",
    })) as {
      components: {
        schemas: { Error: { properties: { error: { properties: { code: { enum: string[] } } } } } };
      };
    };
    const documented = document.components.schemas.Error.properties.error.properties.code.enum;
    expect(documented).toEqual(API_ERROR_CODES.map(({ code }) => code));
    expect(documented).toContain("cross_origin");
  });
});
