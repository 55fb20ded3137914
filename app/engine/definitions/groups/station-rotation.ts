import { defineGenerator } from "../../core/engine";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_PEOPLE = 500;
const MAX_STATIONS = 30;

export default defineGenerator({
  id: "station-rotation",
  title: "Station Rotation Groups",
  category: "groups",
  iconText: "🔁",
  description:
    "Split a class or a team into one random group per station, and give each group its order round the stations, so every group visits every station once and no two share a station in a round.",
  keywords: [
    "learning stations",
    "station rotation",
    "carousel activity",
    "circuit groups",
    "rotation groups",
  ],
  algorithm:
    "Shuffles the people with Fisher–Yates (Random.shuffle) and cuts the shuffle into as many groups as there are stations, sizes differing by at most one; the stations are shuffled too. In round r, group g works at station (g + r) mod the number of stations, a Latin square, so every group visits every station once.",
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli\nFay\nGus\nHal\nIda\nJon\nKai\nLea", {
      max: MAX_PEOPLE,
      label: "People",
      help: `One name per line, or separated by commas. At most ${MAX_PEOPLE}.`,
    }),
    stations: namesField("Reading corner\nMaths games\nScience table\nArt", {
      max: MAX_STATIONS,
      label: "Stations",
      help: `One station per line, or separated by commas. From 2 to ${MAX_STATIONS}.`,
    }),
  },
  check({ names, stations }) {
    const problem = namesProblem("stations", stations, {
      min: 2,
      max: MAX_STATIONS,
      why: "to rotate between",
      noun: "station",
    });
    if (problem) return problem;
    const count = readNames(stations, MAX_STATIONS).items.length;
    return namesProblem("names", names, {
      min: count,
      max: MAX_PEOPLE,
      why: `so each of the ${count} stations has a group`,
    });
  },
  generate(random, { names, stations }) {
    const people = readNames(names, MAX_PEOPLE);
    const places = readNames(stations, MAX_STATIONS);
    const order = random.shuffle(people.items);
    const route = random.shuffle(places.items);
    const s = route.length;
    let next = 0;
    const values = route.map((_, g) => {
      const size = Math.floor(order.length / s) + (g < order.length % s ? 1 : 0);
      const members = order.slice(next, next + size);
      next += size;
      const visits = Array.from({ length: s }, (_, r) => route[(g + r) % s] ?? "");
      return {
        text: `Group ${g + 1} (${members.join(", ")}): ${visits.join(" → ")}`,
        data: { team: g + 1, members, stations: visits },
      };
    });
    return {
      values,
      notes: [...people.notes, ...places.notes],
      summary: `${plural(s, "group")} of about ${Math.round(order.length / s)}, ${plural(s, "round")}`,
    };
  },
});
