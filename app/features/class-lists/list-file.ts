import { entriesFromFile, isEntriesFile } from "~/utils/entries-file";
import { downloadFile } from "~/utils/downloads";

import { CLASS_LIST_MESSAGES, type ClassList } from "./model";

// A class list to and from a file: import reads a .txt (one name per line) or a .csv (its first
// column), export writes a .txt the import reads back.

/** The names in a file the visitor picked, or what is wrong with the file, in words. */
export async function namesFromFile(
  file: File,
): Promise<{ ok: true; names: string[] } | { ok: false; message: string }> {
  if (!isEntriesFile(file))
    return { ok: false, message: CLASS_LIST_MESSAGES.wrongFileType(file.name) };
  try {
    const names = await entriesFromFile(file);
    return names.length > 0
      ? { ok: true, names }
      : { ok: false, message: CLASS_LIST_MESSAGES.emptyFile(file.name) };
  } catch {
    return { ok: false, message: CLASS_LIST_MESSAGES.unreadableFile(file.name) };
  }
}

/** A file name for a list: its title in lower case, letters and digits joined by dashes. */
export function listFileName(list: Pick<ClassList, "name">): string {
  const slug = list.name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "class-list"}.txt`;
}

/** Downloads the list's names, one per line. */
export function exportList(list: ClassList): void {
  downloadFile(listFileName(list), `${list.names.join("\n")}\n`, "text/plain;charset=utf-8");
}
