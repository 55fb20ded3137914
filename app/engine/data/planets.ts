/**
 * The eight planets and the five dwarf planets the IAU recognises, in order from the Sun.
 * "distanceAu": semi-major axis of the orbit in astronomical units; "periodYears": orbital
 * period in Earth years; "diameterKm": mean diameter, rounded (Haumea, an elongated body, to the
 * nearest hundred). Moon counts are left out on purpose: they change with every survey.
 *
 * Source: authored (plain facts), from NASA's planetary fact sheets.
 * Licence: public domain (facts).
 */
export interface Planet {
  name: string;
  kind: "planet" | "dwarf-planet";
  type: "rocky" | "gas giant" | "ice giant" | "dwarf";
  distanceAu: number;
  periodYears: number;
  diameterKm: number;
}

const planets: readonly Planet[] = [
  {
    name: "Mercury",
    kind: "planet",
    type: "rocky",
    distanceAu: 0.39,
    periodYears: 0.24,
    diameterKm: 4879,
  },
  {
    name: "Venus",
    kind: "planet",
    type: "rocky",
    distanceAu: 0.72,
    periodYears: 0.62,
    diameterKm: 12104,
  },
  {
    name: "Earth",
    kind: "planet",
    type: "rocky",
    distanceAu: 1,
    periodYears: 1,
    diameterKm: 12756,
  },
  {
    name: "Mars",
    kind: "planet",
    type: "rocky",
    distanceAu: 1.52,
    periodYears: 1.88,
    diameterKm: 6792,
  },
  {
    name: "Ceres",
    kind: "dwarf-planet",
    type: "dwarf",
    distanceAu: 2.77,
    periodYears: 4.6,
    diameterKm: 939,
  },
  {
    name: "Jupiter",
    kind: "planet",
    type: "gas giant",
    distanceAu: 5.2,
    periodYears: 11.86,
    diameterKm: 142984,
  },
  {
    name: "Saturn",
    kind: "planet",
    type: "gas giant",
    distanceAu: 9.54,
    periodYears: 29.46,
    diameterKm: 120536,
  },
  {
    name: "Uranus",
    kind: "planet",
    type: "ice giant",
    distanceAu: 19.19,
    periodYears: 84.01,
    diameterKm: 51118,
  },
  {
    name: "Neptune",
    kind: "planet",
    type: "ice giant",
    distanceAu: 30.07,
    periodYears: 164.8,
    diameterKm: 49528,
  },
  {
    name: "Pluto",
    kind: "dwarf-planet",
    type: "dwarf",
    distanceAu: 39.48,
    periodYears: 248,
    diameterKm: 2377,
  },
  {
    name: "Haumea",
    kind: "dwarf-planet",
    type: "dwarf",
    distanceAu: 43.1,
    periodYears: 284,
    diameterKm: 1600,
  },
  {
    name: "Makemake",
    kind: "dwarf-planet",
    type: "dwarf",
    distanceAu: 45.4,
    periodYears: 306,
    diameterKm: 1430,
  },
  {
    name: "Eris",
    kind: "dwarf-planet",
    type: "dwarf",
    distanceAu: 67.8,
    periodYears: 559,
    diameterKm: 2326,
  },
];

export default planets;
