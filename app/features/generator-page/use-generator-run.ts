import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";

import { firstNeed, visitorActs, visitorActsThenRest, wakeNow } from "~/ui/first-sign";

import { preloadModules } from "./generate-code";
import { showSelectsOf } from "./generator-form";
import type { PageRun } from "./page-data";
import type { HistoryEntry } from "./run-history";
import type { InputProblem } from "~/engine/core/engine";
import { runSearchParams } from "~/engine/core/permalink";
import { madeForAddress, type GeneratorPageData, type GeneratorRun } from "~/engine/core/page-data";
import type { DownloadFormat } from "~/utils/downloads";

/** Loads the in-browser engine (a separate chunk: the engine core, then only this generator). */
const loadEngine = () => import("./generate-in-browser");

/** What a screen reader hears once a run is on screen: the value itself when there is one. */
export function announcementOf(run: GeneratorRun): string {
  const count = run.generation.values.length;
  const first = run.generation.values[0]?.text ?? "";
  return count === 1 && first.length <= 200
    ? `Generated: ${first}`
    : `Generated ${count.toLocaleString("en-US")} values.`;
}

/**
 * A generator page's state and actions: the run on screen (null while the settings cannot
 * give one), Generate, Share, the downloads and this tab's history of runs, the problems with
 * the link or the form, and what to announce to screen readers.
 */
