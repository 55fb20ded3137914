import { defineGenerator } from "../../core/engine";
import { count, integer, select } from "../../core/fields";

type Kind = "any" | "acute" | "obtuse" | "reflex" | "multiple-15";

/** The range of each kind of angle in degrees: [low, high] with open or closed ends. */
const KINDS: Readonly<Record<Kind, { label: string; low: number; high: number }>> = {
  any: { label: "Any (0° to 360°)", low: 0, high: 360 },
  acute: { label: "Acute (between 0° and 90°)", low: 0, high: 90 },
  obtuse: { label: "Obtuse (between 90° and 180°)", low: 90, high: 180 },
  reflex: { label: "Reflex (between 180° and 360°)", low: 180, high: 360 },
  "multiple-15": { label: "Multiples of 15° (0° to 345°)", low: 0, high: 345 },
};

/** What an angle in degrees is called. */
export function angleType(degrees: number): string {
  if (degrees === 0) return "zero";
  if (degrees < 90) return "acute";
  if (degrees === 90) return "right";
  if (degrees < 180) return "obtuse";
  if (degrees === 180) return "straight";
  if (degrees < 360) return "reflex";
  return "full turn";
}

/** A multiple of 15° as a fraction of π: 45 → "π/4", 270 → "3π/2". */
function piFraction(degrees: number): string {
  if (degrees === 0) return "0";
  const g = (a: number, b: number): number => (b === 0 ? a : g(b, a % b));
  const d = g(degrees, 180);
  const top = degrees / d;
  const bottom = 180 / d;
  return `${top === 1 ? "" : top}π${bottom === 1 ? "" : `/${bottom}`}`;
}

export default defineGenerator({
  id: "random-angle",
  title: "Random Angle",
  category: "maths",
  iconText: "📐",
  description:
    "Random angles of the kind you choose (acute, obtuse, reflex or any), in degrees and radians, named by type: for geometry practice and drawing.",
  keywords: ["random angle", "acute angle", "obtuse angle", "degrees to radians", "geometry"],
  algorithm:
    "Draws a whole number of steps uniformly within the kind's open range (Random.int), a step being 1° divided by 10 to the chosen decimal places, so the ends (0°, 90°, 180°) are left out where the kind excludes them; multiples of 15° pick one of the 24 uniformly. Radians are the degrees × π/180.",
  version: 1,
  inputs: {
    kind: select<Kind>({
      label: "Kind",
      options: (Object.keys(KINDS) as Kind[]).map((value) => ({
        value,
        label: KINDS[value].label,
      })),
      default: "any",
    }),
    places: integer({ label: "Decimal places", min: 0, max: 3, default: 0 }),
    count: count(10),
  },
  generate(random, { kind, places, count }) {
    const { low, high } = KINDS[kind];
    const scale = 10 ** places;
    const values = Array.from({ length: count }, () => {
      const degrees =
        kind === "multiple-15"
          ? 15 * random.int(0, 23)
          : kind === "any"
            ? random.int(0, 360 * scale - 1) / scale
            : random.int(low * scale + 1, high * scale - 1) / scale;
      const radians = Number(((degrees * Math.PI) / 180).toFixed(6));
      const type = angleType(degrees);
      const exact = kind === "multiple-15" ? ` = ${piFraction(degrees)} rad` : "";
      return {
        text: `${degrees.toFixed(places)}°${exact} (${type})`,
        data: { value: degrees, radians, type },
      };
    });
    return { values };
  },
});
