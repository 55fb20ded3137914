import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const BOOKS = {
  fiction: { label: "A novel or short stories", plural: "questions for fiction" },
  nonfiction: { label: "A non-fiction book", plural: "questions for non-fiction" },
  general: { label: "General questions only", plural: "general questions" },
} as const;

type Book = keyof typeof BOOKS;

export default defineListGenerator({
  id: "book-club-question",
  title: "Book Club Question",
  category: "entertainment",
  iconText: "📖",
  description:
    "Discussion questions for a book club or reading group that suit almost any book, for novels or non-fiction: start the talk, keep it going and get everyone's view.",
  keywords: [
    "book club questions",
    "reading group",
    "discussion questions",
    "book discussion",
    "literature circle",
  ],
  entries: () => import("../../data/book-club-questions").then((m) => m.default),
  pool: "60 original book club questions: 20 general ones plus 20 for fiction and 20 for non-fiction, narrowed to those that suit the chosen book",
  filters: [
    {
      name: "book",
      field: select({
        label: "Your book",
        options: (Object.keys(BOOKS) as Book[]).map((value) => ({
          value,
          label: BOOKS[value].label,
        })),
        default: "fiction",
      }),
      keeps: (q, book) => q.kind === "any" || q.kind === book,
    },
  ],
  plural: (book) => BOOKS[book].plural,
  value: (q) => ({ text: q.question, data: { question: q.question, kind: q.kind } }),
  defaultCount: 5,
});
