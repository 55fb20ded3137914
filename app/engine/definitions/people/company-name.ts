import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, type Template } from "../../shared/combinations";
import type wordLists from "../../data/company-name-words";

type Words = typeof wordLists;

const LEGAL_FORMS = {
  none: [""],
  us: [" Inc.", " LLC", " Corp."],
  uk: [" Ltd", " PLC", " LLP"],
  de: [" GmbH", " AG"],
  fr: [" SA", " SARL", " SAS"],
  any: [" Inc.", " LLC", " Ltd", " PLC", " GmbH", " AG", " SA", " Pty Ltd", " Co."],
} as const;

function templates(w: Words, legal: keyof typeof LEGAL_FORMS, industry: boolean): Template[] {
  const forms = LEGAL_FORMS[legal];
  return industry
    ? [
        {
          style: "Brand Industry",
          lists: [w.prefixes, w.suffixes, w.industries, forms],
          render: ([p, s, i, f]) => `${p}${s} ${i}${f}`,
        },
      ]
    : [
        {
          style: "Brand",
          lists: [w.prefixes, w.suffixes, forms],
          render: ([p, s, f]) => `${p}${s}${f}`,
        },
      ];
}

export default defineGenerator({
  id: "company-name",
  title: "Company Name Generator",
  category: "people",
  iconText: "🏢",
  description:
    "Made-up company names like Bluepine Analytics Ltd or Ironbrook Foods GmbH, for fiction, mock-ups and test data, with the legal form of the country you choose. Clearly fictional: no real firm is listed.",
  keywords: [
    "company name generator",
    "fake company name",
    "business name generator",
    "brand name ideas",
    "fictional company",
  ],
  algorithm:
    "Every name is equally likely: a uniform index (Random.int) into all combinations of brand prefix × suffix (× industry) × legal form, decoded into one word of each list; with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    legal: select({
      label: "Legal form",
      options: [
        { value: "none", label: "None" },
        { value: "us", label: "US (Inc., LLC, Corp.)" },
        { value: "uk", label: "UK (Ltd, PLC, LLP)" },
        { value: "de", label: "Germany (GmbH, AG)" },
        { value: "fr", label: "France (SA, SARL, SAS)" },
        { value: "any", label: "Any" },
      ],
      default: "none",
    }),
    industry: toggle({ label: "Say what it does (Analytics, Foods…)", default: true }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/company-name-words").then((m) => m.default),
  generate(random, { legal, industry, count, unique }, words) {
    const { names, notes } = drawNames(
      random,
      templates(words, legal, industry),
      count,
      unique,
      "company names",
    );
    return {
      values: names.map(({ text, words: [prefix = "", suffix = "", ...rest] }) => {
        const form = (rest.at(-1) ?? "").trim();
        return {
          text,
          data: {
            brand: `${prefix}${suffix}`,
            industry: industry ? (rest[0] ?? "") : "",
            legalForm: form,
          },
        };
      }),
      notes,
    };
  },
});
