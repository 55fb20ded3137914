import type { CSSProperties, ReactNode } from "react";

import { CopyButton } from "~/ui/copy-button";
import type { GeneratedValue } from "~/engine/core/engine";

import { ValueActions, type ValueSource } from "../value-actions";

import { numberOf, pickView, revealOf, type ViewKind } from "./pick-view";

// The ways of drawing a run that suit its values (a lazy chunk, loaded with the engine): dice as
// faces, cards as cards, a coin, colour swatches, teams in columns, a bingo grid; and what helps
// read a run: a password's strength, a numeric run's summary and histogram.

export { pickView, revealOf, type ViewKind };

interface ViewProps {
  values: readonly GeneratedValue[];
  source: ValueSource;
}

/** One value as a view draws it: the picture, then its text, copy and save buttons. */
function Item({
  value,
  source,
  children,
  label,
  className = "",
}: {
  value: GeneratedValue;
  source: ValueSource;
  children: ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <li className={`flex flex-col items-center gap-1 ${className}`} aria-label={label}>
      {children}
      <span className="result-value font-mono text-sm">{value.text}</span>
      <ValueActions text={value.text} source={source} />
    </li>
  );
}

// ---------------------------------------------------------------------------------------------
// Dice
// ---------------------------------------------------------------------------------------------

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

