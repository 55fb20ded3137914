import { createRequire } from "node:module";

import type { DataSource } from "../data-sources";

const require = createRequire(import.meta.url);

/** The HTTP status codes and reason phrases of `statuses`, in code order. */
const source: DataSource = {
  name: "http-statuses",
  package: "statuses",
  licence: "MIT",
  description:
    "Every HTTP status code `statuses` knows with its reason phrase (IANA's registry, plus 418 and 509), by code.",
  entryType: "{ code: number; reason: string }",
  build() {
    const { message } = require("statuses") as { message: Record<string, string> };
    return Object.entries(message)
      .map(([code, reason]) => ({ code: Number(code), reason }))
      .sort((a, b) => a.code - b.code);
  },
};

export default source;
