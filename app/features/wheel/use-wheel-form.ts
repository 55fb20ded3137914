import { useEffect, useMemo, useRef, useState } from "react";

import type { GeneratorPageData } from "~/engine/core/page-data";
import {
  namesIn,
  parseSliceColours,
  parseWheelEntries,
  sliceColoursText,
  visibleEntries,
  wheelEntriesText,
  type WheelEntry,
} from "~/engine/shared/wheel";
import type { GeneratorRunState } from "~/features/generator-page";

import { takeEarlySpin } from "./early-spin";
import { releaseTypedFields } from "./typed-before-hydration";
import { readCurrentWheel, saveCurrentWheel, type WheelFields } from "./wheel-state";

/** How long the entries rest unchanged before the wheel on screen is kept in this browser. */
const KEEP_AFTER_MS = 300;

const entriesOf = (text: unknown): WheelEntry[] => {
  const parsed = parseWheelEntries(String(text ?? ""));
  return parsed.ok ? parsed.entries : [];
};

/** Whether this page was reloaded, rather than opened from a link or typed in. */
function reloaded(): boolean {
  const [navigation] = performance.getEntriesByType("navigation");
  return (navigation as PerformanceNavigationTiming | undefined)?.type === "reload";
}

/**
 * The generator's settings form is the one source of the wheel: this reads it whenever the
 * visitor changes it, writes whole wheels into it, and keeps the wheel on screen in this browser.
 */
