// Entries from a file the visitor picks (the wheel's Import, a class list's import): a .txt has
// one per line; a .csv gives its first column (parsed by Papa Parse, loaded with this module only
// when a file is imported), a header row such as "Name" left out.

const HEADERS = new Set(["name", "names", "entry", "entries"]);

function isCsv(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === "text/csv";
}

/** Whether a file is one this module reads: a .txt or .csv by name, or plain text or CSV by type. */
export function isEntriesFile(file: File): boolean {
  return /\.(txt|csv)$/i.test(file.name) || file.type === "text/plain" || file.type === "text/csv";
}

/**
 * The file's entries as lines of an entries box (blank ones dropped). Throws for a file that is
 * not text at all (a NUL byte, as in an image or a spreadsheet saved as .xlsx).
 */
export async function entriesFromFile(file: File): Promise<string[]> {
  const text = await file.text();
  if (text.includes("\u0000")) throw new Error(`${file.name} is not a text file`);
  let lines: string[];
  if (isCsv(file)) {
    const { default: Papa } = await import("papaparse");
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    lines = parsed.data.map((row) => String(row[0] ?? ""));
    if (HEADERS.has((lines[0] ?? "").trim().toLowerCase())) lines = lines.slice(1);
  } else {
    lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  }
  return lines.map((line) => line.trim()).filter((line) => line !== "");
}
