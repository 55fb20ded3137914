import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";

/** The games on offer, in the data module's order (the data holds their number formats). */
const GAMES = [
  { value: "us-powerball", label: "United States: Powerball" },
  { value: "us-mega-millions", label: "United States: Mega Millions" },
  { value: "euromillions", label: "Europe: EuroMillions" },
  { value: "eurojackpot", label: "Europe: Eurojackpot" },
  { value: "uk-lotto", label: "United Kingdom: Lotto" },
  { value: "uk-thunderball", label: "United Kingdom: Thunderball" },
  { value: "uk-set-for-life", label: "United Kingdom: Set For Life" },
  { value: "ie-lotto", label: "Ireland: Lotto" },
  { value: "ca-lotto-649", label: "Canada: Lotto 6/49" },
  { value: "ca-lotto-max", label: "Canada: Lotto Max" },
  { value: "au-oz-lotto", label: "Australia: Oz Lotto" },
  { value: "au-powerball", label: "Australia: Powerball" },
  { value: "au-saturday-lotto", label: "Australia: Saturday Lotto" },
  { value: "nz-lotto", label: "New Zealand: Lotto Powerball" },
  { value: "de-lotto-6aus49", label: "Germany: Lotto 6aus49" },
  { value: "fr-loto", label: "France: Loto" },
  { value: "it-superenalotto", label: "Italy: SuperEnalotto" },
  { value: "es-la-primitiva", label: "Spain: La Primitiva" },
  { value: "es-el-gordo", label: "Spain: El Gordo de la Primitiva" },
  { value: "jp-loto-6", label: "Japan: Loto 6" },
  { value: "jp-loto-7", label: "Japan: Loto 7" },
  { value: "za-lotto", label: "South Africa: Lotto" },
  { value: "za-powerball", label: "South Africa: PowerBall" },
] as const;

type GameId = (typeof GAMES)[number]["value"];

/** Two digits for pools that reach 10 or more, as tickets print them. */
const pad = (n: number, max: number) => (max >= 10 ? String(n).padStart(2, "0") : String(n));

export default defineGenerator({
  id: "lottery-quick-pick",
  title: "Lottery Quick Pick by Game",
  category: "games",
  iconText: "🎰",
  description:
    "A quick pick for a real lottery: Powerball, Mega Millions, EuroMillions, UK Lotto, Lotto 6/49, Oz Lotto and more, each with its own main and bonus number ranges.",
  keywords: [
    "quick pick",
    "powerball numbers",
    "euromillions numbers",
    "lotto numbers",
    "mega millions",
  ],
  algorithm:
    "Looks up the game's format, then draws the main numbers as k distinct values of its range (Random.distinctInts, a partial Fisher–Yates shuffle) and the bonus numbers the same way from their own range; each group is sorted smallest first, like a printed ticket. Every possible ticket is equally likely.",
  version: 1,
  inputs: {
    game: select<GameId>({
      label: "Game",
      options: GAMES,
      default: "us-powerball",
    }),
    count: count(5, { help: "Tickets: numbers may repeat between tickets, never within one." }),
  },
  load: () => import("../../data/lottery-games").then((m) => m.default),
  generate(random, { game, count }, games) {
    const format = games.find((g) => g.id === game);
    if (!format) throw new Error(`No lottery format for ${game}`);
    const { main, bonus } = format;
    const values = Array.from({ length: count }, () => {
      const numbers = random.distinctInts(main.min, main.max, main.picks).sort((a, b) => a - b);
      const extra = bonus
        ? random.distinctInts(bonus.min, bonus.max, bonus.picks).sort((a, b) => a - b)
        : [];
      const mainText = numbers.map((n) => pad(n, main.max)).join(" ");
      const text = bonus
        ? `${mainText} + ${bonus.name} ${extra.map((n) => pad(n, bonus.max)).join(" ")}`
        : mainText;
      return {
        text,
        data: { game: `${format.country}: ${format.name}`, main: numbers, bonus: extra },
      };
    });
    return { values };
  },
});
