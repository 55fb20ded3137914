import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import * as hooks from "../app/features/accounts/clerk-remix-hooks";

/** Every `name` read as `x.name` of a `var x = require("@remix-run/react")` in Clerk's code. */
function namesClerkReads(): Set<string> {
  const root = path.resolve("node_modules/@clerk/remix/dist");
  const names = new Set<string>();
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".js") && !file.includes("__tests__"),
  );
  for (const file of files) {
    const code = readFileSync(path.join(root, file), "utf8");
    for (const [, variable] of code.matchAll(/var (\w+) = require\("@remix-run\/react"\)/g)) {
      for (const [, name] of code.matchAll(new RegExp(`\\b${variable}\\.(\\w+)`, "g"))) {
        names.add(name!);
      }
    }
  }
  return names;
}

describe("the Remix hooks given to @clerk/remix", () => {
  it("are every name Clerk reads from @remix-run/react", () => {
    const read = namesClerkReads();
    // Clerk's sign-in chrome needs at least the router's location and navigation.
    expect(read.has("useNavigate")).toBe(true);
    const missing = [...read].filter((name) => !(name in hooks));
    expect(missing, "add these to app/features/accounts/clerk-remix-hooks.ts").toEqual([]);
  });
});
