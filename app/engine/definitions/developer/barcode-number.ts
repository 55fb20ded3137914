import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";
import { gs1CheckDigit } from "../../shared/check-digits";

const digits = (random: Random, n: number) =>
  Array.from({ length: n }, () => random.int(0, 9)).join("");

/**
 * Payload length of each symbol and its restricted-circulation prefixes (GS1 General
 * Specifications §1.4.9: numbers for use inside a company or a shop, never on a product sold
 * elsewhere): GS1 prefixes 020–029, 040–049 and 200–299; UPC-A number systems 2 and 4; GS1-8
 * prefix 2.
 */
const KINDS = {
  ean13: {
    label: "EAN-13",
    payload: 12,
    restricted: [
      ...Array.from({ length: 10 }, (_, i) => `02${i}`),
      ...Array.from({ length: 10 }, (_, i) => `04${i}`),
      ...Array.from({ length: 100 }, (_, i) => String(200 + i)),
    ],
  },
  upca: { label: "UPC-A", payload: 11, restricted: ["2", "4"] },
  ean8: { label: "EAN-8", payload: 7, restricted: ["2"] },
} as const;

export default defineGenerator({
  id: "barcode-number",
  title: "Random Barcode Number (EAN-13, UPC-A)",
  category: "developer",
  iconText: "🏷️",
  description:
    "EAN-13, UPC-A and EAN-8 numbers with a valid check digit, by default from the in-store ranges that no product on sale uses.",
  keywords: ["ean-13", "upc", "barcode number", "gtin", "ean-8"],
  algorithm:
    "For in-store numbers, a restricted-circulation prefix is a uniform pick (Random.pick); a symbol's prefixes all have the same length, so every in-store number is equally likely. The other digits are unbiased random digits (Random.int), and the GS1 mod-10 check digit (weights 3 and 1 from the right) ends the number.",
  version: 1,
  inputs: {
    kind: select({
      label: "Symbol",
      options: [
        { value: "ean13", label: "EAN-13" },
        { value: "upca", label: "UPC-A" },
        { value: "ean8", label: "EAN-8" },
      ],
      default: "ean13",
    }),
    inStore: toggle({
      label: "In-store numbers only",
      help: "Restricted-circulation prefixes (EAN-13 020–029, 040–049, 200–299; UPC-A 2 and 4; EAN-8 2), which no product on sale carries.",
      default: true,
    }),
    count: count(5),
  },
  generate(random, { kind, inStore, count }) {
    const { label, payload, restricted } = KINDS[kind];
    const values = Array.from({ length: count }, () => {
      // Every restricted prefix of a kind has the same length, so a uniform prefix then uniform
      // digits makes every number of the union equally likely.
      const prefix = inStore ? random.pick(restricted) : "";
      const body = prefix + digits(random, payload - prefix.length);
      const check = gs1CheckDigit(body);
      return {
        text: `${body}${check}`,
        data: { symbol: label, checkDigit: check, inStore },
      };
    });
    return { values };
  },
});
