import { defineGenerator } from "../../core/engine";
import { count, integer, select } from "../../core/fields";
import type { Random } from "../../core/random";
import { formatUuid } from "../../shared/identifiers";
import { loadFirstNames, loadLastNames, loadNameWords } from "../../shared/names";

interface Words {
  firstNames: readonly string[];
  lastNames: readonly string[];
  adjectives: readonly string[];
  nouns: readonly string[];
}

type Kind = "string" | "integer" | "boolean" | "date" | "array";
type Json = string | number | boolean | string[];

interface FieldSpec {
  /** The key in camelCase; snake_case is derived from it. */
  key: string;
  kind: Kind;
  make(random: Random, words: Words): Json;
}

const DAY_MS = 86_400_000;
/** Timestamps fall between 2015-01-01 and 2025-12-31 (UTC), never on the run's clock. */
const FROM = Date.UTC(2015, 0, 1);
const TO = Date.UTC(2025, 11, 31, 23, 59, 59);
/** Birth dates fall between 1940-01-01 and 2007-12-31: adults today. */
const BORN_FROM = Date.UTC(1940, 0, 1) / DAY_MS;
const BORN_TO = Date.UTC(2007, 11, 31) / DAY_MS;

const asciiLower = (name: string) =>
  name
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** An instant to the second, ISO 8601 in UTC ("2021-06-03T14:22:05Z"). */
const instant = (random: Random) =>
  new Date(random.int(FROM / 1000, TO / 1000) * 1000).toISOString().replace(".000Z", "Z");
const oneOf = (options: readonly string[]) => (random: Random) => random.pick(options);
const between = (min: number, max: number) => (random: Random) => random.int(min, max);
const chance = (p: number) => (random: Random) => random.bool(p);
/** One to `max` different entries of `options`. */
const someOf = (options: readonly string[], max: number) => (random: Random) =>
  random.sample(options, random.int(1, Math.min(max, options.length)));

