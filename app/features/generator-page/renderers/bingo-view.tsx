// A bingo card, drawn as its grid.

import { ValueActions } from "../value-actions";
import { RESULTS_LABEL } from "../result-list";
import type { ViewProps } from "./item";

const BINGO_LETTERS = ["B", "I", "N", "G", "O"] as const;

export function BingoView({ values, source, label = RESULTS_LABEL }: ViewProps) {
  return (
    <ul className="flex flex-wrap gap-4" aria-label={label}>
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
