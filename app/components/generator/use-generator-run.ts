import { useRef, useState, type FormEvent } from "react";

import type { InputProblem } from "~/generators/core/engine";
import type { GeneratorPageData, GeneratorRun } from "~/generators/core/page-data";
import { runSearchParams } from "~/generators/core/permalink";
import { copyText } from "~/lib/clipboard";
import type { DownloadFormat } from "~/lib/downloads";

/** Loads the in-browser engine (a separate chunk: the engine core, then only this generator). */
const loadEngine = () => import("~/lib/generate-in-browser");

/** The page's address for a run: every input, and the seed, version and time when seeded. */
export function permalinkPath(data: GeneratorPageData, run: GeneratorRun): string {
  return `/${data.generator.id}?${runSearchParams(data.generator.fields, run.input, run).toString()}`;
}

/**
 * A generator page's state and actions: the run on screen, Generate, Share and the downloads,
 * the problems with the link or the form, and what to announce to screen readers.
 */
export function useGeneratorRun(data: GeneratorPageData) {
  const { generator } = data;
  const [run, setRun] = useState<GeneratorRun>(data.run);
  const [formProblems, setFormProblems] = useState<InputProblem[]>([]);
  const [linkProblems, setLinkProblems] = useState<InputProblem[]>(data.problems);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [status, setStatus] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const problemSummary = useRef<HTMLDivElement>(null);

  // The engine chunk is fetched at the first sign that it will be needed — the pointer or a
  // finger on the settings or results, or focus inside them — rather than as soon as the page
  // is idle: evaluating it then kept a phone's main thread busy just when the page should answer
  // its first tap. It then has the time the pointer needs to reach Generate; a Generate that
  // still has to wait shows the busy state.
  const warmed = useRef(false);
  const warmEngine = () => {
    if (warmed.current) return;
    warmed.current = true;
    void loadEngine().catch(() => {
      warmed.current = false;
    });
  };

  function show(next: GeneratorRun) {
    setRun(next);
    setFormProblems([]);
    setLinkProblems([]);
    const count = next.generation.values.length;
    const first = next.generation.values[0]?.text ?? "";
    setAnnouncement(
      count === 1 && first.length <= 200
        ? `Generated: ${first}`
        : `Generated ${count.toLocaleString("en-US")} values.`,
    );
    window.history.replaceState(window.history.state, "", permalinkPath(data, next));
  }

  async function generate(params: URLSearchParams, seed?: string): Promise<GeneratorRun | null> {
    setBusy(true);
    try {
      const { generateInBrowser } = await loadEngine();
      const outcome = await generateInBrowser(generator, params, { seed });
      if (!outcome.ok) {
        setFormProblems(outcome.problems);
        setAnnouncement(`Not generated. ${outcome.problems.map((p) => p.message).join(" ")}`);
        requestAnimationFrame(() => problemSummary.current?.focus());
        return null;
      }
      show(outcome.run);
      return outcome.run;
    } catch (error) {
      console.error(error);
      setStatus("Generating failed in this browser. Reload the page and try again.");
      return null;
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
    void generate(params);
  }

  async function share() {
    if (busy) return;
    let shared: GeneratorRun | null = run;
    if (run.seed === null) {
      // Unseeded values cannot be reproduced: make a seeded run of the same settings to share.
      const { newSeed } = await loadEngine();
      const params = runSearchParams(generator.fields, run.input, {
        seed: null,
        version: run.version,
        at: null,
      });
      shared = await generate(params, newSeed());
      if (!shared) return;
      const seedField = formRef.current?.elements.namedItem("seed");
      if (seedField instanceof HTMLInputElement) seedField.value = shared.seed ?? "";
    }
    const url = new URL(permalinkPath(data, shared), window.location.origin).toString();
    const copied = await copyText(url);
    setStatus(
      copied
        ? run.seed === null
          ? "Link copied. The values were drawn again from a new seed so that the link reproduces exactly what you see."
          : "Link copied. It reproduces exactly these values."
        : `Copy this link: ${url}`,
    );
  }

  /** Downloads are a click away, so their code loads on that click, not with the page. */
  async function download(format: DownloadFormat) {
    const { downloadFile, valuesAsCsv, valuesAsJson, valuesAsText } =
      await import("~/lib/downloads");
    const values = run.generation.values;
    const meta = {
      generatorId: generator.id,
      generatorTitle: generator.title,
      input: run.input,
      seed: run.seed,
      version: run.version,
    };
    const contents =
      format === "txt"
        ? valuesAsText(values)
        : format === "csv"
          ? valuesAsCsv(values)
          : valuesAsJson(values, meta);
    const type =
      format === "txt" ? "text/plain" : format === "csv" ? "text/csv" : "application/json";
    downloadFile(`${generator.id}.${format}`, contents, `${type};charset=utf-8`);
  }

  return {
    run,
    linkProblems,
    formProblems,
    busy,
    announcement,
    status,
    setStatus,
    formRef,
    problemSummary,
    warmEngine,
    onSubmit,
    share,
    download,
  };
}
