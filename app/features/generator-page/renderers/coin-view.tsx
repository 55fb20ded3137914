// A run of coin flips, drawn as coins.

import { RESULTS_LABEL } from "../result-list";
import { Item, type ViewProps } from "./item";

export function CoinView({ values, source, label = RESULTS_LABEL }: ViewProps) {
  return (
    <ul className="flex flex-wrap gap-4" aria-label={label}>
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
