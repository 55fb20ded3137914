import { defineGenerator } from "../../core/engine";
import { integer, select } from "../../core/fields";
import { plural } from "../../shared/format";
import type { BodyArea, Exercise } from "../../data/exercises";

const FOCUS: Record<BodyArea | "full", string> = {
  full: "Full body",
  upper: "Upper body",
  lower: "Legs & glutes",
  core: "Core",
  cardio: "Cardio",
};

/** Sets, and the range of repetitions or seconds per set, for each level. */
const LEVELS = {
  beginner: { label: "Beginner", sets: 2, reps: [6, 10], seconds: [20, 30] },
  intermediate: { label: "Intermediate", sets: 3, reps: [10, 15], seconds: [30, 45] },
  advanced: { label: "Advanced", sets: 4, reps: [15, 20], seconds: [45, 60] },
} as const;

export default defineGenerator({
  id: "workout-generator",
  title: "Workout Generator",
  category: "home-life",
  iconText: "💪",
  description:
    "A random home workout with no equipment: bodyweight exercises for the whole body or one area, with sets and repetitions (or seconds) for beginners, intermediate or advanced.",
  keywords: ["home workout", "random workout", "bodyweight exercises", "exercise plan", "hiit"],
  algorithm:
    "Draws the exercises without repeats (Random.sample, a partial Fisher–Yates shuffle) from those for the chosen area; \"Full body\" shuffles the four areas and each area's exercises (Random.shuffle) and takes one from each area in turn, so every area is covered. Each exercise then gets a whole number of repetitions or seconds drawn uniformly (Random.int) from the level's range: seconds in steps of five.",
  version: 1,
  inputs: {
    focus: select({
      label: "Focus",
      options: Object.entries(FOCUS).map(([value, label]) => ({
        value: value as BodyArea | "full",
        label,
      })),
      default: "full",
    }),
    level: select({
      label: "Level",
      options: Object.entries(LEVELS).map(([value, { label }]) => ({
        value: value as keyof typeof LEVELS,
        label,
      })),
      default: "beginner",
    }),
    exercises: integer({
      label: "Exercises",
      min: 1,
      max: 12,
      default: 6,
      help: "At most 12 (every area has at least 14 exercises, so none repeats).",
    }),
  },
  load: () => import("../../data/exercises").then((m) => m.default),
  generate(random, { focus, level, exercises }, all: readonly Exercise[]) {
    const { sets, reps, seconds } = LEVELS[level];
    let chosen: Exercise[];
    if (focus === "full") {
      // Round-robin over the areas in a random order, each area's exercises shuffled.
      const areas = random
        .shuffle(["upper", "lower", "core", "cardio"] as const)
        .map((area) => random.shuffle(all.filter((e) => e.area === area)));
      chosen = Array.from(
        { length: exercises },
        (_, i) => areas[i % areas.length]?.[Math.floor(i / areas.length)] as Exercise,
      );
    } else {
      chosen = random.sample(
        all.filter((e) => e.area === focus),
        exercises,
      );
    }
    const values = chosen.map((e, i) => {
      const amount =
        e.measure === "reps"
          ? random.int(reps[0], reps[1])
          : 5 * random.int(seconds[0] / 5, seconds[1] / 5);
      const unit = e.measure === "reps" ? "reps" : "seconds";
      return {
        text: `${i + 1}. ${e.name}: ${sets} × ${amount} ${unit}`,
        data: { exercise: e.name, area: e.area, sets, amount, unit },
      };
    });
    return {
      values,
      summary: `${FOCUS[focus]}, ${LEVELS[level].label.toLowerCase()}: ${plural(exercises, "exercise")} × ${plural(sets, "set")}`,
    };
  },
});
