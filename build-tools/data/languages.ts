import { createRequire } from "node:module";

import type { DataSource } from "../data-sources";

const source: DataSource = {
  name: "languages",
  package: "iso-639-1",
  licence: "MIT",
  description: "The ISO 639-1 languages: two-letter code, English name and native name, by code.",
  entryType: "{ code: string; name: string; nativeName: string }",
  build() {
    const iso = createRequire(import.meta.url)("iso-639-1") as {
      getAllCodes(): string[];
      getLanguages(codes: string[]): { code: string; name: string; nativeName: string }[];
    };
    return iso
      .getLanguages(iso.getAllCodes())
      .map(({ code, name, nativeName }) => ({ code, name, nativeName }))
      .sort((a, b) => a.code.localeCompare(b.code));
  },
};

export default source;
