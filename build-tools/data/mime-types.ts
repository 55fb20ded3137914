import { createRequire } from "node:module";

import type { DataSource } from "../data-sources";

const require = createRequire(import.meta.url);

interface MimeEntry {
  source?: string;
  extensions?: string[];
  compressible?: boolean;
}

/**
 * Vendor (vnd.) and unregistered (x-) types common enough to keep: office documents, archives,
 * executables and scripts that people meet every day. Every other kept type is a standard one.
 */
const COMMON_NON_STANDARD = new Set([
  "application/vnd.ms-excel",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
  "application/vnd.oasis.opendocument.graphics",
  "application/vnd.android.package-archive",
  "application/vnd.apple.mpegurl",
  "application/vnd.apple.installer+xml",
  "application/vnd.google-earth.kml+xml",
  "application/vnd.mozilla.xul+xml",
  "application/vnd.rar",
  "application/vnd.visio",
  "application/vnd.amazon.ebook",
  "application/vnd.ms-fontobject",
  "application/x-7z-compressed",
  "application/x-apple-diskimage",
  "application/x-bzip",
  "application/x-bzip2",
  "application/x-csh",
  "application/x-debian-package",
  "application/x-mobipocket-ebook",
  "application/x-chrome-extension",
  "application/x-httpd-php",
  "application/x-iso9660-image",
  "application/x-latex",
  "application/x-msdownload",
  "application/x-sh",
  "application/x-shockwave-flash",
  "application/x-tar",
  "application/x-tex",
  "application/x-xz",
  "application/x-bittorrent",
  "application/x-perl",
  "audio/x-flac",
  "audio/x-m4a",
  "audio/x-aiff",
  "audio/x-ms-wma",
  "audio/x-wav",
  "image/vnd.microsoft.icon",
  "image/vnd.adobe.photoshop",
  "text/x-c",
  "text/x-java-source",
  "text/x-sass",
  "text/x-scss",
  "text/x-markdown",
  "text/x-vcard",
  "video/x-flv",
  "video/x-m4v",
  "video/x-matroska",
  "video/x-msvideo",
  "video/x-ms-wmv",
]);

/** Whether a type is registered outside the vendor (vnd.), personal (prs.) and x- trees. */
function isStandard(type: string): boolean {
  const subtype = type.split("/")[1] ?? "";
  return !/^(vnd|prs)\./.test(subtype) && !subtype.startsWith("x-");
}

/** Media types with file extensions: the standard ones plus a short list of everyday others. */
const source: DataSource = {
  name: "mime-types",
  package: "mime-db",
  licence: "MIT",
  description:
    "Media types of mime-db that have file extensions: every standard (non-vnd., non-x-) type plus 55 everyday vendor and x- types.",
  entryType: "{ type: string; extensions: readonly string[]; compressible: boolean }",
  build() {
    const db = require("mime-db") as Record<string, MimeEntry>;
    const missing = [...COMMON_NON_STANDARD].filter((type) => !db[type]?.extensions?.length);
    if (missing.length > 0) throw new Error(`mime-db has no extensions for ${missing.join(", ")}`);
    return Object.entries(db)
      .filter(([, entry]) => entry.extensions?.length)
      .filter(([type]) => isStandard(type) || COMMON_NON_STANDARD.has(type))
      .map(([type, entry]) => ({
        type,
        extensions: entry.extensions ?? [],
        compressible: entry.compressible ?? false,
      }))
      .sort((a, b) => (a.type < b.type ? -1 : 1));
  },
};

export default source;
