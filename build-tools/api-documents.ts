// The API's generator list and OpenAPI document, from the registry, for the site's configuration
// (wrangler.toml's [vars], which Pages deploys with the build). Run by vite-node, as the
// documents import modules only Vite can load (`import.meta.glob`):
//
//   npm run build:api      writes both into build/client as static files, after `remix vite:build`
//                          has made it, so the endpoints answer them without computing them
//                          (app/features/api/prebuilt.server.ts);
//   npm run lint:openapi   writes the OpenAPI document to node_modules/.cache/openapi and lints it
//                          with Redocly's recommended rules (redocly.yaml) and Spectral's
//                          spectral:oas ruleset (.spectral.yaml); any error fails.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { unstable_readConfig } from "wrangler";

import {
  API_DOCUMENTS,
  apiDocumentText,
  prebuiltPath,
  type ApiDocumentName,
  type DocumentsConfig,
} from "../app/features/api/prebuilt.server";
import { parseSiteConfig } from "../app/features/shell/site-config.server";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(ROOT, "node_modules", ".bin");

/** The site's configuration as wrangler.toml's [vars] give it. */
function wranglerConfig(): DocumentsConfig {
  const { vars } = unstable_readConfig({ config: join(ROOT, "wrangler.toml") });
  const { origin, appName } = parseSiteConfig(vars);
  return { origin, appName };
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

async function writeStaticFiles(config: DocumentsConfig): Promise<void> {
  for (const name of Object.keys(API_DOCUMENTS) as ApiDocumentName[]) {
    const path = await prebuiltPath(name, config);
    write(join(ROOT, "build", "client", path), await apiDocumentText(name, config));
    console.log(`[api-documents] build/client${path} for ${config.origin}`);
  }
}

/** Lints the document with both linters; true when neither reports an error. */
async function lint(config: DocumentsConfig): Promise<boolean> {
  const file = join(ROOT, "node_modules", ".cache", "openapi", API_DOCUMENTS.openApi);
  write(file, await apiDocumentText("openApi", config));
  const run = (command: string, args: string[]) =>
    spawnSync(join(BIN, command), args, {
      cwd: ROOT,
      stdio: "inherit",
      // No telemetry, no update check: the linters run offline, in CI too.
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    }).status === 0;
  const redocly = run("redocly", ["lint", "--format", "summary", file]);
  const spectral = run("spectral", ["lint", "--fail-severity", "error", file]);
  return redocly && spectral;
}

const config = wranglerConfig();
if (process.argv.includes("--lint")) {
  if (!(await lint(config))) process.exit(1);
} else {
  await writeStaticFiles(config);
}
