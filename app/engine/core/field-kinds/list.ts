// The list field kind: entries typed one per line (commas also separate on a single line). The
// raw text is the value; `splitList` turns it into entries and says what it dropped.
import * as z from "zod/mini";

import { splitList } from "../split-list";
import { asText, formatDocsNumber, type FieldBase, type KindParts } from "./parts";

export interface ListSpec extends FieldBase {
  kind: "list";
  maxItems: number;
  maxItemLength: number;
  default: string;
  placeholder?: string;
}

type Parts = KindParts<ListSpec>;

/** The longest text a list field takes: shared by its schema, its docs and its tests. */
export function listTextMaxLength(spec: { maxItems: number; maxItemLength: number }): number {
  return 2 * spec.maxItems * (spec.maxItemLength + 1);
}

export const listUrl: Parts["url"] = { ...asText, defaultInWords: () => "the default list" };

export const listSchema: Parts["schema"] = (spec) =>
  z
    .string({ error: `${spec.label} must be text` })
    .check(
      z.maxLength(
        listTextMaxLength(spec),
        `${spec.label} is too long: at most ${spec.maxItems.toLocaleString("en-US")} entries`,
      ),
    );

/** The entries of a list field's text: one per line, or comma-separated on a single line. */
function listEntries(text: string): string[] {
  const lines = text.includes("\n") ? text.split(/\r?\n/) : text.split(",");
  return lines.map((line) => line.trim()).filter((line) => line !== "");
}

export const listDocs: Parts["docs"] = {
  label: "List",
  defaultText(spec) {
    const entries = listEntries(spec.default);
    return entries.length === 0 ? "Empty" : entries.join(", ");
  },
  limits: (spec) =>
    `At most ${formatDocsNumber(spec.maxItems)} entries are used; the text may be at most ${formatDocsNumber(listTextMaxLength(spec))} characters.`,
};

/** List entries a pack card shows in full; longer lists show the first few and how many more. */
const LIST_PREVIEW = 8;

export const listWords: Parts["words"] = (_spec, value) => {
  const { items } = splitList(String(value));
  const separator = items.some((item) => item.includes(",")) ? "; " : ", ";
  const shown = items.slice(0, LIST_PREVIEW).join(separator);
  const more = items.length - LIST_PREVIEW;
  return more > 0 ? `${shown} and ${more} more` : shown;
};

export const listApiSchema: Parts["apiSchema"] = () => ({});

export const listApiText: Parts["apiText"] = () => null;

export const listTestValues: Parts["testValues"] = {
  valid: (spec, { vary }, { fc, word }) =>
    vary
      ? fc.oneof(
          fc.constant(spec.default),
          fc.array(word, { maxLength: 8 }).map((items) => items.join("\n")),
          fc.array(word, { maxLength: 8 }).map((items) => items.join(", ")),
        )
      : fc.constant(spec.default),
  refused: (spec) => ["x".repeat(listTextMaxLength(spec) + 1), 5, ["a", "b"]],
  junk: (_spec, { anyType }) => anyType,
  accepts: (spec, value) => typeof value === "string" && value.length <= listTextMaxLength(spec),
};
