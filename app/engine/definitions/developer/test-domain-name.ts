import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, type Template } from "../../shared/combinations";
import { loadNameWords } from "../../shared/names";

/** Names RFC 2606 and RFC 6761 reserve, so they never point at someone's real site. */
const SUFFIXES = {
  test: { label: ".test", endings: ["test"] },
  example: { label: ".example", endings: ["example"] },
  invalid: { label: ".invalid (never resolves)", endings: ["invalid"] },
  localhost: { label: ".localhost (this machine)", endings: ["localhost"] },
  subdomain: {
    label: "Subdomain of example.com/.org/.net",
    endings: ["example.com", "example.org", "example.net"],
  },
} as const;

/** A word as part of a DNS label: lowercase letters and digits only. */
const asLabel = (word: string) =>
  word
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

export default defineGenerator({
  id: "test-domain-name",
  title: "Test Domain Name Generator",
  category: "developer",
  iconText: "🔗",
  description:
    "Domain names that are safe in docs, configs and tests: under the reserved .test, .example, .invalid or .localhost names, or as subdomains of example.com, like brave-otter.test.",
  keywords: [
    "test domain name",
    "fake domain generator",
    "example domain",
    "random domain name",
    "reserved tld",
  ],
  algorithm:
    "Every domain is equally likely: a uniform index (Random.int) into all combinations of adjective × noun (or the noun alone) × reserved ending, decoded into one word of each list; with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    suffix: select({
      label: "Under",
      options: Object.entries(SUFFIXES).map(([value, { label }]) => ({
        value: value as keyof typeof SUFFIXES,
        label,
      })),
      default: "test",
    }),
    words: select({
      label: "Name",
      options: [
        { value: "two", label: "Two words (brave-otter)" },
        { value: "one", label: "One word (otter)" },
      ],
      default: "two",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () =>
    loadNameWords().then(({ adjectives, nouns }) => ({
      adjectives: [...new Set(adjectives.map(asLabel))].filter(Boolean),
      nouns: [...new Set(nouns.map(asLabel))].filter(Boolean),
    })),
  generate(random, { suffix, words, count, unique }, { adjectives, nouns }) {
    const endings = SUFFIXES[suffix].endings;
    const templates: Template[] =
      words === "two"
        ? [
            {
              style: "two",
              lists: [adjectives, nouns, endings],
              render: ([a, n, e]) => `${a}-${n}.${e}`,
            },
          ]
        : [{ style: "one", lists: [nouns, endings], render: ([n, e]) => `${n}.${e}` }];
    const { names, notes } = drawNames(random, templates, count, unique, "domain names");
    return {
      values: names.map(({ text, words: parts }) => {
        const ending = parts.at(-1) ?? "";
        return { text, data: { label: text.slice(0, -ending.length - 1), reserved: ending } };
      }),
      notes,
      summary: "Reserved names (RFC 2606, RFC 6761): none of them can belong to a real site.",
    };
  },
});
