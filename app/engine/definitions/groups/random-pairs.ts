import { defineGenerator } from "../../core/engine";
import { select } from "../../core/fields";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_PEOPLE = 10_000;

export default defineGenerator({
  id: "random-pairs",
  title: "Random Pairs Generator",
  category: "groups",
  iconText: "👯",
  description:
    "Pair up a list of names at random, for partner work, buddy systems or games, with a fair choice of what happens to the odd one out.",
  keywords: ["pair generator", "partners", "buddy", "pair up", "random partners", "study buddy"],
  algorithm:
    "Shuffles the names with Fisher–Yates (Random.shuffle) and pairs them in order: first with second, third with fourth. With an odd number, the last name of the shuffle, a uniformly random person, joins the last pair as a trio or sits out.",
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli\nFay\nGus", { max: MAX_PEOPLE }),
    odd: select({
      label: "Odd one out",
      help: "What happens with an odd number of names.",
      options: [
        { value: "trio", label: "Joins a pair (one group of three)" },
        { value: "alone", label: "Sits out this round" },
      ],
      default: "trio",
    }),
  },
  check({ names }) {
    return namesProblem("names", names, { min: 2, max: MAX_PEOPLE, why: "to make a pair" });
  },
  generate(random, { names, odd }) {
    const { items, notes } = readNames(names, MAX_PEOPLE);
    const shuffled = random.shuffle(items);
    const pairs: string[][] = [];
    for (let i = 0; i + 1 < shuffled.length; i += 2) {
      pairs.push([shuffled[i] ?? "", shuffled[i + 1] ?? ""]);
    }
    const extra = shuffled.length % 2 === 1 ? shuffled.at(-1) : undefined;
    if (extra !== undefined && odd === "trio") pairs.at(-1)?.push(extra);
    const values = pairs.map((members, i) => ({
      text: `Pair ${i + 1}: ${members.join(" & ")}`,
      data: { team: i + 1, members, size: members.length },
    }));
    if (extra !== undefined && odd === "alone") {
      values.push({
        text: `Sits out: ${extra}`,
        data: { team: values.length + 1, members: [extra], size: 1 },
      });
    }
    return {
      values,
      notes,
      summary: `${plural(items.length, "person", "people")} in ${plural(pairs.length, "pair")}${
        extra === undefined ? "" : odd === "trio" ? ", one of them a trio" : `, ${extra} sits out`
      }`,
    };
  },
});
