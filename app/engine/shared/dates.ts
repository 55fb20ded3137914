import { parseIsoDate } from "../core/dates";
import { select } from "../core/fields";

// What the date generators share: the Format choice and reading a validated date field.

/** The Format field of date generators: ISO, long or US. */
export const dateFormat = select({
  label: "Format",
  options: [
    { value: "iso", label: "ISO (2025-03-03)" },
    { value: "long", label: "Long (Monday, 3 March 2025)" },
    { value: "us", label: "US (03/03/2025)" },
  ],
  default: "iso",
});

/** The day number of a date field's value, which the field has already validated. */
export function validatedDay(value: string): number {
  const parsed = parseIsoDate(value, "Date");
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.days;
}