/** The keys an object may hold, in the order they appear in it (ids first, times last). */
const FIELDS: readonly FieldSpec[] = [
  { key: "id", kind: "integer", make: between(1, 99_999) },
  { key: "uuid", kind: "string", make: (r) => formatUuidV4(r) },
  { key: "firstName", kind: "string", make: (r, w) => r.pick(w.firstNames) },
  { key: "lastName", kind: "string", make: (r, w) => r.pick(w.lastNames) },
  {
    key: "fullName",
    kind: "string",
    make: (r, w) => `${r.pick(w.firstNames)} ${r.pick(w.lastNames)}`,
  },
  {
    key: "username",
    kind: "string",
    make: (r, w) => `${r.pick(w.adjectives)}_${r.pick(w.nouns)}${r.int(1, 99)}`,
  },
  {
    key: "email",
    kind: "string",
    make: (r, w) =>
      `${asciiLower(r.pick(w.firstNames))}.${asciiLower(r.pick(w.lastNames))}@example.com`,
  },
  {
    key: "title",
    kind: "string",
    make: (r, w) => `${capitalize(r.pick(w.adjectives))} ${r.pick(w.nouns)}`,
  },
  { key: "slug", kind: "string", make: (r, w) => `${r.pick(w.adjectives)}-${r.pick(w.nouns)}` },
  {
    key: "status",
    kind: "string",
    make: oneOf(["active", "pending", "suspended", "archived", "draft"]),
  },
  { key: "role", kind: "string", make: oneOf(["owner", "admin", "editor", "viewer", "guest"]) },
  { key: "plan", kind: "string", make: oneOf(["free", "basic", "pro", "team", "enterprise"]) },
  {
    key: "country",
    kind: "string",
    make: oneOf([
      "US",
      "GB",
      "CA",
      "AU",
      "IE",
      "NZ",
      "DE",
      "FR",
      "ES",
      "IT",
      "NL",
      "SE",
      "JP",
      "BR",
      "IN",
      "MX",
      "ZA",
      "NG",
    ]),
  },
  {
    key: "language",
    kind: "string",
    make: oneOf(["en", "fr", "de", "es", "it", "pt", "nl", "sv", "ja", "zh", "hi", "ar"]),
  },
  {
    key: "currency",
    kind: "string",
    make: oneOf(["USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "INR", "BRL", "MXN"]),
  },
  { key: "website", kind: "string", make: (r, w) => `https://${r.pick(w.nouns)}.example.org/` },
  {
    key: "color",
    kind: "string",
    make: (r) => `#${r.int(0, 0xffffff).toString(16).padStart(6, "0")}`,
  },
  { key: "age", kind: "integer", make: between(18, 90) },
  { key: "quantity", kind: "integer", make: between(1, 100) },
  { key: "priceCents", kind: "integer", make: between(99, 99_999) },
  { key: "rating", kind: "integer", make: between(1, 5) },
  { key: "score", kind: "integer", make: between(0, 100) },
  { key: "views", kind: "integer", make: between(0, 250_000) },
  { key: "version", kind: "integer", make: between(1, 30) },
  { key: "isActive", kind: "boolean", make: chance(0.5) },
  { key: "isVerified", kind: "boolean", make: chance(0.5) },
  { key: "isAdmin", kind: "boolean", make: chance(0.5) },
  { key: "newsletter", kind: "boolean", make: chance(0.5) },
  { key: "published", kind: "boolean", make: chance(0.5) },
  { key: "tags", kind: "array", make: (r, w) => r.sample(w.nouns, r.int(1, 5)) },
  {
    key: "permissions",
    kind: "array",
    make: someOf(["read", "write", "delete", "share", "invite", "billing"], 4),
  },
  {
    key: "languages",
    kind: "array",
    make: someOf(["en", "fr", "de", "es", "it", "pt", "ja", "zh"], 3),
  },
  {
    key: "favoriteColors",
    kind: "array",
    make: someOf(
      ["red", "orange", "yellow", "green", "blue", "purple", "pink", "black", "white"],
      3,
    ),
  },
  {
    key: "birthDate",
    kind: "date",
    make: (r) => new Date(r.int(BORN_FROM, BORN_TO) * DAY_MS).toISOString().slice(0, 10),
  },
  { key: "createdAt", kind: "date", make: instant },
  { key: "updatedAt", kind: "date", make: instant },
  { key: "lastLoginAt", kind: "date", make: instant },
  { key: "publishedAt", kind: "date", make: instant },
];

/** A version 4 UUID: 16 random bytes (Random.bytes) with the version and variant bits set. */
function formatUuidV4(random: Random): string {
  const b = random.bytes(16);
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  return formatUuid(b, false);
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const MAX_FIELDS = 20;

export default defineGenerator({
  id: "json-object",
  title: "Random JSON Object",
  category: "developer",
  iconText: "🧾",
  description:
    "Sample JSON objects with realistic keys and typed values (names, emails, numbers, true/false, ISO dates and arrays of strings), pretty-printed or compact, for mock APIs, fixtures and docs.",
  keywords: [
    "random json",
    "json generator",
    "mock json",
    "fake json data",
    "sample json",
    "json object",
  ],
  algorithm: `Each object takes a uniform choice of distinct keys (Random.sample) from ${FIELDS.length} realistic ones, kept in a natural order (ids first, times last). Each value is drawn from its own range: names and words are uniform picks (Random.pick) from the site's name and word lists, numbers and timestamps uniform integers (Random.int), booleans fair coins (Random.bool), tags distinct picks (Random.sample), and a UUID 16 random bytes (Random.bytes).`,
  version: 1,
  inputs: {
    fields: integer({ label: "Fields", min: 1, max: MAX_FIELDS, default: 6 }),
    keys: select({
      label: "Key style",
      options: [
        { value: "camel", label: "camelCase (firstName)" },
        { value: "snake", label: "snake_case (first_name)" },
      ],
      default: "camel",
    }),
    format: select({
      label: "Format",
      options: [
        { value: "pretty", label: "Pretty (indented)" },
        { value: "compact", label: "Compact (one line)" },
      ],
      default: "pretty",
    }),
    count: count(1, { max: 100, reason: "each object can fill a screen" }),
  },
  load: () =>
    Promise.all([loadFirstNames(), loadLastNames(), loadNameWords()]).then(
      ([first, lastNames, { adjectives, nouns }]): Words => ({
        firstNames: first.map((f) => f.name),
        lastNames,
        adjectives,
        nouns,
      }),
    ),
  generate(random, { fields, keys, format, count }, words) {
    const order = new Map(FIELDS.map((f, i) => [f, i]));
    const values = Array.from({ length: count }, () => {
      const chosen = random
        .sample(FIELDS, fields)
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      const object: Record<string, Json> = {};
      for (const field of chosen) {
        object[keys === "snake" ? snake(field.key) : field.key] = field.make(random, words);
      }
      const json = JSON.stringify(object, null, format === "pretty" ? 2 : undefined);
      return {
        text: json,
        data: {
          json,
          fields,
          keys: Object.keys(object),
          types: chosen.map((f) => f.kind),
        },
      };
    });
    return { values };
  },
});
