import { select } from "../core/fields";
import type { ListFilter } from "../core/list-generator";

// The Continent choice of the geography lists whose entries name their continent (mountains,
// rivers, national parks): "Anywhere", then each continent the list covers, by name.

/** A Continent filter over `continents`, keeping the entries `continentOf` puts in the choice. */
export function byContinent<E, C extends string>(
  continents: readonly C[],
  continentOf: (entry: E) => C,
): ListFilter<E, "any" | C> {
  return {
    name: "continent",
    field: select<"any" | C>({
      label: "Continent",
      options: [
        { value: "any", label: "Anywhere" },
        ...continents.map((c) => ({ value: c, label: c })),
      ],
      default: "any",
    }),
    keeps: (entry, choice) => choice === "any" || continentOf(entry) === choice,
  };
}

/** What the note calls the entries of a choice: "rivers", or "rivers in Asia". */
export function inContinent(plural: string): (choice: string) => string {
  return (choice) => (choice === "any" ? plural : `${plural} in ${choice}`);
}
