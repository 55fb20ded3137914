import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { integer, select } from "../../core/fields";

// The weather of a fantasy campaign, day by day. Plain climate knowledge written as tables: how
// often each kind of day comes in a climate and season, and the range of the day's high.

type Condition =
  | "clear"
  | "partly"
  | "overcast"
  | "fog"
  | "drizzle"
  | "rain"
  | "downpour"
  | "storm"
  | "snow"
  | "sleet"
  | "blizzard"
  | "sandstorm"
  | "heat"
  | "humid";

type Wind = "calm" | "light breeze" | "moderate wind" | "strong wind" | "gale";

/** Each kind of day: how it is written, the winds it comes with, and how it moves the high. */
export const CONDITIONS: Readonly<
  Record<Condition, { label: string; winds: readonly Wind[]; shift: number }>
> = {
  clear: { label: "Clear skies", winds: ["calm", "light breeze", "moderate wind"], shift: 2 },
  partly: { label: "Partly cloudy", winds: ["light breeze", "moderate wind"], shift: 1 },
  overcast: { label: "Overcast", winds: ["calm", "light breeze", "moderate wind"], shift: -1 },
  fog: { label: "Thick fog", winds: ["calm", "light breeze"], shift: -1 },
  drizzle: { label: "Drizzle", winds: ["light breeze", "moderate wind"], shift: -2 },
  rain: {
    label: "Steady rain",
    winds: ["light breeze", "moderate wind", "strong wind"],
    shift: -2,
  },
  downpour: { label: "Downpour", winds: ["moderate wind", "strong wind"], shift: -2 },
  storm: { label: "Thunderstorm", winds: ["strong wind", "gale"], shift: -3 },
  snow: { label: "Snow", winds: ["calm", "light breeze", "moderate wind"], shift: -2 },
  sleet: { label: "Sleet", winds: ["moderate wind", "strong wind"], shift: -2 },
  blizzard: { label: "Blizzard", winds: ["strong wind", "gale"], shift: -5 },
  sandstorm: { label: "Sandstorm", winds: ["strong wind", "gale"], shift: 0 },
  heat: { label: "Scorching heat", winds: ["calm", "light breeze"], shift: 4 },
  humid: { label: "Hot and sticky", winds: ["calm", "light breeze"], shift: 1 },
};

export type Climate = "temperate" | "cold" | "desert" | "tropical" | "mountain" | "coastal";
export type Season = "spring" | "summer" | "autumn" | "winter";

interface SeasonWeather {
  /** The range of the day's high, in °C, before the condition's shift. */
  high: readonly [number, number];
  /** How often each kind of day comes, relative to the others. */
  weights: Partial<Record<Condition, number>>;
}

export const WEATHER: Readonly<Record<Climate, Readonly<Record<Season, SeasonWeather>>>> = {
  temperate: {
    spring: {
      high: [8, 18],
      weights: { clear: 3, partly: 3, overcast: 2, fog: 1, drizzle: 2, rain: 2, storm: 1 },
    },
    summer: {
      high: [18, 30],
      weights: { clear: 5, partly: 3, overcast: 1, rain: 1, storm: 2, heat: 1 },
    },
    autumn: {
      high: [6, 16],
      weights: { clear: 2, partly: 2, overcast: 3, fog: 2, drizzle: 2, rain: 3, storm: 1 },
    },
    winter: {
      high: [-6, 6],
      weights: {
        clear: 2,
        partly: 1,
        overcast: 3,
        fog: 2,
        snow: 3,
        sleet: 1,
        rain: 1,
        blizzard: 1,
      },
    },
  },
  cold: {
    spring: {
      high: [-10, 4],
      weights: { clear: 2, partly: 2, overcast: 3, fog: 1, snow: 3, blizzard: 1 },
    },
    summer: {
      high: [2, 14],
      weights: { clear: 3, partly: 3, overcast: 2, fog: 2, drizzle: 2, rain: 1 },
    },
    autumn: {
      high: [-8, 4],
      weights: { clear: 1, overcast: 3, fog: 1, snow: 3, sleet: 2, blizzard: 1 },
    },
    winter: { high: [-35, -10], weights: { clear: 3, overcast: 2, snow: 3, blizzard: 3 } },
  },
  desert: {
    spring: { high: [24, 34], weights: { clear: 6, partly: 2, sandstorm: 1, heat: 1 } },
    summer: { high: [35, 46], weights: { clear: 4, partly: 1, sandstorm: 2, heat: 4 } },
    autumn: { high: [24, 36], weights: { clear: 6, partly: 2, sandstorm: 1, heat: 1 } },
    winter: {
      high: [14, 24],
      weights: { clear: 5, partly: 2, overcast: 1, rain: 1, sandstorm: 1 },
    },
  },
  tropical: {
    spring: { high: [28, 34], weights: { clear: 2, partly: 3, humid: 3, rain: 2, storm: 2 } },
    summer: { high: [28, 35], weights: { partly: 2, humid: 3, rain: 3, downpour: 2, storm: 3 } },
    autumn: { high: [27, 33], weights: { partly: 2, humid: 3, rain: 3, downpour: 3, storm: 2 } },
    winter: { high: [25, 31], weights: { clear: 4, partly: 3, humid: 2, rain: 1 } },
  },
  mountain: {
    spring: {
      high: [-2, 10],
      weights: { clear: 2, partly: 2, overcast: 2, fog: 2, rain: 1, storm: 1, snow: 2 },
    },
    summer: {
      high: [8, 20],
      weights: { clear: 4, partly: 3, overcast: 1, fog: 1, rain: 1, storm: 2 },
    },
    autumn: {
      high: [-2, 10],
      weights: { clear: 2, partly: 1, overcast: 2, fog: 2, rain: 1, snow: 2, sleet: 1 },
    },
    winter: { high: [-20, -2], weights: { clear: 2, overcast: 2, fog: 1, snow: 4, blizzard: 3 } },
  },
  coastal: {
    spring: {
      high: [8, 16],
      weights: { clear: 2, partly: 3, overcast: 2, fog: 3, drizzle: 2, rain: 2 },
    },
    summer: { high: [16, 26], weights: { clear: 4, partly: 3, fog: 2, rain: 1, storm: 1 } },
    autumn: {
      high: [8, 16],
      weights: { partly: 2, overcast: 3, fog: 2, drizzle: 2, rain: 3, storm: 2 },
    },
    winter: {
      high: [0, 9],
      weights: { overcast: 3, fog: 2, drizzle: 2, rain: 3, sleet: 1, storm: 2 },
    },
  },
};

