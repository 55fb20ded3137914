import { defineGenerator } from "../../core/engine";
import type { InputProblem } from "../../core/field-kinds";
import { list, splitList } from "../../core/fields";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_CARS = 100;
const MAX_PASSENGERS = 1_000;

interface Car {
  driver: string;
  seats: number;
}

/** "Ana 3": a driver and their free seats. */
function readCars(raw: string): Car[] | InputProblem {
  const cars: Car[] = [];
  for (const line of splitList(raw, { maxItems: Infinity }).items) {
    const match = /^(.*\S)\s+(\d{1,2})$/.exec(line);
    if (!match) {
      return {
        field: "drivers",
        message: `"${line}" needs a driver's name and then the free seats, like "Ana 3".`,
      };
    }
    const [, driver = "", seats = "0"] = match;
    if (cars.some((car) => car.driver === driver)) {
      return { field: "drivers", message: `${driver} is listed twice.` };
    }
    cars.push({ driver, seats: Number(seats) });
  }
  return cars;
}

export default defineGenerator({
  id: "carpool-groups",
  title: "Carpool Groups",
  category: "groups",
  iconText: "🚗",
  description:
    'Share passengers out among drivers at random for a trip, a school run or a team outing: list drivers with their free seats ("Ana 3") and the passengers.',
  keywords: ["carpool", "ride share", "who rides with who", "car groups", "lift share"],
  algorithm:
    "Shuffles the passengers and the cars (Random.shuffle), then seats the passengers in that order, each in the car with the fewest passengers that still has a free seat (the car earlier in the shuffle on a tie), so passengers spread evenly and no car takes more than its seats.",
  version: 1,
  inputs: {
    drivers: list({
      label: "Drivers and free seats",
      help: `One driver per line: a name, a space, then their free seats, like "Ana 3". At most ${MAX_CARS}.`,
      default: "Ana 3\nBen 4\nCy 2",
      maxItems: MAX_CARS,
      maxItemLength: 80,
    }),
    names: namesField("Dee\nEli\nFay\nGus\nHal\nIda\nJon", {
      max: MAX_PASSENGERS,
      label: "Passengers",
      help: `One name per line, or separated by commas. At most ${MAX_PASSENGERS.toLocaleString("en-US")}.`,
    }),
  },
  check({ drivers, names }) {
    const cars = readCars(drivers);
    if (!Array.isArray(cars)) return cars;
    if (cars.length === 0) return { field: "drivers", message: "Enter at least one driver." };
    if (cars.length > MAX_CARS) {
      return { field: "drivers", message: `At most ${MAX_CARS} drivers at once.` };
    }
    const problem = namesProblem("names", names, {
      min: 1,
      max: MAX_PASSENGERS,
      why: "to share out",
    });
    if (problem) return problem;
    const passengers = readNames(names, MAX_PASSENGERS).items;
    const both = passengers.find((p) => cars.some((car) => car.driver === p));
    if (both !== undefined) {
      return { field: "names", message: `${both} is a driver: leave them out of Passengers.` };
    }
    const seats = cars.reduce((sum, car) => sum + car.seats, 0);
    if (passengers.length > seats) {
      return {
        field: "names",
        message: `Not enough seats: ${plural(passengers.length, "passenger")} for ${plural(seats, "free seat")}. Add drivers or seats.`,
      };
    }
    return null;
  },
  generate(random, { drivers, names }) {
    const cars = readCars(drivers);
    if (!Array.isArray(cars)) return { values: [], notes: [cars.message] };
    const { items, notes } = readNames(names, MAX_PASSENGERS);
    // Ties go to the car that comes first in a shuffle of the cars; the list keeps your order.
    const turn = random.shuffle(cars.map((_, i) => i));
    const riders: string[][] = cars.map(() => []);
    const taken = (i: number) => riders[i]?.length ?? 0;
    for (const passenger of random.shuffle(items)) {
      let best = -1;
      for (const i of turn) {
        if (taken(i) >= (cars[i]?.seats ?? 0)) continue;
        if (best === -1 || taken(i) < taken(best)) best = i;
      }
      riders[best]?.push(passenger);
    }
    const values = cars.map((car, i) => {
      const passengers = riders[i] ?? [];
      return {
        text: `${car.driver}'s car: ${passengers.length > 0 ? passengers.join(", ") : "no passengers"}`,
        data: {
          team: i + 1,
          members: [`${car.driver} (driving)`, ...passengers],
          driver: car.driver,
          passengers,
          seats: car.seats,
        },
      };
    });
    return {
      values,
      notes,
      summary: `${plural(items.length, "passenger")} in ${plural(cars.length, "car")}`,
    };
  },
});
