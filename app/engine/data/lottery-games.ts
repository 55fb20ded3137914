// Number formats of national lotteries: how many main numbers a ticket picks from which range,
// and its extra numbers (Powerball, Lucky Stars, Superzahl…). Plain facts as published by each
// operator (formats as of 2025); operators change formats now and then (Mega Millions went
// to a Mega Ball of 1–24 in April 2025), so a change means a new generator version.

export interface LotteryGame {
  id: string;
  name: string;
  country: string;
  main: { picks: number; min: number; max: number };
  /** The extra numbers drawn from their own range, with their name; absent when none. */
  bonus?: { name: string; picks: number; min: number; max: number };
}

const games: readonly LotteryGame[] = [
  {
    id: "us-powerball",
    name: "Powerball",
    country: "United States",
    main: { picks: 5, min: 1, max: 69 },
    bonus: { name: "Powerball", picks: 1, min: 1, max: 26 },
  },
  {
    id: "us-mega-millions",
    name: "Mega Millions",
    country: "United States",
    main: { picks: 5, min: 1, max: 70 },
    bonus: { name: "Mega Ball", picks: 1, min: 1, max: 24 },
  },
  {
    id: "euromillions",
    name: "EuroMillions",
    country: "Europe",
    main: { picks: 5, min: 1, max: 50 },
    bonus: { name: "Lucky Stars", picks: 2, min: 1, max: 12 },
  },
  {
    id: "eurojackpot",
    name: "Eurojackpot",
    country: "Europe",
    main: { picks: 5, min: 1, max: 50 },
    bonus: { name: "Euro numbers", picks: 2, min: 1, max: 12 },
  },
  { id: "uk-lotto", name: "Lotto", country: "United Kingdom", main: { picks: 6, min: 1, max: 59 } },
  {
    id: "uk-thunderball",
    name: "Thunderball",
    country: "United Kingdom",
    main: { picks: 5, min: 1, max: 39 },
    bonus: { name: "Thunderball", picks: 1, min: 1, max: 14 },
  },
  {
    id: "uk-set-for-life",
    name: "Set For Life",
    country: "United Kingdom",
    main: { picks: 5, min: 1, max: 47 },
    bonus: { name: "Life Ball", picks: 1, min: 1, max: 10 },
  },
  { id: "ie-lotto", name: "Lotto", country: "Ireland", main: { picks: 6, min: 1, max: 47 } },
  {
    id: "ca-lotto-649",
    name: "Lotto 6/49",
    country: "Canada",
    main: { picks: 6, min: 1, max: 49 },
  },
  { id: "ca-lotto-max", name: "Lotto Max", country: "Canada", main: { picks: 7, min: 1, max: 50 } },
  {
    id: "au-oz-lotto",
    name: "Oz Lotto",
    country: "Australia",
    main: { picks: 7, min: 1, max: 47 },
  },
  {
    id: "au-powerball",
    name: "Powerball",
    country: "Australia",
    main: { picks: 7, min: 1, max: 35 },
    bonus: { name: "Powerball", picks: 1, min: 1, max: 20 },
  },
  {
    id: "au-saturday-lotto",
    name: "Saturday Lotto",
    country: "Australia",
    main: { picks: 6, min: 1, max: 45 },
  },
  {
    id: "nz-lotto",
    name: "Lotto Powerball",
    country: "New Zealand",
    main: { picks: 6, min: 1, max: 40 },
    bonus: { name: "Powerball", picks: 1, min: 1, max: 10 },
  },
  {
    id: "de-lotto-6aus49",
    name: "Lotto 6aus49",
    country: "Germany",
    main: { picks: 6, min: 1, max: 49 },
    bonus: { name: "Superzahl", picks: 1, min: 0, max: 9 },
  },
  {
    id: "fr-loto",
    name: "Loto",
    country: "France",
    main: { picks: 5, min: 1, max: 49 },
    bonus: { name: "Numéro Chance", picks: 1, min: 1, max: 10 },
  },
  {
    id: "it-superenalotto",
    name: "SuperEnalotto",
    country: "Italy",
    main: { picks: 6, min: 1, max: 90 },
  },
  {
    id: "es-la-primitiva",
    name: "La Primitiva",
    country: "Spain",
    main: { picks: 6, min: 1, max: 49 },
    bonus: { name: "Reintegro", picks: 1, min: 0, max: 9 },
  },
  {
    id: "es-el-gordo",
    name: "El Gordo de la Primitiva",
    country: "Spain",
    main: { picks: 5, min: 1, max: 54 },
    bonus: { name: "Número clave", picks: 1, min: 0, max: 9 },
  },
  { id: "jp-loto-6", name: "Loto 6", country: "Japan", main: { picks: 6, min: 1, max: 43 } },
  { id: "jp-loto-7", name: "Loto 7", country: "Japan", main: { picks: 7, min: 1, max: 37 } },
  { id: "za-lotto", name: "Lotto", country: "South Africa", main: { picks: 6, min: 1, max: 58 } },
  {
    id: "za-powerball",
    name: "PowerBall",
    country: "South Africa",
    main: { picks: 5, min: 1, max: 50 },
    bonus: { name: "PowerBall", picks: 1, min: 1, max: 20 },
  },
];

export default games;
