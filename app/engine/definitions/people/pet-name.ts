import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

/** A name, with the sex of dog it is popular for ("" when it is not a dog name) and whether cats get it. */
type Pet = { name: string; dog: "" | "female" | "male" | "either"; cat: boolean };
type Choice = "any" | "dog" | "female-dog" | "male-dog" | "cat";

const PLURALS: Record<Choice, string> = {
  any: "pet names",
  dog: "dog names",
  "female-dog": "names for female dogs",
  "male-dog": "names for male dogs",
  cat: "cat names",
};

/** Each name once: the dog names with their sex, then the cat names no dog list has. */
async function loadPets(): Promise<Pet[]> {
  const [dogs, cats] = await Promise.all([
    import("../../data/dog-names").then((m) => m.default),
    import("../../data/cat-names").then((m) => m.default),
  ]);
  const catNames = new Set(cats);
  const dogNames = new Set(dogs.map((d) => d.name));
  return [
    ...dogs.map(({ name, sex }) => ({ name, dog: sex, cat: catNames.has(name) })),
    ...cats
      .filter((name) => !dogNames.has(name))
      .map((name) => ({ name, dog: "" as const, cat: true })),
  ];
}

function describePet({ dog, cat }: Pet): string {
  const forDog = dog === "" ? "" : dog === "either" ? "dog" : `${dog} dog`;
  return [forDog, cat ? "cat" : ""].filter(Boolean).join(" or ");
}

export default defineListGenerator({
  id: "pet-name",
  title: "Pet Name Generator",
  category: "people",
  iconText: "🐶",
  description:
    "Names for a new dog or cat, from the most popular female and male dog names and popular cat names.",
  keywords: ["pet name generator", "dog names", "cat names", "puppy names", "kitten names"],
  entries: loadPets,
  pool: "the popular dog and cat names of the chosen kind (the packages give their order, not counts, so every name is equally likely)",
  filters: [
    {
      name: "pet",
      field: select({
        label: "For a",
        options: [
          { value: "any", label: "Dog or cat" },
          { value: "dog", label: "Dog" },
          { value: "female-dog", label: "Female dog" },
          { value: "male-dog", label: "Male dog" },
          { value: "cat", label: "Cat" },
        ],
        default: "any",
      }),
      keeps: (pet, choice: Choice) =>
        choice === "any" ||
        (choice === "cat"
          ? pet.cat
          : pet.dog !== "" &&
            (choice === "dog" ||
              pet.dog === "either" ||
              pet.dog === (choice === "female-dog" ? "female" : "male"))),
    },
  ],
  plural: (choice) => PLURALS[choice],
  value: (pet) => ({
    text: pet.name,
    data: { name: pet.name, dog: pet.dog, cat: pet.cat, detail: describePet(pet) },
  }),
  defaultCount: 5,
});
