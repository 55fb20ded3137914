import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { DataSource } from "../data-sources";
import { packageDirectory } from "../package-directory";

/** The cat names of `cat-names`, as the package lists them. */
const source: DataSource = {
  name: "cat-names",
  package: "cat-names",
  licence: "MIT",
  description: "The 100 popular cat names of `cat-names`, in the package's (alphabetical) order.",
  entryType: "string",
  build() {
    const dir = packageDirectory("cat-names");
    return JSON.parse(readFileSync(join(dir, "cat-names.json"), "utf8")) as string[];
  },
};

export default source;
