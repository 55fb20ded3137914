import type { HttpMethod } from "./endpoint.server";

// Every address of the public API with the methods it answers. The routes define their
// endpoints from these entries (so Allow and the preflight say exactly this), and the OpenAPI
// document lists exactly these paths and methods (./openapi.server.ts): an address added here
// without its operations fails the typecheck there.

/** The API's base path; every address of the API starts with it. */
export const API_BASE = "/api/v1";
/** The API's guide, and its section on the terms of use (the OpenAPI document's licence). */
export const API_GUIDE_PATH = "/docs/api";
export const API_TERMS_ANCHOR = "terms";

interface ApiEndpointEntry {
  /** The address as OpenAPI writes it, `{name}` for a path parameter. */
  path: string;
  audience: "api";
  methods: readonly HttpMethod[];
}

export const API_ENDPOINTS = {
  listGenerators: { path: `${API_BASE}/generators`, audience: "api", methods: ["GET"] },
  openApi: { path: `${API_BASE}/openapi.json`, audience: "api", methods: ["GET"] },
  runGenerator: { path: `${API_BASE}/generators/{id}`, audience: "api", methods: ["GET", "POST"] },
  createDraw: { path: `${API_BASE}/draws`, audience: "api", methods: ["POST"] },
  readDraw: { path: `${API_BASE}/draws/{id}`, audience: "api", methods: ["GET"] },
  proveEntry: { path: `${API_BASE}/draws/{id}/proof`, audience: "api", methods: ["GET"] },
} as const satisfies Record<string, ApiEndpointEntry>;

export type ApiEndpointName = keyof typeof API_ENDPOINTS;
