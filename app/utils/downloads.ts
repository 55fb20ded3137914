import type { GeneratedValue } from "~/engine/core/engine";

export type DownloadFormat = "txt" | "csv" | "json";

interface DownloadMeta {
  generatorId: string;
  generatorTitle: string;
  input: Readonly<Record<string, unknown>>;
  seed: string | null;
  version: number;
}

import { valuesAsText } from "./values-text";

export { valuesAsText };

/** One CSV cell: quoted when it must be, spreadsheet formulas defused. */
export function csvCell(value: unknown): string {
  const text = Array.isArray(value) ? value.join(" ") : String(value ?? "");
  // Quote every cell that needs it; a leading = + - @ is defused against spreadsheet formulas,
  // except in a plain number such as -42, which a spreadsheet should read as a number.
  const plainNumber = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text);
  const safe = !plainNumber && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV with a `value` column plus one column per structured field the values carry. */
export function valuesAsCsv(values: readonly GeneratedValue[]): string {
  const keys = [...new Set(values.flatMap((value) => Object.keys(value.data ?? {})))].filter(
    (key) => key !== "value",
  );
  const header = ["value", ...keys].map(csvCell).join(",");
  const rows = values.map((value) =>
    [value.text, ...keys.map((key) => value.data?.[key])].map(csvCell).join(","),
  );
  return [header, ...rows].join("\r\n") + "\r\n";
}

/** The wheel's winners as CSV: when each won (ISO time) and who. */
export function winnersAsCsv(winners: readonly { time: string; name: string }[]): string {
  const rows = winners.map((winner) => [winner.time, winner.name].map(csvCell).join(","));
  return ["time,winner", ...rows].join("\r\n") + "\r\n";
}

/** JSON with the values and everything needed to reproduce a seeded run. */
export function valuesAsJson(values: readonly GeneratedValue[], meta: DownloadMeta): string {
  return JSON.stringify(
    {
      generator: { id: meta.generatorId, title: meta.generatorTitle, version: meta.version },
      input: meta.input,
      seed: meta.seed,
      values: values.map((value) =>
        value.data ? { text: value.text, data: value.data } : { text: value.text },
      ),
    },
    null,
    2,
  );
}

const TYPES: Readonly<Record<DownloadFormat, string>> = {
  txt: "text/plain",
  csv: "text/csv",
  json: "application/json",
};

/** Downloads a generator page's run as `{id}.txt`, `.csv` or `.json`. */
export function downloadRun(
  format: DownloadFormat,
  values: readonly GeneratedValue[],
  meta: DownloadMeta,
) {
  const contents =
    format === "txt"
      ? valuesAsText(values)
      : format === "csv"
        ? valuesAsCsv(values)
        : valuesAsJson(values, meta);
  downloadFile(`${meta.generatorId}.${format}`, contents, `${TYPES[format]};charset=utf-8`);
}

/** Saves text as a file through the browser's download. */
export function downloadFile(filename: string, contents: string, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
