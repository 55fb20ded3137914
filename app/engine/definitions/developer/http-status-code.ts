import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const CLASSES = {
  "1": "Informational",
  "2": "Success",
  "3": "Redirection",
  "4": "Client error",
  "5": "Server error",
} as const;

type ClassChoice = "any" | keyof typeof CLASSES;

export default defineListGenerator({
  id: "http-status-code",
  title: "Random HTTP Status Code",
  category: "developer",
  iconText: "🚦",
  description:
    "HTTP status codes with their reason phrases, such as 404 Not Found, from any class or only errors, redirects or successes.",
  keywords: ["http status code", "status code", "http error", "response code", "404"],
  entries: () => import("../../data/http-statuses").then((m) => m.default),
  pool: "the HTTP status codes of the chosen class",
  filters: [
    {
      name: "statusClass",
      field: select({
        label: "Class",
        options: [
          { value: "any", label: "Any" },
          ...Object.entries(CLASSES).map(([digit, label]) => ({
            value: digit as keyof typeof CLASSES,
            label: `${digit}xx ${label}`,
          })),
        ],
        default: "any",
      }),
      keeps: (status, choice: ClassChoice) =>
        choice === "any" || String(status.code).startsWith(choice),
    },
  ],
  plural: (choice: ClassChoice) => (choice === "any" ? "status codes" : `${choice}xx status codes`),
  value: ({ code, reason }) => {
    const digit = String(code)[0] as keyof typeof CLASSES;
    return {
      text: `${code} ${reason}`,
      data: { code, reason, class: `${digit}xx ${CLASSES[digit]}` },
    };
  },
  defaultCount: 1,
});
