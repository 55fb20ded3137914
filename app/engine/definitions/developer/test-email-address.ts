import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, type Template } from "../../shared/combinations";
import { loadFirstNames, loadLastNames, loadNameWords } from "../../shared/names";

/** The domains RFC 2606 reserves for documentation and tests: mail sent there goes nowhere. */
const DOMAINS = {
  "example.com": ["example.com"],
  "example.org": ["example.org"],
  "example.net": ["example.net"],
  any: ["example.com", "example.org", "example.net"],
  test: ["mail.test", "inbox.test", "users.test", "staging.test", "qa.test", "demo.test"],
} as const;

type Style = "any" | "dotted" | "initial" | "words";

/** A name as it can stand in an address: ASCII letters only, lowercase (O'Brien → obrien). */
function asLocalPart(name: string): string {
  return name
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

const distinct = (items: readonly string[]) => [...new Set(items.map(asLocalPart))].filter(Boolean);

export default defineGenerator({
  id: "test-email-address",
  title: "Test Email Address Generator",
  category: "developer",
  iconText: "📧",
  description:
    "Fake but well-formed email addresses at the reserved example.com, example.org, example.net or .test domains (RFC 2606), so test data never mails a real person.",
  keywords: [
    "fake email generator",
    "test email address",
    "dummy email",
    "example.com email",
    "random email",
  ],
  algorithm:
    "Every address the chosen style and domain can make is equally likely: a uniform index (Random.int) into all combinations of first name (or initial) × surname, or adjective × noun, × domain, decoded into one entry of each list; with No repeats, distinct indices (Random.distinctInts). Names are the catalogue's first-name and surname lists reduced to ASCII letters.",
  version: 1,
  inputs: {
    style: select({
      label: "Style",
      options: [
        { value: "any", label: "Any style" },
        { value: "dotted", label: "first.last@" },
        { value: "initial", label: "flast@" },
        { value: "words", label: "adjective.noun@" },
      ],
      default: "dotted",
    }),
    domain: select({
      label: "Domain",
      options: [
        { value: "example.com", label: "example.com" },
        { value: "example.org", label: "example.org" },
        { value: "example.net", label: "example.net" },
        { value: "any", label: "Any of the three example domains" },
        { value: "test", label: "A .test domain (mail.test, qa.test…)" },
      ],
      default: "example.com",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () =>
    Promise.all([loadFirstNames(), loadLastNames(), loadNameWords()]).then(
      ([firsts, lasts, words]) => ({
        firsts: distinct(firsts.map((f) => f.name)),
        lasts: distinct(lasts),
        adjectives: distinct(words.adjectives),
        nouns: distinct(words.nouns),
      }),
    ),
  generate(random, { style, domain, count, unique }, { firsts, lasts, adjectives, nouns }) {
    const domains = DOMAINS[domain];
    const initials = [...new Set(firsts.map((f) => f.charAt(0)))];
    const all: Record<Exclude<Style, "any">, Template> = {
      dotted: {
        style: "first.last",
        lists: [firsts, lasts, domains],
        render: ([f, l, d]) => `${f}.${l}@${d}`,
      },
      initial: {
        style: "flast",
        lists: [initials, lasts, domains],
        render: ([i, l, d]) => `${i}${l}@${d}`,
      },
      words: {
        style: "adjective.noun",
        lists: [adjectives, nouns, domains],
        render: ([a, n, d]) => `${a}.${n}@${d}`,
      },
    };
    const templates = style === "any" ? Object.values(all) : [all[style]];
    const { names, notes } = drawNames(random, templates, count, unique, "addresses");
    return {
      values: names.map(({ text, style: shape }) => {
        const [local = "", host = ""] = text.split("@");
        return { text, data: { local, domain: host, style: shape } };
      }),
      notes,
      summary: "Reserved test domains (RFC 2606): these addresses never reach a real mailbox.",
    };
  },
});
