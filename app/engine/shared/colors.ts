// Colour conversions shared by the colour generators: channels to hex, HSL to sRGB. Reading a
// colour back (its channels, HSL, luminance and contrast) is ./colour-maths.ts, which the
// site's views share without the generators' conversions.

export { contrastRatio, hexToHsl, hexToRgb, relativeLuminance } from "./colour-maths";

/** Two lowercase hex digits for a channel in 0..255. */
function hexByte(value: number): string {
  return value.toString(16).padStart(2, "0");
}

/** `#rrggbb` (lowercase) for channels in 0..255. */
export function rgbToHex(r: number, g: number, b: number): string {
  return `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`;
}

/**
 * The sRGB channels (0..255) of `hsl(h, s%, l%)` for whole-number hue (degrees) and
 * percentages, by the CSS Color 4 formula, computed in exact integer arithmetic and rounded
 * half up, so no floating-point error can move a channel across a rounding boundary.
 *
 * CSS: channel(n) = l − s·min(l, 1 − l)·clamp(min(k − 3, 9 − k), −1, 1), k = (n + h/30) mod 12,
 * for n = 0 (red), 8 (green), 4 (blue). Scaled by 30 (k) and 100 (s, l), every term is whole.
 */
export function hslToRgb(
  hue: number,
  saturation: number,
  lightness: number,
): [number, number, number] {
  const h = ((hue % 360) + 360) % 360;
  const channel = (n: number): number => {
    const k30 = (30 * n + h) % 360;
    const t30 = Math.max(-30, Math.min(k30 - 90, 270 - k30, 30));
    // value = (3000·l − s·min(l, 100 − l)·t30) / 300000, a number in [0, 1].
    const numerator =
      255 * (3000 * lightness - saturation * Math.min(lightness, 100 - lightness) * t30);
    const denominator = 300_000;
    return Math.floor((2 * numerator + denominator) / (2 * denominator));
  };
  return [channel(0), channel(8), channel(4)];
}

/** `#rrggbb` of `hsl(h, s%, l%)` (whole-number inputs), exactly as a browser renders it. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  return rgbToHex(...hslToRgb(hue, saturation, lightness));
}
