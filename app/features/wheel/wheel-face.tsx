import { slicePaint } from "~/engine/shared/wheel-palettes";
import { sliceBounds, type WheelEntry } from "~/engine/shared/wheel";

import { estimateTextWidth, fitText, labelRoom, labelSize } from "./wheel-labels";

// The wheel as the server draws it, before its canvas code (wheel-disc.tsx) arrives: the
// slices' colours are the frame's conic gradient (wheel-view.tsx); this draws what sits on them,
// as the canvas does: the lines between slices, each slice's label and the hub. The wheel's code
// waits for a visitor's first sign (issue 29), so a visitor who only looks reads the names here.

/** The picture's own units: a 400-unit square, scaled to the wheel's size by the browser. */
const SIZE = 400;
const CENTRE = SIZE / 2;
const RADIUS = CENTRE - 2;
/** The most slices the frame's gradient draws (wheel-view.tsx): past it, no face either. */
export const MAX_FACE_SLICES = 100;

const round = (value: number) => Math.round(value * 100) / 100;

/** The point at `fraction` of a turn from the top, clockwise, `distance` from the centre. */
function pointAt(fraction: number, distance: number): string {
  const angle = fraction * Math.PI * 2 - Math.PI / 2;
  return `${round(CENTRE + Math.cos(angle) * distance)} ${round(CENTRE + Math.sin(angle) * distance)}`;
}

export function WheelFace({
  entries,
  colours,
  own,
  resting,
}: {
  entries: readonly WheelEntry[];
  colours: string;
  own: ReadonlyMap<string, string>;
  resting: ReadonlySet<string>;
}) {
  if (entries.length === 0 || entries.length > MAX_FACE_SLICES) return null;
  const paint = slicePaint(
    entries.map((entry) => entry.name),
    colours,
    own,
    resting,
  );
  const bounds = sliceBounds(entries);
  const { end, width } = labelRoom(RADIUS);
  const lines =
    entries.length > 1
      ? bounds.map(({ start }) => `M${CENTRE} ${CENTRE}L${pointAt(start, RADIUS)}`).join("")
      : "";
  return (
    <svg
      className="wheel-face"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      aria-hidden="true"
      data-testid="wheel-face"
    >
      {lines ? <path d={lines} stroke="rgba(0,0,0,0.18)" strokeWidth="1" fill="none" /> : null}
      {bounds.map(({ start, size: fraction }, index) => {
        const entry = entries[index] as WheelEntry;
        const font = labelSize(fraction, RADIUS);
        if (font === 0) return null;
        const text = fitText((t) => estimateTextWidth(t, font), entry.name, width);
        if (!text) return null;
        const degrees = round((start + fraction / 2) * 360 - 90);
        return (
          <text
            key={index}
            x={CENTRE + end}
            y={CENTRE}
            transform={`rotate(${degrees} ${CENTRE} ${CENTRE})`}
            textAnchor="end"
            dominantBaseline="central"
            fontSize={round(font)}
            fontWeight={600}
            fill={paint[index]!.label}
          >
            {text}
          </text>
        );
      })}
      <circle
        cx={CENTRE}
        cy={CENTRE}
        r={Math.max(10, RADIUS * 0.08)}
        fill="#ffffff"
        stroke="#111111"
        strokeWidth="3"
      />
    </svg>
  );
}
