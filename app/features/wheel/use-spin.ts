import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";

import { namesIn, turnsFor } from "~/engine/shared/wheel";
import type { Drawn } from "~/features/class-lists";
import type { GeneratorRunState } from "~/features/generator-page";

import type { WheelForm } from "./use-wheel-form";
import type { SpinOrder } from "./wheel-disc";
import { WINNER_PAUSE_MS } from "./wheel-state";

/** A winner of this visit, as the winners panel lists it. */
export interface Winner {
  name: string;
  time: number;
}

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A spin: the engine decides (useGeneratorRun), then the wheel shows it. This holds what the
 * wheel must show, the phase of the spin, its winner, the winners of this visit and auto spin.
 */
export function useSpin({
  page,
  form,
  confetti,
}: {
  page: GeneratorRunState;
  form: WheelForm;
  confetti: boolean;
}) {
  const { run } = page;
  /** The spin that last came to rest, and how many edits of the entries had been made then. */
  const [rested, setRested] = useState<{ key: number; edits: number } | null>(null);
  /** The spin whose winner was taken off the wheel. */
  const [removedKey, setRemovedKey] = useState<number | null>(null);
  /** The spin whose winner popup was closed. */
  const [closedKey, setClosedKey] = useState<number | null>(null);
  const [winners, setWinners] = useState<Winner[]>([]);
  /** The last spin that came to rest here: a class list in rotation counts its winner then. */
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [auto, setAuto] = useState(false);
  const finish = useRef<(() => boolean) | null>(null);

  /** What the wheel must show: every new run on screen is a spin to its decided angle. */
  const order = useMemo((): SpinOrder | null => {
    const value = run?.generation.values[0];
    const shared = page.revision === 0;
    if (!run || !value?.data || (shared && run.seedOrigin !== "link")) return null;
    const seconds = Number(run.input.duration);
    return {
      key: page.revision,
      angle: Number(value.data.angle),
      turns: turnsFor(seconds),
      seconds,
      // A shared link shows its result at once; reduced motion shows every result at once.
      instant: shared || reducedMotion(),
      index: Number(value.data.slice) - 1,
    };
  }, [run, page.revision]);

  const phase = !order ? "idle" : rested?.key === order.key ? "settled" : "spinning";
  const values = phase === "settled" ? (run?.generation.values ?? []) : [];
  const winner =
    order && values.length > 0
      ? {
          name: values.map((value) => value.text).join(", "),
          /** Every winner of the spin, in the order drawn, with its slice on the wheel (from 1). */
          all: values.map((value) => ({ name: value.text, slice: Number(value.data?.slice) })),
          slice: order.index + 1,
          removed: removedKey === order.key,
        }
      : null;
  /** The winner's popup over the wheel: open from the moment the wheel rests until closed. */
  // A result that came with the page (key 0) leaves once the entries are edited: it no longer
  // matches the wheel.
  const popupOpen = Boolean(
    winner && !winner.removed && closedKey !== order?.key && (order?.key !== 0 || form.edits === 0),
  );
  /** The slice outlined as the winner's: only until the entries are next edited. */
  const winnerIndex =
    winner && !winner.removed && rested?.edits === form.edits ? winner.slice - 1 : -1;

  function settled(done: SpinOrder) {
    const drawnValues = run?.generation.values ?? [];
    if (!run || drawnValues.length === 0) return;
    const names = drawnValues.map((value) => value.text);
    setRested({ key: done.key, edits: form.edits });
    if (done.key === 0) return; // a shared result: shown, not won again here
    setDrawn({ names, input: run.input });
    page.setAnnouncement(`${names.length === 1 ? "Winner" : "Winners"}: ${names.join(", ")}`);
    const time = Date.now();
    setWinners((list) => [...names.map((name) => ({ name, time })), ...list]);
    if (run.input.rotation) {
      // Each winner joins this round's list; one that began a new round starts it afresh.
      const next = drawnValues.reduce(
        (won, value) =>
          value.data?.newRound || won.trim() === "" ? value.text : `${won}\n${value.text}`,
        form.field<HTMLTextAreaElement>("won")?.value ?? "",
      );
      form.writeField("won", next);
      form.readForm();
      const wonNow = namesIn(next);
      if (auto && form.visible.every((entry) => wonNow.has(entry.name))) {
        setAuto(false);
        page.setStatus("Everyone has won once this round, so auto spin stopped.");
      }
    }
    if (confetti && !done.instant) {
      void import("./wheel-confetti").then(({ burstConfetti }) => burstConfetti());
    }
  }

  // Auto spin: the next spin after a pause to read the winner, until turned off (or, in
  // rotation mode, until everyone has won once).
  useEffect(() => {
    if (!auto || phase !== "settled") return;
    const timer = window.setTimeout(() => page.generateAgain(), WINNER_PAUSE_MS);
    return () => window.clearTimeout(timer);
    // The page's actions are fresh every render; the state above is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto, phase]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spin pressed while the wheel turns: it stops at once where it was always going to stop.
    if (finish.current?.()) return;
    page.onSubmit(event);
  }

  return {
    order,
    phase,
    winner,
    winnerIndex,
    popupOpen,
    closePopup: () => setClosedKey(order?.key ?? null),
    winners,
    drawn,
    clearWinners: () => setWinners([]),
    auto,
    toggleAuto: () => setAuto((value) => !value),
    settled,
    onSubmit,
    registerFinish: (done: (() => boolean) | null) => {
      finish.current = done;
    },
    /** Marks this spin's winner as taken off the wheel. */
    markRemoved: () => setRemovedKey(order?.key ?? null),
  };
}
