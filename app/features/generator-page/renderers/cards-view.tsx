// A run of playing cards, drawn as cards.

import { RESULTS_LABEL } from "../result-list";
import { Item, type ViewProps } from "./item";

const SUIT_SYMBOLS: Readonly<Record<string, string>> = {
  hearts: "♥",
  diamonds: "♦",
  clubs: "♣",
  spades: "♠",
};

export function CardsView({ values, source, label = RESULTS_LABEL }: ViewProps) {
  return (
    <ul className="flex flex-wrap gap-3" aria-label={label}>
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
