import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const REGIONS = [
  { value: "Africa", label: "Africa" },
  { value: "America", label: "The Americas" },
  { value: "Antarctica", label: "Antarctica and the Arctic" },
  { value: "Asia", label: "Asia" },
  { value: "Atlantic", label: "Atlantic Ocean" },
  { value: "Australia", label: "Australia" },
  { value: "Europe", label: "Europe" },
  { value: "Indian", label: "Indian Ocean" },
  { value: "Pacific", label: "Pacific Ocean" },
] as const;

type Region = "any" | (typeof REGIONS)[number]["value"];

/** The region of a zone name; the one Arctic zone (Longyearbyen) goes with Antarctica. */
const regionOf = (name: string) => (name.startsWith("Arctic/") ? "Antarctica" : name.split("/")[0]);

export default defineListGenerator({
  id: "random-time-zone",
  title: "Random Time Zone",
  category: "geography",
  iconText: "🕰️",
  description:
    "IANA time zones such as Europe/Lisbon or Pacific/Auckland, from anywhere or one region, with their standard UTC offset and whether they change for summer time.",
  keywords: ["time zone", "timezone", "iana", "tz database", "utc offset"],
  entries: () => import("../../data/time-zones").then((m) => m.default),
  pool: "the 418 IANA time zones of the tz database, or those of the chosen region",
  filters: [
    {
      name: "region",
      field: select<Region>({
        label: "Region",
        options: [{ value: "any", label: "Anywhere" }, ...REGIONS],
        default: "any",
      }),
      keeps: ([name], choice) => choice === "any" || regionOf(name) === choice,
    },
  ],
  plural: (choice) =>
    choice === "any"
      ? "time zones"
      : `time zones in ${REGIONS.find((r) => r.value === choice)?.label ?? choice}`,
  value: ([name, standardOffset, daylightSaving]) => ({
    text: name,
    data: { name, standardOffset, daylightSaving, region: regionOf(name) ?? "" },
  }),
});
