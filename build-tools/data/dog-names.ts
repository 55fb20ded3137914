import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { DataSource } from "../data-sources";
import { packageDirectory } from "../package-directory";

/** The dog names of `dog-names`, female then male, each list in the package's order. */
const source: DataSource = {
  name: "dog-names",
  package: "dog-names",
  licence: "MIT",
  description:
    "The 100 most popular female and 100 most popular male dog names of `dog-names`, most popular first; a name on both lists is kept once, as either sex.",
  entryType: '{ name: string; sex: "female" | "male" | "either" }',
  build() {
    const dir = packageDirectory("dog-names");
    const read = (file: string) => JSON.parse(readFileSync(join(dir, file), "utf8")) as string[];
    const female = read("female-dog-names.json");
    const male = read("male-dog-names.json");
    const both = new Set(female.filter((n) => male.includes(n)));
    return [
      ...female.map((name) => ({ name, sex: both.has(name) ? "either" : "female" })),
      ...male.filter((n) => !both.has(n)).map((name) => ({ name, sex: "male" })),
    ];
  },
};

export default source;
