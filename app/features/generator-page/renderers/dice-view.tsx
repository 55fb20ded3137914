// A run of dice, drawn as faces.

import type { CSSProperties } from "react";

import { describeModifier } from "~/engine/shared/dice";

import { ValueActions } from "../value-actions";
import { RESULTS_LABEL } from "../result-list";
import type { ViewProps } from "./item";

/** Where the pips of each face of a d6 sit on a 3×3 grid (row-major cells 0-8). */
const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function Die({ value, sides }: { value: number; sides: number }) {
  const label = sides === 6 ? `Die showing ${value}` : `d${sides} showing ${value}`;
  if (sides === 6 && PIPS[value]) {
    return (
      <span
        role="img"
        aria-label={label}
        className="die grid size-14 grid-cols-3 grid-rows-3 gap-0.5 rounded-xl border-2 border-fg bg-bg p-1.5"
      >
        {Array.from({ length: 9 }, (_, cell) => (
          <span
            key={cell}
            className={`m-auto size-2.5 rounded-full ${PIPS[value]?.includes(cell) ? "bg-fg" : ""}`}
          />
        ))}
      </span>
    );
  }
  // Other dice: a numbered shape, the shape hinting at the die (triangle d4, diamond d8…).
  const shape =
    sides === 4
      ? "polygon(50% 0, 100% 100%, 0 100%)"
      : sides === 8 || sides === 10
        ? "polygon(50% 0, 100% 50%, 50% 100%, 0 50%)"
        : sides === 12
          ? "polygon(50% 0, 97% 35%, 79% 91%, 21% 91%, 3% 35%)"
          : sides === 20
            ? "polygon(50% 0, 93% 25%, 93% 75%, 50% 100%, 7% 75%, 7% 25%)"
            : undefined;
  return (
    <span role="img" aria-label={label} className="die relative inline-grid size-14">
      <span
        aria-hidden="true"
        className={`absolute inset-0 bg-fg ${shape ? "" : "rounded-xl"}`}
        style={shape ? ({ clipPath: shape } as CSSProperties) : undefined}
      />
      <span
        aria-hidden="true"
        className={`absolute inset-[3px] bg-bg ${shape ? "" : "rounded-[0.6rem]"}`}
        style={shape ? ({ clipPath: shape } as CSSProperties) : undefined}
      />
      <span
        aria-hidden="true"
        className={`relative m-auto font-bold tabular-nums ${sides === 4 ? "mt-6 text-sm" : "text-lg"}`}
      >
        {value}
      </span>
    </span>
  );
}

/** The most dice whose sum is written out; a bigger roll reads better as its detail. */
const SUM_UP_TO = 30;

/**
 * The roll written as a sum ("5 + 4 + 4 + 2 = 15"), so a modifier or a subtracted die is seen
 * and not only counted; null when there is nothing to add (one die) or the data predates it.
 */
export function sumOf(data: Record<string, unknown> | undefined, total: string): string | null {
  const rolls = data?.rolls;
  const modifier = data?.modifier;
  if (!Array.isArray(rolls) || typeof modifier !== "number") return null;
  if (rolls.length > SUM_UP_TO || (rolls.length < 2 && modifier === 0)) return null;
  const signs = Array.isArray(data?.signs) ? (data.signs as number[]) : [];
  const terms = rolls.map((roll, i) => {
    const minus = signs[i] === -1;
    return i === 0 ? `${minus ? "−" : ""}${roll}` : `${minus ? "−" : "+"} ${roll}`;
  });
  return `${terms.join(" ")}${describeModifier(modifier)} = ${total}`;
}

export function DiceView({ values, source, label = RESULTS_LABEL }: ViewProps) {
  return (
    <ul className="flex flex-col gap-4" aria-label={label}>
      {values.map((value, index) => {
        const rolls = value.data?.rolls as number[];
        const sides = value.data?.sides as number[];
        const sum = sumOf(value.data, value.text);
        const dropped = Array.isArray(value.data?.dropped) ? (value.data.dropped as number[]) : [];
        return (
          <li
            key={index}
            aria-label={`Roll ${values.length > 1 ? `${index + 1}: ` : ""}total ${value.text}`}
            className="flex flex-wrap items-center gap-4 rounded-lg border border-border p-3"
          >
            <span className="result-value text-5xl font-bold tabular-nums lg:text-6xl">
              {value.text}
              <span className="sr-only">{String(value.data?.detail ?? "")}</span>
            </span>
            <span className="flex flex-1 flex-wrap gap-2" role="group" aria-label="Dice">
              {rolls.slice(0, 30).map((roll, die) => (
                <Die key={die} value={roll} sides={sides[die] ?? 6} />
              ))}
              {rolls.length > 30 ? (
                <span className="self-center text-sm text-muted-fg">
                  and {rolls.length - 30} more dice: {String(value.data?.detail ?? "")}
                </span>
              ) : null}
            </span>
            <ValueActions text={value.text} source={source} />
            {sum || dropped.length > 0 ? (
              <span className="basis-full text-sm text-muted-fg tabular-nums" aria-hidden="true">
                {sum}
                {sum && dropped.length > 0 ? " · " : ""}
                {dropped.length > 0 ? `dropped ${dropped.slice(0, SUM_UP_TO).join(", ")}` : ""}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
