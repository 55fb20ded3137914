import { select } from "../core/fields";

// The media types (mime-db, trimmed at build time) that the MIME type and file name generators
// share: one list, loaded once, and the choice of top-level type that narrows it.

/** One media type and its file extensions, the first being the usual one. */
export interface MediaType {
  type: string;
  extensions: readonly string[];
  compressible: boolean;
}

/** The media types with file extensions (see data/SOURCES.md). */
export const loadMediaTypes = () => import("../data/mime-types").then((m) => m.default);

const TOP_LEVEL = ["application", "audio", "font", "image", "model", "text", "video"] as const;

export type TopLevelChoice = "any" | (typeof TOP_LEVEL)[number];

/** The Type field: any, or one top-level type (image/*, text/* …). */
export const topLevelField = select({
  label: "Type",
  options: [
    { value: "any", label: "Any" },
    ...TOP_LEVEL.map((top) => ({ value: top, label: `${top}/*` })),
  ],
  default: "any",
});

/** Whether a media type belongs to a Type choice. */
export function hasTopLevel(media: MediaType, choice: TopLevelChoice): boolean {
  return choice === "any" || media.type.startsWith(`${choice}/`);
}