export function useWheelForm(page: GeneratorRunState, start: GeneratorPageData["input"]) {
  const [wheel, setWheel] = useState<WheelEntry[]>(() => entriesOf(start.entries));
  const [entriesProblem, setEntriesProblem] = useState<string | null>(null);
  const [colours, setColours] = useState(String(start.colours ?? "bright"));
  const [rotationOn, setRotationOn] = useState(Boolean(start.rotation));
  const [won, setWon] = useState(String(start.won ?? ""));
  const [title, setTitle] = useState(String(start.title ?? ""));
  const [hidden, setHidden] = useState(() => namesIn(String(start.hidden ?? "")));
  const [sliceColours, setSliceColours] = useState(() => {
    const parsed = parseSliceColours(String(start.sliceColours ?? ""));
    return parsed.ok ? parsed.colours : new Map<string, string>();
  });
  /** The hidden and colour lists as last read: the set and the map change only when they do. */
  const lastRead = useRef({
    hidden: String(start.hidden ?? ""),
    sliceColours: String(start.sliceColours ?? ""),
  });
  /** Edits of the entries so far: the winner's slice is outlined only until the next one. */
  const [edits, setEdits] = useState(0);
  /** Bumped when the entries change from outside the weights editor, which then starts afresh. */
  const [outsideEdit, setOutsideEdit] = useState(0);

  function field<T>(name: string): T | null {
    return (page.formRef.current?.elements.namedItem(name) as T | null | undefined) ?? null;
  }

  function fieldsNow(): WheelFields | null {
    const entries = field<HTMLTextAreaElement>("entries");
    if (!entries) return null;
    return {
      entries: entries.value,
      duration: field<HTMLInputElement>("duration")?.value ?? "5",
      rotation: field<HTMLInputElement>("rotation")?.checked ?? false,
      colours: field<HTMLSelectElement>("colours")?.value ?? "bright",
      won: field<HTMLTextAreaElement>("won")?.value ?? "",
      title: field<HTMLInputElement>("title")?.value ?? "",
      winners: field<HTMLInputElement>("winners")?.value ?? "1",
      hidden: field<HTMLTextAreaElement>("hidden")?.value ?? "",
      sliceColours: field<HTMLTextAreaElement>("sliceColours")?.value ?? "",
    };
  }

  /** The entries text last read, to tell an edit of the entries from other changes. */
  const lastEntries = useRef(String(start.entries ?? ""));

  // The wheel on screen is kept in this browser once the typing pauses, and when the page goes.
  const unkept = useRef<WheelFields | null>(null);
  const keepTimer = useRef<number | undefined>(undefined);
  function keepNow() {
    window.clearTimeout(keepTimer.current);
    if (unkept.current) saveCurrentWheel(unkept.current);
    unkept.current = null;
  }
  function keepSoon(fields: WheelFields) {
    unkept.current = fields;
    window.clearTimeout(keepTimer.current);
    keepTimer.current = window.setTimeout(keepNow, KEEP_AFTER_MS);
  }
  useEffect(() => {
    window.addEventListener("pagehide", keepNow);
    return () => {
      window.removeEventListener("pagehide", keepNow);
      keepNow();
    };
  }, []);

  /** Reads the form into the wheel on screen; `fromEditor` when the weights editor wrote it. */
  function readForm({ fromEditor = false } = {}) {
    const now = fieldsNow();
    if (!now) return;
    const parsed = parseWheelEntries(now.entries);
    if (parsed.ok) {
      setWheel(parsed.entries);
      setEntriesProblem(null);
    } else {
      setEntriesProblem(parsed.problem.message);
    }
    setColours(now.colours);
    setRotationOn(now.rotation);
    setWon(now.won);
    setTitle(now.title);
    if (now.hidden !== lastRead.current.hidden) setHidden(namesIn(now.hidden));
    if (now.sliceColours !== lastRead.current.sliceColours) {
      // A line being typed that is not yet a colour keeps the colours read last.
      const parsed = parseSliceColours(now.sliceColours);
      if (parsed.ok) setSliceColours(parsed.colours);
    }
    lastRead.current = { hidden: now.hidden, sliceColours: now.sliceColours };
    if (now.entries !== lastEntries.current) {
      lastEntries.current = now.entries;
      setEdits((value) => value + 1);
      if (!fromEditor) setOutsideEdit((value) => value + 1);
    }
    keepSoon(now);
  }

  function writeField(name: string, value: string) {
    const element = field<HTMLTextAreaElement | HTMLInputElement>(name);
    if (element) element.value = value;
  }

  /** Puts a whole wheel (a kept or saved one) into the settings form, and on screen. */
  function applyFields(fields: WheelFields) {
    writeField("entries", fields.entries);
    writeField("duration", fields.duration);
    for (const name of ["won", "title", "winners", "hidden", "sliceColours"] as const) {
      writeField(name, fields[name]);
    }
    const rotation = field<HTMLInputElement>("rotation");
    if (rotation) rotation.checked = fields.rotation;
    const select = field<HTMLSelectElement>("colours");
    if (select) select.value = fields.colours;
    readForm();
  }

  // A bare /spin-the-wheel, or a reload of any address, brings back the wheel this browser had
  // last (kept as it was typed); a link the visitor opened shows the link's wheel. Whatever was
  // typed before this code arrived (kept through hydration by holdTypedFields) is read once it
  // has, and comes first.
  // `arrived` says when that is done: the wheel is ready (data-ready) only then, so nothing typed
  // into a wheel reached by a client navigation is overwritten, or joined, by the restored one.
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const typed = releaseTypedFields();
    const saved =
      !typed && (window.location.search === "" || reloaded()) ? readCurrentWheel() : null;
    // After the first frame, so the page that arrived is the one hydrated.
    // A spin pressed before the code arrived (early-spin.ts) is made now, with the form as read.
    const spinAsked = takeEarlySpin();
    let spinFrame = 0;
    const frame = requestAnimationFrame(() => {
      if (saved) applyFields(saved);
      else readForm();
      setArrived(true);
      if (spinAsked) spinFrame = requestAnimationFrame(() => page.formRef.current?.requestSubmit());
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(spinFrame);
    };
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const visible = useMemo(() => visibleEntries(wheel, hidden), [wheel, hidden]);
  /** Where each slice's entry is in the whole list (hidden entries counted). */
  const listIndices = useMemo(
    () => wheel.flatMap((entry, index) => (hidden.has(entry.name) ? [] : [index])),
    [wheel, hidden],
  );

  /** The wheel on screen as a fresh copy to embed: no spin, nobody has won yet. */
  function embedFields(): WheelFields {
    return {
      entries: wheelEntriesText(wheel),
      duration: String(start.duration ?? 5),
      rotation: rotationOn,
      colours,
      won: "",
      title,
      winners: String(start.winners ?? 1),
      hidden: [...hidden].join("\n"),
      sliceColours: sliceColoursText(sliceColours),
    };
  }

  /** Hides an entry from the wheel (or shows it again), keeping it in the list. */
  function toggleHidden(name: string) {
    const next = new Set(hidden);
    if (!next.delete(name)) next.add(name);
    writeField("hidden", [...next].join("\n"));
    readForm();
  }

  /** Gives the slices of an entry their own colour. */
  function setSliceColour(name: string, colour: string) {
    const next = new Map(sliceColours);
    next.set(name, colour.toLowerCase());
    writeField("sliceColours", sliceColoursText(next));
    readForm();
  }

  return {
    /** Whether the wheel this page arrived with (a kept one, or what was typed) is in the form. */
    arrived,
    wheel,
    /** The entries on the wheel: those not hidden. */
    visible,
    listIndices,
    embedFields,
    title,
    hidden,
    sliceColours,
    toggleHidden,
    setSliceColour,
    entriesProblem,
    colours,
    rotationOn,
    won,
    edits,
    outsideEdit,
    field,
    fieldsNow,
    readForm,
    writeField,
    applyFields,
  };
}

/** The wheel as its settings form holds it, and the ways to read and write the form. */
export type WheelForm = ReturnType<typeof useWheelForm>;
