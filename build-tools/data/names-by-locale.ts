import * as faker from "@faker-js/faker";

import { NAME_LOCALES as LOCALES } from "../../app/engine/shared/name-locales";
import type { DataSource } from "../data-sources";

// Given names and surnames of 30 locales from faker's locale definitions. Faker's lists run from
// a few dozen to over two thousand names, mostly in alphabetical order; each is cut to at most
// MAX_NAMES names spread evenly through it (every k-th), so no initial is favoured.

const MAX_NAMES = 200;

type Gendered = { generic?: string[]; female?: string[]; male?: string[] };

/** At most MAX_NAMES distinct names, every k-th of the list (k = ceil(length / MAX_NAMES)). */
function spread(names: readonly string[] | undefined): string[] {
  const distinct = [...new Set((names ?? []).map((n) => n.trim()).filter((n) => n !== ""))];
  const step = Math.ceil(distinct.length / MAX_NAMES);
  return distinct.filter((_, i) => i % step === 0);
}

/** The lists made disjoint: a name faker gives both sexes moves to the list for either. */
function disjoint({ generic = [], female = [], male = [] }: Gendered): Required<Gendered> {
  const femaleSet = new Set(female);
  const maleSet = new Set(male);
  const both = new Set(female.filter((n) => maleSet.has(n)));
  return {
    generic: [...new Set([...generic, ...both])],
    female: female.filter((n) => !both.has(n) && !generic.includes(n)),
    male: male.filter((n) => !both.has(n) && !generic.includes(n) && !femaleSet.has(n)),
  };
}

const source: DataSource = {
  name: "names-by-locale",
  package: "@faker-js/faker",
  licence: "MIT",
  description: `Given names (female, male, either) and surnames (for either sex, or by sex where the language inflects them) of ${LOCALES.length} locales, at most ${MAX_NAMES} per list spread evenly through faker's list.`,
  entryType:
    "{ id: string; label: string; familyFirst: boolean; joiner: string; female: string[]; male: string[]; either: string[]; surnames: string[]; femaleSurnames: string[]; maleSurnames: string[] }",
  build() {
    const all = faker as unknown as Record<
      string,
      { person?: { first_name?: Gendered; last_name?: Gendered } }
    >;
    return LOCALES.map(
      (locale: { id: string; label: string; familyFirst?: boolean; joiner?: string }) => {
        const { id, label, familyFirst = false, joiner = " " } = locale;
        const person = all[id]?.person;
        if (!person?.first_name || !person.last_name)
          throw new Error(`faker has no names for ${id}`);
        const first = disjoint(person.first_name);
        const last = disjoint(person.last_name);
        return {
          id,
          label,
          familyFirst,
          joiner,
          female: spread(first.female),
          male: spread(first.male),
          either: spread(first.generic),
          surnames: spread(last.generic),
          femaleSurnames: spread(last.female),
          maleSurnames: spread(last.male),
        };
      },
    );
  },
};

export default source;
