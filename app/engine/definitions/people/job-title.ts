import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { Sector } from "../../data/job-titles";

const SECTORS: readonly { value: Sector | "any"; label: string; plural: string }[] = [
  { value: "any", label: "Any sector", plural: "jobs" },
  { value: "health", label: "Health and care", plural: "health and care jobs" },
  { value: "tech", label: "Technology", plural: "technology jobs" },
  { value: "trades", label: "Skilled trades", plural: "skilled trades" },
  { value: "education", label: "Education", plural: "education jobs" },
  { value: "creative", label: "Creative and media", plural: "creative and media jobs" },
  {
    value: "business",
    label: "Business, finance and law",
    plural: "business, finance and law jobs",
  },
  { value: "food", label: "Food and drink", plural: "food and drink jobs" },
  { value: "outdoors", label: "Outdoors, animals and science", plural: "outdoor jobs" },
  { value: "public", label: "Public service", plural: "public service jobs" },
  { value: "transport", label: "Transport and logistics", plural: "transport and logistics jobs" },
];

export default defineListGenerator({
  id: "job-title",
  title: "Random Job Title",
  category: "people",
  iconText: "💼",
  description:
    "Real occupations, from nurse and electrician to air traffic controller and cheesemaker, by sector: for characters, career games, icebreakers and test data.",
  keywords: [
    "random job generator",
    "random occupation",
    "job title generator",
    "career generator",
    "random profession",
  ],
  entries: () => import("../../data/job-titles").then((m) => m.default),
  pool: "the occupations of the chosen sector",
  filters: [
    {
      name: "sector",
      field: select({
        label: "Sector",
        options: SECTORS.map(({ value, label }) => ({ value, label })),
        default: "any",
      }),
      keeps: (job, sector) => sector === "any" || job.sector === sector,
    },
  ],
  plural: (sector) => SECTORS.find((s) => s.value === sector)?.plural ?? "jobs",
  value: ({ title, sector }) => ({
    text: title,
    data: { title, sector, detail: SECTORS.find((s) => s.value === sector)?.label ?? sector },
  }),
});
