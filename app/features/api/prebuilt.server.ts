import { apiCatalogue } from "./catalogue.server";
import { openApiDocument } from "./openapi.server";

// The generator list and the OpenAPI document change only when the code does, yet computing them
// took 150 ms a request (issue 32). `npm run build` writes both into the static files
// (build-tools/api-documents.ts) for the site's configuration, and the endpoints answer with
// those bytes; a deployment whose DOMAIN_NAME or APP_NAME differs from the build's, `npm run dev`
// and the route-module tests have no such file and compute them as before.

/** A site's configuration as far as the two documents depend on it. */
export interface DocumentsConfig {
  origin: string;
  appName: string;
}

/** The two documents, by the name of their file. */
export const API_DOCUMENTS = {
  catalogue: "generators.json",
  openApi: "openapi.json",
} as const;

export type ApiDocumentName = keyof typeof API_DOCUMENTS;

/** Where the build puts the prebuilt documents, under build/client (served as static files). */
export const PREBUILT_DIRECTORY = "/prebuilt-api";

/** A document as JSON text, computed from the registry. */
export async function apiDocumentText(
  name: ApiDocumentName,
  { origin, appName }: DocumentsConfig,
): Promise<string> {
  const document =
    name === "catalogue" ? await apiCatalogue(origin) : await openApiDocument({ origin, appName });
  return JSON.stringify(document);
}

/**
 * The static path of a document prebuilt for this configuration: its folder is named by a hash
 * of the origin and the site's name, so a deployment configured otherwise finds none.
 */
export async function prebuiltPath(
  name: ApiDocumentName,
  { origin, appName }: DocumentsConfig,
): Promise<string> {
  const key = new TextEncoder().encode(JSON.stringify([origin, appName]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", key));
  const hex = [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${PREBUILT_DIRECTORY}/${hex}/${API_DOCUMENTS[name]}`;
}
