import { expect, it } from "vitest";

import forms from "../../data/poem-forms";
import { describeListGenerator } from "../../testing/list-suite";
import poemForm from "./poem-form";

describeListGenerator(poemForm, {
  entries: forms,
  entryOf: (value, all) => all.find((f) => f.form === value.data?.form),
  filters: [
    {
      name: "difficulty",
      keeps: (f, level) => level === "any" || f.difficulty === level,
    },
  ],
});

it("names each form once, with a difficulty and rules", () => {
  expect(new Set(forms.map((f) => f.form)).size).toBe(forms.length);
  for (const f of forms) {
    expect(["easy", "medium", "hard"]).toContain(f.difficulty);
    expect(f.rules.length, f.form).toBeGreaterThan(30);
  }
});
