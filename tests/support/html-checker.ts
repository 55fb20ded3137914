import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

/** The W3C Nu HTML Checker, as the vnu-jar package ships it (the path is its main export). */
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

/** One problem the checker reports. */
export interface HtmlMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Whether `java` runs here (the checker is a Java program). */
export function javaAvailable(): boolean {
  return spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
}

/**
 * Checks every HTML file under `dir` in one run of the checker (the JVM takes seconds to start)
 * and returns its errors; warnings are not asked for.
 */
export function checkHtmlFiles(dir: string): HtmlMessage[] {
  const run = spawnSync(
    "java",
    ["-Xss8m", "-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", dir],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  // The checker writes its JSON report to standard error.
  const report = JSON.parse(run.stderr || run.stdout) as { messages: HtmlMessage[] };
  return report.messages;
}
