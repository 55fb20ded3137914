import { defineListGenerator } from "../../core/list-generator";
import {
  hasTopLevel,
  loadMediaTypes,
  topLevelField,
  type TopLevelChoice,
} from "../../shared/media-types";

export default defineListGenerator({
  id: "mime-type",
  title: "Random MIME Type",
  category: "developer",
  iconText: "📎",
  description:
    "Media types (MIME types) such as image/webp or application/json, each with its file extensions, from any top-level type or just one.",
  keywords: ["mime type", "media type", "content type", "file extension", "content-type header"],
  entries: loadMediaTypes,
  pool: "the media types of mime-db that have file extensions, of the chosen top-level type",
  filters: [
    {
      name: "top",
      field: topLevelField,
      keeps: hasTopLevel,
    },
  ],
  plural: (choice: TopLevelChoice) =>
    choice === "any" ? "media types" : `${choice}/* media types`,
  value: ({ type, extensions, compressible }) => ({
    text: type,
    data: {
      type,
      extensions: [...extensions],
      extension: extensions[0] ?? "",
      compressible,
      detail: extensions.map((e) => `.${e}`).join(" "),
    },
  }),
});
