import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";
import {
  combinationsProblem,
  drawNames,
  templateCount,
  type Template,
} from "../../shared/combinations";

/** The example domains RFC 2606 reserves for documentation: no one can own them. */
const EXAMPLE_HOSTS = ["example.com", "example.org", "example.net"] as const;

/** Common first labels of real sites' hosts. */
const SUBDOMAINS = [
  "www",
  "api",
  "app",
  "blog",
  "cdn",
  "docs",
  "help",
  "m",
  "mail",
  "news",
  "shop",
  "static",
  "status",
  "staging",
  "dev",
  "beta",
] as const;

/** Second query parameters: paging, sorting and tracking, as real sites use them. */
const MODIFIERS = [
  ...Array.from({ length: 20 }, (_, i) => `page=${i + 1}`),
  ...["newest", "oldest", "popular", "name", "price-asc", "price-desc"].map((s) => `sort=${s}`),
  ...["en", "fr", "de", "es", "it", "ja", "pt", "nl"].map((l) => `lang=${l}`),
  ...["home", "email", "newsletter", "search", "footer"].map((r) => `ref=${r}`),
  ...["grid", "list"].map((v) => `view=${v}`),
  ...[10, 20, 50, 100].map((n) => `limit=${n}`),
  ...["newsletter", "social", "partner"].map((s) => `utm_source=${s}`),
];

const MAX_DEPTH = 4;

/** Keys whose value is a word of the noun list (q=lantern). */
const WORD_KEYS = ["q", "tag", "category"] as const;

/** The URLs with no path or query on example domains: few enough for `check` to count. */
function fixedCount(input: { https: boolean; subdomain: boolean }): number {
  return (input.https ? 1 : 2) * (input.subdomain ? SUBDOMAINS.length : 1) * EXAMPLE_HOSTS.length;
}

/** One word of each list, each a uniform pick (Random.pick): a uniform pick of their product. */
function pickEach(random: Random, lists: readonly (readonly string[])[]): string[] {
  return lists.map((list) => random.pick(list));
}

export default defineGenerator({
  id: "random-url",
  title: "Random URL",
  category: "developer",
  iconText: "🧷",
  description:
    "Realistic URLs that are safe to publish, on the reserved example.com, example.org, example.net or .test domains, with a path of real words and an optional query string, like https://shop.example.org/lantern/harbor?tag=otter&page=2.",
  keywords: ["random url", "url generator", "fake url", "test url", "example url", "dummy link"],
  algorithm:
    "Every URL of the chosen shape is equally likely: the scheme, subdomain, host, each path word and each query parameter are uniform picks (Random.pick) from their lists, which is a uniform pick from all their combinations. With No repeats, when the combinations fit in 2^53 they are drawn as distinct indices (Random.distinctInts); otherwise a repeated URL (practically never) is drawn again, which keeps every unseen URL equally likely.",
  version: 1,
  inputs: {
    domain: select({
      label: "Domain",
      options: [
        { value: "example", label: "example.com, .org or .net" },
        { value: "test", label: "A name under .test" },
      ],
      default: "example",
    }),
    https: toggle({ label: "HTTPS only", default: true, help: "Off: http and https alike." }),
    subdomain: toggle({ label: "Subdomain (www, api, shop…)", default: false }),
    depth: integer({ label: "Path depth", min: 0, max: MAX_DEPTH, default: 2 }),
    query: select({
      label: "Query string",
      options: [
        { value: "none", label: "None" },
        { value: "one", label: "One parameter (?q=lantern)" },
        { value: "two", label: "Two parameters (?q=lantern&page=2)" },
      ],
      default: "none",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check(input) {
    if (input.domain !== "example" || input.depth > 0 || input.query !== "none") return null;
    return combinationsProblem(fixedCount(input), input.count, input.unique, "URLs of this shape");
  },
  load: () => import("../../data/nouns").then((m) => m.default),
  generate(random, { domain, https, subdomain, depth, query, count, unique }, nouns) {
    const lists: (readonly string[])[] = [
      https ? ["https"] : ["http", "https"],
      subdomain ? SUBDOMAINS.map((s) => `${s}.`) : [""],
      domain === "example" ? EXAMPLE_HOSTS : nouns.map((n) => `${n}.test`),
      ...Array.from({ length: depth }, () => nouns),
    ];
    if (query !== "none") lists.push(WORD_KEYS.flatMap((k) => nouns.map((n) => `${k}=${n}`)));
    if (query === "two") lists.push(MODIFIERS);
    const render = (parts: readonly string[]) => {
      const [scheme = "", sub = "", host = "", ...rest] = parts;
      const path = rest.slice(0, depth);
      const params = rest.slice(depth);
      return {
        url: `${scheme}://${sub}${host}/${path.join("/")}${params.length ? `?${params.join("&")}` : ""}`,
        scheme,
        host: `${sub}${host}`,
        path: `/${path.join("/")}`,
        query: params.join("&"),
      };
    };
    const template: Template = { style: query, lists, render: (parts) => render(parts).url };
    let drawn: string[][];
    let notes: string[] = [];
    if (templateCount([template]) <= Number.MAX_SAFE_INTEGER) {
      const result = drawNames(random, [template], count, unique, "URLs of this shape");
      drawn = result.names.map((n) => n.words);
      notes = result.notes;
    } else {
      const seen = new Set<string>();
      drawn = [];
      while (drawn.length < count) {
        const parts = pickEach(random, lists);
        const key = parts.join(" ");
        if (unique && seen.has(key)) continue;
        seen.add(key);
        drawn.push(parts);
      }
    }
    return {
      values: drawn.map((parts) => {
        const { url, ...data } = render(parts);
        return { text: url, data: { url, ...data, depth } };
      }),
      notes,
      summary:
        "Reserved names only (RFC 2606, RFC 6761): these URLs can never lead to someone's real site.",
    };
  },
});
