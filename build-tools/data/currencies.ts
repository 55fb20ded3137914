import { createRequire } from "node:module";

import type { DataSource } from "../data-sources";

/** ISO 4217 codes that are not money people spend: metals, bond units, fund codes, test codes. */
const NOT_CURRENCIES =
  /^X(A[GU]|B[A-D]|DR|PD|PT|TS|UA|XX|SU)$|^(BOV|CHE|CHW|CLF|COU|MXV|USN|UYI|UYW)$/;

const source: DataSource = {
  name: "currencies",
  package: "currency-codes",
  licence: "MIT",
  description:
    "ISO 4217 currencies in use (no precious metals, bond units, fund or test codes): code, number, minor digits, name and where it is used.",
  entryType:
    "{ code: string; number: string; digits: number; name: string; countries: readonly string[] }",
  build() {
    const { data } = createRequire(import.meta.url)("currency-codes") as {
      data: {
        code: string;
        number: string;
        digits: number;
        currency: string;
        countries: string[];
      }[];
    };
    return data
      .filter((c) => !NOT_CURRENCIES.test(c.code))
      .map((c) => ({
        code: c.code,
        number: c.number,
        digits: c.digits,
        name: c.currency,
        countries: c.countries,
      }))
      .sort((a, b) => a.code.localeCompare(b.code));
  },
};

export default source;
