/**
 * Bodyweight and simple-equipment exercises with the body area they work and whether they are
 * counted in repetitions or held for a time.
 *
 * Source: authored for this project (exercise names are plain facts).
 * Licence: public domain (CC0).
 */
export type BodyArea = "upper" | "lower" | "core" | "cardio";

export interface Exercise {
  name: string;
  area: BodyArea;
  /** Counted in repetitions, or held/done for a number of seconds. */
  measure: "reps" | "seconds";
}

const by = (area: BodyArea, measure: "reps" | "seconds", names: readonly string[]) =>
  names.map((name) => ({ name, area, measure }));

const exercises: readonly Exercise[] = [
  ...by("upper", "reps", [
    "Push-ups",
    "Knee push-ups",
    "Incline push-ups",
    "Diamond push-ups",
    "Wide push-ups",
    "Chair dips",
    "Pike push-ups",
    "Shoulder taps",
    "Superman pulls",
    "Inchworms",
    "Arm circles (each way)",
    "Plank up-downs",
    "Bear crawl steps",
    "Decline push-ups",
    "Doorframe rows",
    "Towel rows",
    "Backpack shoulder presses",
    "Water-bottle curls",
  ]),
  ...by("lower", "reps", [
    "Squats",
    "Lunges (each leg)",
    "Reverse lunges (each leg)",
    "Side lunges (each leg)",
    "Glute bridges",
    "Single-leg glute bridges (each leg)",
    "Calf raises",
    "Step-ups (each leg)",
    "Sumo squats",
    "Curtsy lunges (each leg)",
    "Donkey kicks (each leg)",
    "Fire hydrants (each leg)",
    "Split squats (each leg)",
    "Squat pulses",
    "Good mornings",
    "Side-lying leg raises (each leg)",
  ]),
  ...by("lower", "seconds", ["Wall sit", "Squat hold"]),
  ...by("core", "reps", [
    "Crunches",
    "Bicycle crunches",
    "Leg raises",
    "Russian twists",
    "Dead bugs",
    "Bird dogs (each side)",
    "Flutter kicks",
    "Reverse crunches",
    "Heel taps",
    "Sit-ups",
    "V-ups",
    "Toe touches",
    "Plank jacks",
  ]),
  ...by("core", "seconds", ["Plank", "Side plank (each side)", "Hollow hold", "Boat hold"]),
  ...by("cardio", "seconds", [
    "Jumping jacks",
    "High knees",
    "Butt kicks",
    "Mountain climbers",
    "Skaters",
    "Jogging on the spot",
    "Star jumps",
    "Skipping (real or imaginary rope)",
    "Fast feet",
    "Shadow boxing",
    "Squat jumps",
    "Burpees",
    "Tuck jumps",
    "Lateral shuffles",
  ]),
];

export default exercises;
