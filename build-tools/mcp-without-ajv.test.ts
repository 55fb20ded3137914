import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import * as replacement from "../app/features/mcp/no-client-schemas.server";

/** Every name an SDK module imports from its Ajv validator module. */
function namesTheSdkImports(): Set<string> {
  const root = path.resolve("node_modules/@modelcontextprotocol/sdk/dist/esm");
  const names = new Set<string>();
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js"),
  );
  for (const file of files) {
    const code = readFileSync(path.join(root, file), "utf8");
    for (const [, list] of code.matchAll(
      /import \{([^}]+)\} from '[./]+\/?validation\/ajv-provider\.js'/g,
    )) {
      for (const name of list!.split(",")) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe("the module given to the MCP SDK in place of its Ajv validator", () => {
  it("exports every name the SDK imports from it", () => {
    const imported = namesTheSdkImports();
    expect(imported.has("AjvJsonSchemaValidator")).toBe(true);
    const missing = [...imported].filter((name) => !(name in replacement));
    expect(missing, "add these to app/features/mcp/no-client-schemas.server.ts").toEqual([]);
  });

  it("refuses every schema, since the server asks clients for no input", () => {
    expect(() => new replacement.NoClientSchemas().getValidator()).toThrow(
      /asks clients for no input/,
    );
  });
});