/** The chance that a day keeps the day before's weather, by the Weather changes choice. */
export const PERSISTENCE = { slowly: 2 / 3, sometimes: 1 / 2, daily: 0 } as const;

export default defineGenerator({
  id: "campaign-weather",
  title: "Campaign Weather",
  category: "rpg",
  iconText: "⛅",
  description:
    "Day-by-day weather for a fantasy campaign in six climates and four seasons: the sky, the day's high in °C and °F, and the wind, with weather that lingers.",
  keywords: ["weather generator", "dnd weather", "fantasy weather", "travel weather", "hexcrawl"],
  algorithm:
    "The first day's weather is drawn with the climate and season's weights (Random.weightedPick); each later day keeps the day before's with the chosen chance (Random.bool) or is drawn afresh the same way. The high is an unbiased whole number of degrees in the season's range (Random.int), moved by the weather, and the wind is picked among those that weather brings (Random.pick).",
  version: 1,
  inputs: {
    climate: select<Climate>({
      label: "Climate",
      options: [
        { value: "temperate", label: "Temperate" },
        { value: "cold", label: "Cold (tundra, far north)" },
        { value: "desert", label: "Desert" },
        { value: "tropical", label: "Tropical" },
        { value: "mountain", label: "Mountains" },
        { value: "coastal", label: "Coast" },
      ],
      default: "temperate",
    }),
    season: select<Season>({
      label: "Season",
      options: [
        { value: "spring", label: "Spring" },
        { value: "summer", label: "Summer" },
        { value: "autumn", label: "Autumn" },
        { value: "winter", label: "Winter" },
      ],
      default: "spring",
    }),
    days: integer({ label: "Days", min: 1, max: 365, default: 7 }),
    changes: select<keyof typeof PERSISTENCE>({
      label: "Weather changes",
      options: [
        { value: "slowly", label: "Slowly (a day keeps the last day's weather 2 times in 3)" },
        { value: "sometimes", label: "Sometimes (1 time in 2)" },
        { value: "daily", label: "Every day, independently" },
      ],
      default: "sometimes",
    }),
  },
  generate(random, { climate, season, days, changes }) {
    const table = WEATHER[climate][season];
    const kinds = Object.keys(table.weights) as Condition[];
    const weights = kinds.map((kind) => table.weights[kind] as number);
    const keep = PERSISTENCE[changes];
    let condition: Condition | undefined;
    const values = Array.from({ length: days }, (_, i): GeneratedValue => {
      if (condition === undefined || !(keep > 0 && random.bool(keep))) {
        condition = random.weightedPick(kinds, weights);
      }
      const { label, winds, shift } = CONDITIONS[condition];
      const celsius = random.int(table.high[0], table.high[1]) + shift;
      const fahrenheit = Math.round((celsius * 9) / 5 + 32);
      const wind = random.pick(winds);
      return {
        text: `Day ${i + 1}: ${label}, high of ${celsius} °C (${fahrenheit} °F), ${wind}`,
        data: { day: i + 1, condition: label, celsius, fahrenheit, wind, value: celsius },
      };
    });
    return { values };
  },
});
