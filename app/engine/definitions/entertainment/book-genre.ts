import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const KINDS = {
  any: { label: "Fiction and non-fiction", plural: "book genres" },
  fiction: { label: "Fiction", plural: "fiction genres" },
  nonfiction: { label: "Non-fiction", plural: "non-fiction genres" },
} as const;

type Kind = keyof typeof KINDS;

export default defineListGenerator({
  id: "book-genre",
  title: "Random Book Genre",
  category: "entertainment",
  iconText: "📚",
  description:
    "A book genre with what it covers, fiction or non-fiction, from cosy mysteries to popular science: for reading challenges, book clubs and library bingo.",
  keywords: [
    "book genre",
    "reading challenge",
    "what to read next",
    "genres of books",
    "book club",
  ],
  entries: () => import("../../data/book-genres").then((m) => m.default),
  pool: "50 book genres with descriptions, narrowed to fiction or non-fiction",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind",
        options: (Object.keys(KINDS) as Kind[]).map((value) => ({
          value,
          label: KINDS[value].label,
        })),
        default: "any",
      }),
      keeps: (g, kind) => kind === "any" || g.kind === kind,
    },
  ],
  plural: (kind) => KINDS[kind].plural,
  value: (g) => ({
    text: `${g.genre}: ${g.description}`,
    data: { genre: g.genre, kind: g.kind, description: g.description },
  }),
});
