import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Where a package is installed, also for packages whose `exports` hide package.json. */
export function packageDirectory(name: string): string {
  const require = createRequire(import.meta.url);
  const paths = require.resolve.paths(name) ?? [];
  for (const dir of [join(ROOT, "node_modules"), ...paths]) {
    if (existsSync(join(dir, name, "package.json"))) return join(dir, name);
  }
  throw new Error(`Package ${name} is not installed`);
}
