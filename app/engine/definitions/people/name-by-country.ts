import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import { drawCombinations, templateCount, type Template } from "../../shared/combinations";
import { NAME_LOCALES } from "../../shared/name-locales";
import type locales from "../../data/names-by-locale";

type Sex = "female" | "male" | "either";
type Locale = (typeof locales)[number];

/** The given names of a Gender choice: that sex's names plus the names given to either. */
function givenNames(locale: Locale, gender: "any" | "female" | "male"): Record<Sex, string[]> {
  return {
    female: gender === "male" ? [] : locale.female,
    male: gender === "female" ? [] : locale.male,
    either: locale.either,
  };
}

/** Surnames that go with a given name of `sex`: the shared ones and, where surnames inflect, that sex's. */
function surnamesFor(locale: Locale, sex: Sex): string[] {
  const own =
    sex === "female"
      ? locale.femaleSurnames
      : sex === "male"
        ? locale.maleSurnames
        : [...locale.femaleSurnames, ...locale.maleSurnames];
  return [...locale.surnames, ...own];
}

export default defineGenerator({
  id: "name-by-country",
  title: "Random Name by Country",
  category: "people",
  iconText: "🌍",
  description: `Realistic full names, given names or surnames from ${NAME_LOCALES.length} languages and countries, in their own script and name order (family name first in Chinese, Hungarian, Japanese, Korean and Vietnamese), with surnames that agree with the sex where the language inflects them.`,
  keywords: [
    "name generator by country",
    "foreign names",
    "international names",
    "japanese name generator",
    "russian name generator",
  ],
  algorithm:
    "A full name is a uniform pick among all pairs of a given name of the chosen gender and a surname that fits it (Random.int over the number of pairs; with No repeats, distinct pairs by Random.distinctInts), so Czech, Russian or Ukrainian women get the feminine surname. Given names or surnames alone are uniform picks from their list (Random.pick, or Random.sample for No repeats).",
  version: 1,
  inputs: {
    locale: select({
      label: "Country or language",
      options: NAME_LOCALES.map(({ id, label }) => ({ value: id, label })),
      default: "en",
    }),
    gender: select({
      label: "Gender",
      options: [
        { value: "any", label: "Any" },
        { value: "female", label: "Female" },
        { value: "male", label: "Male" },
      ],
      default: "any",
    }),
    part: select({
      label: "Show",
      options: [
        { value: "full", label: "Full name" },
        { value: "given", label: "Given (first) name only" },
        { value: "family", label: "Surname only" },
      ],
      default: "full",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/names-by-locale").then((m) => m.default),
  generate(random, { locale: localeId, gender, part, count, unique }, locales) {
    const locale = locales.find((l) => l.id === localeId);
    if (!locale) return { values: [], notes: [`No names for ${localeId}.`] };
    const given = givenNames(locale, gender);
    const sexes = (["female", "male", "either"] as const).filter((s) => given[s].length > 0);
    const base = { locale: locale.id, language: locale.label };
    const who = `${gender === "any" ? "" : `${gender} `}${locale.label}`;

    if (part === "given") {
      const pool = sexes.flatMap((sex) => given[sex].map((name) => ({ name, sex })));
      const { picked, notes } = drawEntries(random, pool, count, unique, `${who} given names`);
      return {
        values: picked.map(({ name, sex }) => ({
          text: name,
          data: { ...base, given: name, sex },
        })),
        notes,
      };
    }
    if (part === "family") {
      const pool = [...new Set(sexes.flatMap((sex) => surnamesFor(locale, sex)))];
      const { picked, notes } = drawEntries(random, pool, count, unique, `${who} surnames`);
      return {
        values: picked.map((name) => ({ text: name, data: { ...base, family: name } })),
        notes,
      };
    }

    const templates: Template[] = sexes.map((sex) => ({
      style: sex,
      lists: [given[sex], surnamesFor(locale, sex)],
      render: ([first, last]) =>
        locale.familyFirst ? `${last}${locale.joiner}${first}` : `${first} ${last}`,
    }));
    const total = templateCount(templates);
    const notes: string[] = [];
    let n = count;
    if (unique && count > total) {
      n = total;
      notes.push(`Only ${total} ${who} full names exist in the list, so you get all ${total}.`);
    }
    const values = drawCombinations(random, templates, n, unique).map(({ text, words, style }) => ({
      text,
      data: {
        ...base,
        given: words[0] ?? "",
        family: words[1] ?? "",
        sex: style,
        detail: locale.label,
      },
    }));
    return { values, notes };
  },
});