function DiceView({ values, source }: ViewProps) {
  return (
    <ul className="flex flex-col gap-4" aria-label="Results">
      {values.map((value, index) => {
        const rolls = value.data?.rolls as number[];
        const sides = value.data?.sides as number[];
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
          </li>
        );
      })}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

const SUIT_SYMBOLS: Readonly<Record<string, string>> = {
  hearts: "♥",
  diamonds: "♦",
  clubs: "♣",
  spades: "♠",
};

function CardsView({ values, source }: ViewProps) {
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Results">
      {values.map((value, index) => {
        const name = String(value.data?.name ?? value.text);
        const red =
          value.data?.colour === "red" || /hearts|diamonds/.test(String(value.data?.suit));
        const symbol = SUIT_SYMBOLS[String(value.data?.suit)] ?? "★";
        const rank = String(value.data?.rank);
        return (
          <Item key={index} value={value} source={source} label={name}>
            <span
              role="img"
              aria-label={name}
              className={`card relative flex h-28 w-20 flex-col justify-between rounded-lg border border-border bg-white p-1.5 font-bold shadow-sm ${
                red ? "text-[#b91c1c]" : "text-[#0f172a]"
              }`}
              style={{ animationDelay: `${Math.min(index, 10) * 50}ms` }}
            >
              <span aria-hidden="true" className="text-left text-sm leading-none">
                {rank}
                <br />
                {symbol}
              </span>
              <span aria-hidden="true" className="text-center text-3xl leading-none">
                {symbol}
              </span>
              <span aria-hidden="true" className="rotate-180 text-left text-sm leading-none">
                {rank}
                <br />
                {symbol}
              </span>
            </span>
          </Item>
        );
      })}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------
// Coin
// ---------------------------------------------------------------------------------------------

function CoinView({ values, source }: ViewProps) {
  return (
    <ul className="flex flex-wrap gap-4" aria-label="Results">
      {values.map((value, index) => {
        const heads = value.data?.side === "heads";
        return (
          <Item key={index} value={value} source={source} label={value.text}>
            <span
              role="img"
              aria-label={value.text}
              className="coin flex size-28 flex-col items-center justify-center rounded-full border-4 border-[#a16207] bg-[#fde68a] text-[#422006] shadow-inner"
            >
              <span aria-hidden="true" className="text-4xl font-black">
                {heads ? "H" : "T"}
              </span>
              <span aria-hidden="true" className="text-xs font-semibold tracking-widest uppercase">
                {value.text}
              </span>
            </span>
          </Item>
        );
      })}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Relative luminance (WCAG 2.x) of a hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white text, whichever keeps more contrast on the swatch (at least 4.5:1). */
function textOn(hex: string): string {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000000" : "#ffffff";
}

function hsl(hex: string): string {
  const [r, g, b] = channels(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  const h =
    d === 0
      ? 0
      : max === r
        ? 60 * (((g - b) / d + 6) % 6)
        : max === g
          ? 60 * ((b - r) / d + 2)
          : 60 * ((r - g) / d + 4);
  return `hsl(${Math.round(h)}, ${Math.round(s * 100)}%, ${Math.round(l * 100)}%)`;
}

function Swatch({ hex }: { hex: string }) {
  const [r, g, b] = channels(hex);
  const forms = [
    ["Hex", hex],
    ["RGB", `rgb(${r}, ${g}, ${b})`],
    ["HSL", hsl(hex)],
  ] as const;
  return (
    <div className="flex flex-col gap-1" role="group" aria-label={`Colour ${hex}`}>
      <span
        className="swatch flex h-24 min-w-28 items-end rounded-lg border border-border p-2 font-mono text-sm font-semibold"
        style={{ backgroundColor: hex, color: textOn(hex) }}
      >
        {hex}
      </span>
      <dl className="grid grid-cols-[auto_1fr_auto] items-center gap-x-2 text-xs">
        {forms.map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="text-muted-fg">{label}</dt>
            <dd className="font-mono">{text}</dd>
            <dd>
              <CopyButton text={text} className="size-7" />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ColoursView({ values, source }: ViewProps) {
  return (
    <ul className="flex flex-col gap-4" aria-label="Results">
      {values.map((value, index) => (
        <li
          key={index}
          aria-label={value.text}
          className="flex flex-col gap-2 rounded-lg border border-border p-3"
        >
          <div className="flex items-start justify-between gap-2">
            <span className="result-value font-mono break-all">{value.text}</span>
            <ValueActions text={value.text} source={source} />
          </div>
          <div className="flex flex-wrap gap-3">
            {(value.swatches ?? []).map((hex, i) => (
              <Swatch key={i} hex={hex} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------
// Teams and bingo
// ---------------------------------------------------------------------------------------------

function TeamsView({ values, source }: ViewProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Results">
      {values.map((value, index) => {
        const members = value.data?.members as string[];
        const name = `Team ${String(value.data?.team)}`;
        return (
          <li
            key={index}
            aria-label={`${name}, ${members.length} ${members.length === 1 ? "person" : "people"}`}
            className="flex flex-col gap-2 rounded-lg border border-border p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">
                {name} <span className="text-sm font-normal text-muted-fg">({members.length})</span>
              </h3>
              <ValueActions text={value.text} source={source} />
            </div>
            <span className="result-value sr-only">{value.text}</span>
            <ul className="flex flex-col gap-0.5" aria-label={`${name} members`}>
              {members.map((member, i) => (
                <li key={i}>{member}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

const BINGO_LETTERS = ["B", "I", "N", "G", "O"] as const;

function BingoView({ values, source }: ViewProps) {
  return (
    <ul className="flex flex-wrap gap-4" aria-label="Results">
      {values.map((value, index) => {
        const columns = BINGO_LETTERS.map((letter) => value.data?.[letter] as (number | string)[]);
        const name = values.length > 1 ? `Bingo card ${index + 1}` : "Bingo card";
        return (
          <li key={index} className="flex flex-col items-center gap-2" aria-label={name}>
            <span className="result-value sr-only">{value.text}</span>
            <table className="bingo border-collapse text-center tabular-nums">
              <caption className="sr-only">{name}</caption>
              <thead>
                <tr>
                  {BINGO_LETTERS.map((letter) => (
                    <th
                      key={letter}
                      scope="col"
                      className="size-12 bg-accent text-xl font-black text-accent-fg"
                    >
                      {letter}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[0, 1, 2, 3, 4].map((row) => (
                  <tr key={row}>
                    {columns.map((column, c) => {
                      const cell = column[row];
                      return (
                        <td
                          key={c}
                          className={`size-12 border border-border text-lg font-semibold ${
                            cell === "FREE" ? "bg-muted text-xs font-bold tracking-wide" : ""
                          }`}
                        >
                          {cell}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <ValueActions text={value.text} source={source} />
          </li>
        );
      })}
    </ul>
  );
}

const VIEWS: Readonly<Record<ViewKind, (props: ViewProps) => ReactNode>> = {
  dice: DiceView,
  cards: CardsView,
  coin: CoinView,
  colours: ColoursView,
  teams: TeamsView,
  bingo: BingoView,
};

/** Draws a run with the view its data calls for. */
export function RunView({ kind, ...props }: ViewProps & { kind: ViewKind }) {
  const View = VIEWS[kind];
  return <View {...props} />;
}

// ---------------------------------------------------------------------------------------------
// What helps read a run: strength, summary, histogram
// ---------------------------------------------------------------------------------------------

/** Below this many bits of entropy a password gets a warning. */
export const WEAK_BITS = 60;

/** A strength word for bits of entropy: weak, fair, strong or very strong. */
export function strengthOf(bits: number): "weak" | "fair" | "strong" | "very strong" {
  return bits < 40 ? "weak" : bits < WEAK_BITS ? "fair" : bits < 100 ? "strong" : "very strong";
}

function StrengthMeter({ bits }: { bits: number }) {
  const word = strengthOf(bits);
  const colour =
    word === "weak"
      ? "bg-danger"
      : word === "fair"
        ? "bg-[#b45309]"
        : "bg-[#15803d] dark:bg-[#4ade80]";
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id="strength-label" className="font-medium">
          Strength
        </span>
        <span>
          <strong className="capitalize">{word}</strong>: about {bits} bits of entropy
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby="strength-label"
        aria-valuemin={0}
        aria-valuemax={128}
        aria-valuenow={Math.min(bits, 128)}
        aria-valuetext={`${word}, about ${bits} bits of entropy`}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full ${colour}`}
          style={{ width: `${Math.min(100, (bits / 128) * 100)}%` }}
        />
      </div>
      {bits < WEAK_BITS ? (
        <p className="text-sm text-danger">
          Under {WEAK_BITS} bits: guessable by a determined attacker. Make it longer or use more
          kinds of characters for anything that matters.
        </p>
      ) : null}
    </div>
  );
}

/** The most distinct values counted one by one; more are grouped into bins. */
const MAX_COUNTED_VALUES = 20;
const HISTOGRAM_BINS = 20;

function numericSummary(numbers: readonly number[]) {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const n of numbers) {
    if (n < min) min = n;
    if (n > max) max = n;
    sum += n;
  }
  const distinct = new Map<number, number>();
  for (const n of numbers) {
    distinct.set(n, (distinct.get(n) ?? 0) + 1);
    if (distinct.size > MAX_COUNTED_VALUES) break;
  }
  const perValue =
    distinct.size <= MAX_COUNTED_VALUES ? [...distinct].sort(([a], [b]) => a - b) : null;
  const bins: { label: string; count: number }[] = [];
  if (perValue) {
    for (const [value, count] of perValue) bins.push({ label: format(value), count });
  } else {
    const width = (max - min) / HISTOGRAM_BINS || 1;
    const counts = new Array<number>(HISTOGRAM_BINS).fill(0);
    for (const n of numbers)
      counts[Math.min(HISTOGRAM_BINS - 1, Math.floor((n - min) / width))]! += 1;
    counts.forEach((count, i) =>
      bins.push({ label: `${format(min + i * width)}–${format(min + (i + 1) * width)}`, count }),
    );
  }
  return { count: numbers.length, min, max, mean: sum / numbers.length, perValue, bins };
}

function format(n: number): string {
  return Number.isInteger(n)
    ? n.toLocaleString("en-US")
    : n.toLocaleString("en-US", { maximumSignificantDigits: 6 });
}

function NumericSummary({ numbers }: { numbers: readonly number[] }) {
  const stats = numericSummary(numbers);
  const tallest = Math.max(...stats.bins.map((bin) => bin.count));
  const width = 320;
  const height = 96;
  const barWidth = width / stats.bins.length;
  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <h3 id="summary-title" className="text-sm font-semibold">
        Summary
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {(
          [
            ["Count", stats.count.toLocaleString("en-US")],
            ["Min", format(stats.min)],
            ["Max", format(stats.max)],
            ["Mean", format(stats.mean)],
          ] as const
        ).map(([label, text]) => (
          <div key={label}>
            <dt className="text-muted-fg">{label}</dt>
            <dd className="font-mono font-semibold">{text}</dd>
          </div>
        ))}
      </dl>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-24 w-full text-accent"
        role="img"
        aria-label={`Histogram of ${stats.count.toLocaleString("en-US")} values from ${format(stats.min)} to ${format(stats.max)}`}
        preserveAspectRatio="none"
      >
        {stats.bins.map((bin, i) => {
          const h = tallest === 0 ? 0 : (bin.count / tallest) * (height - 2);
          return (
            <rect
              key={i}
              x={i * barWidth + 1}
              y={height - h}
              width={Math.max(1, barWidth - 2)}
              height={h}
              fill="currentColor"
            >
              <title>{`${bin.label}: ${bin.count.toLocaleString("en-US")}`}</title>
            </rect>
          );
        })}
      </svg>
      {stats.perValue ? (
        <table className="text-sm">
          <caption className="sr-only">How many times each value came up</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium text-muted-fg">
                Value
              </th>
              <th scope="col" className="text-right font-medium text-muted-fg">
                Times
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.perValue.map(([value, count]) => (
              <tr key={value}>
                <td className="font-mono">{format(value)}</td>
                <td className="text-right font-mono">{count.toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** From this many numeric values, a run gets its summary and histogram. */
export const SUMMARY_FROM = 10;

/** What helps read a run beside its values: a strength meter, a numeric summary. */
export function RunExtras({ values }: { values: readonly GeneratedValue[] }) {
  const bits = values[0]?.data?.entropyBits;
  const numbers = values.length >= SUMMARY_FROM ? values.map(numberOf) : [];
  const numeric = numbers.length > 0 && numbers.every((n): n is number => n !== null);
  if (typeof bits !== "number" && !numeric) return null;
  return (
    <div className="flex flex-col gap-3">
      {typeof bits === "number" ? <StrengthMeter bits={bits} /> : null}
      {numeric ? <NumericSummary numbers={numbers as number[]} /> : null}
    </div>
  );
}