export function useGeneratorRun(data: GeneratorPageData) {
  const { generator } = data;
  /**
   * The engine, every file of this generator's first Generate asked for at once the first time
   * (not each chunk once the one before it has run: that chain was most of a first press's wait).
   */
  const preloaded = useRef(false);
  const engine = useCallback(() => {
    if (!preloaded.current) preloadModules(data.generateCode ?? []);
    preloaded.current = true;
    return loadEngine();
  }, [data.generateCode]);
  const secret = generator.secret;
  const [run, setRun] = useState<GeneratorRun | null>(data.run);
  /** An old link's seed of a secret generator: in memory only, shown only if the visitor asks. */
  const [sharedLink, setSharedLink] = useState(data.sharedSecretLink);
  /** Bumped for every run put on screen, so the result stage knows to reveal it. */
  const [revision, setRevision] = useState(0);
  /** Whether the run on screen appears at once (asked for while a reveal was playing). */
  const [instant, setInstant] = useState(false);
  const [formProblems, setFormProblems] = useState<InputProblem[]>([]);
  const [linkProblems, setLinkProblems] = useState<InputProblem[]>(data.problems);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncementText] = useState("");
  // The same words twice in a row ("Generated 10,000 values.", the same winner) are emptied
  // and said again on the next frame, or a screen reader would stay silent; new words are said
  // once, as they are.
  const lastAnnounced = useRef("");
  const setAnnouncement = useCallback((text: string) => {
    if (text === lastAnnounced.current) {
      setAnnouncementText("");
      requestAnimationFrame(() => setAnnouncementText(text));
    } else {
      setAnnouncementText(text);
    }
    lastAnnounced.current = text;
  }, []);
  const [status, setStatus] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const problemSummary = useRef<HTMLDivElement>(null);
  /** Set by the result stage while a reveal plays: ends it and says whether one was playing. */
  const skipReveal = useRef<(() => boolean) | null>(null);
  const registerSkip = useCallback((skip: (() => boolean) | null) => {
    skipReveal.current = skip;
  }, []);

  // This tab's history (a lazy chunk: it is below the fold and needs no first paint) keeps
  // every run, starting with the one the page arrived with.
  const remember = useCallback(
    (next: GeneratorRun, at?: number) =>
      void import("./run-history").then(
        ({ runHistory }) => runHistory.add(generator.id, next, { secret, at }),
        () => {},
      ),
    [generator.id, secret],
  );
  // The run the page arrived with is kept at the first sign of a visitor, with the time it
  // arrived, so that a visit that never uses the page does not fetch History's code
  // (first-sign.ts). Not the run of the service worker's copy kept for another query: the run made
  // for the address (useAddressRun) is this tab's instead, and the page comes to life at once.
  const arrivedForAddress = madeForAddress(data, useLocation().search);
  useEffect(() => {
    if (!arrivedForAddress) {
      wakeNow();
      return;
    }
    const arrived = data.run;
    if (!arrived) return;
    const at = Date.now();
    let live = true;
    void visitorActsThenRest().then(() => live && remember(arrived, at));
    return () => {
      live = false;
    };
  }, [remember, data.run, arrivedForAddress]);

  // A secret's page arrives without a value: the browser makes the first one at the first sign of
  // a visitor (first-sign.ts), unless their first move was Generate itself. Not as soon as the page
  // loads: the engine and the generator's code are the visitor's to download (issue 29's budget).
  // An old link's seed leaves the address bar (and this history entry) before anything happens.
  const asked = useRef(false);
  useEffect(() => {
    if (!secret) return;
    if (data.sharedSecretLink) {
      window.history.replaceState(window.history.state, "", settingsPath(data.input));
      return;
    }
    if (data.problems.length > 0) return;
    let live = true;
    void visitorActs().then(() => live && !asked.current && generateAgain());
    return () => {
      live = false;
    };
    // Once, for the page as it arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The page's address for these settings alone: no seed, version or time. */
  function settingsPath(input: Record<string, unknown>): string {
    const params = runSearchParams(generator.fields, input, {
      seed: null,
      version: generator.version,
      at: null,
    });
    return `/${generator.id}?${params.toString()}`;
  }

  // The engine and this generator's code are fetched at the first sign of a visitor on the page
  // (first-sign.ts), not as soon as the page is idle: evaluating them then kept a phone's main
  // thread busy just when the page should answer its first tap, and issue 29's budget counts what
  // a page loads until the network is idle. The first press then finds them loaded
  // (bench/interaction.ts measures it); one that still has to wait shows the busy state.
  useEffect(() => {
    let live = true;
    const warm = () =>
      // The generator's definition too (its data lists load when it runs).
      engine().then(({ definitionOf }) => definitionOf(generator));
    // What a first tap on Generate waits for comes before the islands (first-sign.ts).
    firstNeed(visitorActs().then(() => (live ? warm() : undefined)));
    return () => {
      live = false;
    };
    // Once per page: the generator the page is for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function show(next: GeneratorRun, { keep = true, atOnce = false } = {}) {
    setRun(next);
    setRevision((value) => value + 1);
    setInstant(atOnce);
    setFormProblems([]);
    setLinkProblems([]);
    setSharedLink(null);
    setStatus("");
    if (keep) remember(next);
    window.history.replaceState(window.history.state, "", next.path);
  }

  function refuse(problems: InputProblem[]) {
    // Values that no longer match the settings leave the screen (they stay in History).
    setRun(null);
    setFormProblems(problems);
    setAnnouncement(`Not generated. ${problems.map((p) => p.message).join(" ")}`);
    requestAnimationFrame(() => problemSummary.current?.focus());
  }

  /** Whether a task is under way, known at once (`busy` is known after the next render). */
  const working = useRef(false);
  /**
   * Runs one task at a time: one asked for while another is under way is ignored, as the busy
   * button says, even before the render that shows it (a secret page's first move is both the
   * sign that starts its first value and a press of Generate).
   */
  async function withEngine<T>(
    task: (engine: Awaited<ReturnType<typeof loadEngine>>) => Promise<T>,
  ) {
    if (working.current) return null;
    working.current = true;
    setBusy(true);
    try {
      return await task(await engine());
    } catch (error) {
      console.error(error);
      setStatus("Generating failed in this browser. Reload the page and try again.");
      return null;
    } finally {
      working.current = false;
      setBusy(false);
    }
  }

  async function generate(params: URLSearchParams, { atOnce = false } = {}) {
    asked.current = true;
    await withEngine(async ({ generateInBrowser }) => {
      const outcome = await generateInBrowser(generator, params);
      if (outcome.ok) show(outcome.run, { atOnce: atOnce });
      else refuse(outcome.problems);
    });
  }

  /** Generates again from the form as it is (the button, the shortcut, presentation mode). */
  function generateAgain() {
    // A press while a reveal plays skips it: that result shows at once, and so does the next.
    const atOnce = skipReveal.current?.() ?? false;
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string") params.append(name, value);
    }
    void generate(params, { atOnce });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    generateAgain();
  }

  /** Puts a run of this tab's history back on screen, exactly: same seed, version and time. */
  async function restore(entry: HistoryEntry) {
    await withEngine(async ({ restoreInBrowser }) => {
      const outcome = await restoreInBrowser(generator, entry);
      if (!outcome.ok)
        return setStatus(outcome.problems.map((problem) => problem.message).join(" "));
      show(outcome.run, { keep: false, atOnce: true });
      showSelectsOf(formRef.current, outcome.run.input);
      setStatus(outcome.status ?? "");
    });
  }

  /** Shows what an old secret link's seed gives, once the visitor asked, after its warning. */
  async function revealSharedLink() {
    if (!sharedLink) return;
    await withEngine(async ({ revealSharedSecret }) => {
      const outcome = await revealSharedSecret(generator, data.input, sharedLink);
      if (outcome.ok) {
        setSharedLink(null);
        show(outcome.run);
      } else {
        refuse(outcome.problems);
      }
    });
  }

  /** Puts on screen the run the page's address asks for, made in the browser (useAddressRun). */
  function adopt({ run: next, problems }: PageRun) {
    if (next) show(next);
    setLinkProblems(problems);
  }

  /** Downloads are a click away, so their code loads on that click, not with the page. */
  async function download(format: DownloadFormat) {
    if (!run) return;
    const { downloadRun } = await import("~/utils/downloads");
    downloadRun(format, run.generation.values, {
      generatorId: generator.id,
      generatorTitle: generator.title,
      input: run.input,
      seed: run.seed,
      version: run.version,
    });
  }

  return {
    run,
    sharedLink,
    revealSharedLink,
    revision,
    instant,
    linkProblems,
    formProblems,
    busy,
    announcement,
    setAnnouncement,
    status,
    setStatus,
    formRef,
    problemSummary,
    registerSkip,
    /** Focus on the settings or the results is use too, though focus alone is no sign. */
    warmEngine: wakeNow,
    onSubmit,
    generateAgain,
    restore,
    adopt,
    /** What Share links to: the run itself, or only a secret generator's settings. */
    sharePath: run ? (secret ? settingsPath(run.input) : run.path) : null,
    download,
  };
}

export type GeneratorRunState = ReturnType<typeof useGeneratorRun>;
