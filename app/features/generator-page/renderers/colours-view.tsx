// A run of colours, drawn as swatches with their hex, RGB and HSL forms.

import { CopyButton } from "~/ui/copy-button";
import { hexToHsl, hexToRgb, moreReadableOn } from "~/engine/shared/colour-maths";

import { ValueActions } from "../value-actions";
import { RESULTS_LABEL } from "../result-list";
import type { ViewProps } from "./item";

function Swatch({ hex }: { hex: string }) {
  const [r, g, b] = hexToRgb(hex);
  const [h, s, l] = hexToHsl(hex);
  const forms = [
    ["Hex", hex],
    ["RGB", `rgb(${r}, ${g}, ${b})`],
    ["HSL", `hsl(${h}, ${s}%, ${l}%)`],
  ] as const;
  return (
    <div className="flex flex-col gap-1" role="group" aria-label={`Colour ${hex}`}>
      <span
        className="swatch flex h-24 min-w-28 items-end rounded-lg border border-border p-2 font-mono text-sm font-semibold"
        style={{ backgroundColor: hex, color: moreReadableOn(hex, "#000000", "#ffffff") }}
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

export function ColoursView({ values, source, label = RESULTS_LABEL }: ViewProps) {
  return (
    <ul className="flex flex-col gap-4" aria-label={label}>
      {values.map((value, index) => (
        <li
          key={index}
          aria-label={value.text}
          className="flex flex-col gap-2 rounded-lg border border-border p-3"
        >
          <div className="flex items-start justify-between gap-2">
            <span className="result-value font-mono break-words">{value.text}</span>
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
