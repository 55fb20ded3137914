import { slicePaint } from "~/engine/shared/wheel-palettes";
import { sliceBounds, type WheelEntry } from "~/engine/shared/wheel";

import { MIN_LABEL_PX, fitText, labelRoom, labelSize } from "./wheel-labels";

// The wheel's picture, drawn once for its entries, colours and size; a spin only rotates it.

const TAU = Math.PI * 2;
/** Slices start at the top and run clockwise (the pointer sits at the top). */
const TOP = -Math.PI / 2;

export interface WheelPicture {
  entries: readonly WheelEntry[];
  colours: string;
  /** Names that sit out this round (rotation mode): drawn grey. */
  resting: ReadonlySet<string>;
  /** Entries' own slice colours, by name. */
  own: ReadonlyMap<string, string>;
  /** Entries' pictures, by name, drawn near the rim of their slices. */
  images: ReadonlyMap<string, HTMLImageElement | ImageBitmap>;
}

/** Draws the whole wheel into the canvas at `size` CSS pixels (sharp on high-density screens). */
export function drawWheel(canvas: HTMLCanvasElement, picture: WheelPicture, size: number): void {
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = Math.round(size * ratio);
  canvas.height = Math.round(size * ratio);
  const context = canvas.getContext("2d");
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, size, size);
  const centre = size / 2;
  const radius = centre - 2;
  const bounds = sliceBounds(picture.entries);
  const count = picture.entries.length;
  const paint = slicePaint(
    picture.entries.map((entry) => entry.name),
    picture.colours,
    picture.own,
    picture.resting,
  );

  bounds.forEach(({ start, size: fraction }, index) => {
    const entry = picture.entries[index] as WheelEntry;
    const { fill, label } = paint[index]!;
    context.beginPath();
    context.moveTo(centre, centre);
    context.arc(centre, centre, radius, TOP + start * TAU, TOP + (start + fraction) * TAU);
    context.closePath();
    context.fillStyle = fill;
    context.fill();
    if (count > 1 && count <= 200) {
      context.strokeStyle = "rgba(0,0,0,0.18)";
      context.lineWidth = 1;
      context.stroke();
    }

    const font = labelSize(fraction, radius);
    if (font === 0) return;
    context.save();
    context.translate(centre, centre);
    context.rotate(TOP + (start + fraction / 2) * TAU);
    context.fillStyle = label;
    context.font = `600 ${font.toFixed(1)}px system-ui, sans-serif`;
    context.textAlign = "right";
    context.textBaseline = "middle";
    // A picture sits at the rim, upright along the slice, and the label ends before it.
    const image = picture.images.get(entry.name);
    const side = image ? Math.min(radius * 0.3, fraction * TAU * radius * 0.8) : 0;
    if (image && side >= MIN_LABEL_PX * 2) {
      context.save();
      context.translate(radius - 8 - side / 2, 0);
      context.rotate(Math.PI / 2);
      // Fitted in a square of `side`, keeping its shape.
      const { width, height } = image;
      const scale = side / Math.max(width, height, 1);
      context.drawImage(
        image,
        (-width * scale) / 2,
        (-height * scale) / 2,
        width * scale,
        height * scale,
      );
      context.restore();
    }
    const { end, width } = labelRoom(radius, side);
    const text = fitText((t) => context.measureText(t).width, entry.name, width);
    context.fillText(text, end, 0);
    context.restore();
  });

  // The hub.
  context.beginPath();
  context.arc(centre, centre, Math.max(10, radius * 0.08), 0, TAU);
  context.fillStyle = "#ffffff";
  context.fill();
  context.lineWidth = 3;
  context.strokeStyle = "#111111";
  context.stroke();
}

/** Outlines one slice (the winner) on a transparent canvas laid over the wheel. */
export function drawHighlight(
  canvas: HTMLCanvasElement,
  entries: readonly WheelEntry[],
  index: number | null,
  size: number,
): void {
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = Math.round(size * ratio);
  canvas.height = Math.round(size * ratio);
  const context = canvas.getContext("2d");
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, size, size);
  const slice = index === null ? undefined : sliceBounds(entries)[index];
  if (!slice) return;
  const centre = size / 2;
  const radius = centre - 4;
  context.beginPath();
  context.moveTo(centre, centre);
  context.arc(
    centre,
    centre,
    radius,
    TOP + slice.start * TAU,
    TOP + (slice.start + slice.size) * TAU,
  );
  context.closePath();
  context.fillStyle = "rgba(255,255,255,0.25)";
  context.fill();
  // Two strokes, dark over light, so the outline shows on any slice colour.
  context.lineJoin = "round";
  context.lineWidth = 7;
  context.strokeStyle = "#ffffff";
  context.stroke();
  context.lineWidth = 3;
  context.strokeStyle = "#111111";
  context.stroke();
}
