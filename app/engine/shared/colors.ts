// Colour conversions shared by the colour generators: channels to hex, HSL to sRGB.

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

/** The channels (0..255) of a `#rrggbb` colour. */
export function hexToRgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance (0 for black to 1 for white) of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2.x contrast ratio (1 to 21) of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The hue (0..359), saturation and lightness (0..100), rounded, of a `#rrggbb` colour. */
export function hexToHsl(hex: string): [number, number, number] {
  const [r, g, b] = hexToRgb(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, Math.round(l * 100)];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = Math.round(h * 60) % 360;
  return [h, Math.round(s * 100), Math.round(l * 100)];
}
