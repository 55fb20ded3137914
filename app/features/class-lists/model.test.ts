import { describe, expect, it } from "vitest";

import { runGenerator, validateInput } from "~/engine/core/engine";
import { seededRandom } from "~/engine/core/random";
import pickFromList from "~/engine/definitions/decisions/pick-from-list";
import spinTheWheel from "~/engine/definitions/decisions/spin-the-wheel";

import {
  applyChange,
  changeProblem,
  checkChange,
  checkClassList,
  CLASS_LIST_MESSAGES,
  type ClassList,
  drawPool,
  MAX_CLASS_LIST_NAME_LENGTH,
  MAX_CLASS_LIST_NAMES,
  MAX_CLASS_LISTS,
  markPicked,
  newClassList,
  resetRotation,
  rotationLabel,
  withNames,
} from "./model";

const NOW = new Date("2026-03-01T09:00:00.000Z");

function made(names: string[], title = "5B"): ClassList {
  const result = newClassList(title, names, NOW);
  if (!result.ok) throw new Error(result.message);
  return result.list;
}

const namesOf = (n: number) => Array.from({ length: n }, (_, i) => `Pupil ${i + 1}`);

async function generate(
  generator: typeof pickFromList | typeof spinTheWheel,
  raw: Record<string, unknown>,
  seed: string,
) {
  const validation = validateInput(generator, raw);
  if (!validation.ok) throw new Error(JSON.stringify(validation.problems));
  const generation = await runGenerator(generator, seededRandom(seed), validation.input);
  return generation.values.map((value) => value.text);
}

/**
 * Draws from `list` in rotation until `passes` passes are over, as a page does: each draw runs
 * the tool on the list as it stands (`draw`), then the picked names leave the pass.
 */
async function passesOf(
  list: ClassList,
  passes: number,
  draw: (list: ClassList, step: number) => Promise<string[]>,
): Promise<string[][]> {
  const done: string[][] = [];
  let current: string[] = [];
  for (let step = 0; done.length < passes; step += 1) {
    const picked = await draw(list, step);
    current.push(...picked);
    list = markPicked(list, picked);
    if (list.remaining.length === 0) {
      done.push(current);
      current = [];
    }
  }
  return done;
}

// Fixed seeds: these checks are exact (every pass, every seed), so they never fail by chance.
describe("rotation: no repeats until everyone has been picked", () => {
  it("Pick From a List, over 200 seeds: each pass picks every name exactly once", async () => {
    for (let s = 0; s < 200; s += 1) {
      const names = namesOf(5 + (s % 26));
      const count = 1 + (s % 3);
      const passes = await passesOf(made(names), 2, (list, step) => {
        const pool = drawPool(list);
        return generate(
          pickFromList,
          { entries: pool.join("\n"), count: Math.min(count, pool.length), unique: true },
          `class list ${s} draw ${step}`,
        );
      });
      for (const pass of passes) expect([...pass].sort()).toEqual([...names].sort());
    }
  });

  it("the wheel in rotation, over 200 seeds: each pass lands on every name exactly once", async () => {
    for (let s = 0; s < 200; s += 1) {
      const names = namesOf(2 + (s % 19));
      const passes = await passesOf(made(names), 2, (list, step) =>
        generate(
          spinTheWheel,
          {
            entries: list.names.join("\n"),
            rotation: true,
            won: list.names.filter((name) => !list.remaining.includes(name)).join("\n"),
          },
          `wheel ${s} spin ${step}`,
        ),
      );
      for (const pass of passes) expect([...pass].sort()).toEqual([...names].sort());
    }
  });

  it("a finished pass shows 0 left and the next pick is drawn from everyone", () => {
    let list = made(["Ana", "Ben", "Cy"]);
    expect(rotationLabel(list)).toBe("3 of 3 left");
    list = markPicked(list, ["Ben"]);
    expect(rotationLabel(list)).toBe("2 of 3 left");
    expect(drawPool(list)).toEqual(["Ana", "Cy"]);
    list = markPicked(list, ["Ana", "Cy"]);
    expect(rotationLabel(list)).toBe("0 of 3 left");
    expect(drawPool(list)).toEqual(["Ana", "Ben", "Cy"]);
    expect(markPicked(list, ["Cy"]).remaining).toEqual(["Ana", "Ben"]);
  });

  it("a name drawn from a stale list that already left the pass changes nothing", () => {
    const list = markPicked(made(["Ana", "Ben", "Cy"]), ["Ana"]);
    expect(markPicked(list, ["Ana"]).remaining).toEqual(["Ben", "Cy"]);
  });

  it("Reset puts everyone back; editing names keeps each name's place in the pass", () => {
    const list = markPicked(made(["Ana", "Ben", "Cy"]), ["Ana", "Ben"]);
    expect(resetRotation(list).remaining).toEqual(["Ana", "Ben", "Cy"]);
    const edited = withNames(list, ["Ana", "Cy", "Dee"]);
    // Ana was picked, Cy was not, Dee is new, Ben left the list.
    expect(edited.remaining).toEqual(["Cy", "Dee"]);
  });
});

describe("the one check", () => {
  it("cleans names as the generators clean a list", () => {
    const list = made([" Ana ", "", "Ben", "Ana"]);
    expect(list.names).toEqual(["Ana", "Ben"]);
    expect(list.remaining).toEqual(["Ana", "Ben"]);
  });

  it("refuses a list without names, too many names, or a name too long, in words", () => {
    expect(newClassList("x", [" "])).toEqual({
      ok: false,
      message: CLASS_LIST_MESSAGES.namesMissing,
    });
    expect(newClassList("x", namesOf(MAX_CLASS_LIST_NAMES + 1))).toEqual({
      ok: false,
      message: CLASS_LIST_MESSAGES.tooManyNames,
    });
    const long = "x".repeat(MAX_CLASS_LIST_NAME_LENGTH + 1);
    expect(newClassList("x", [long])).toMatchObject({ ok: false, message: /too long/ });
  });

  it("refuses remaining names that are not names of the list", () => {
    const list = made(["Ana"]);
    expect(checkClassList({ ...list, remaining: ["Zed"] })).toEqual({
      ok: false,
      message: CLASS_LIST_MESSAGES.remainingNotNames,
    });
  });

  it("gives an unnamed list the default name", () => {
    expect(made(["Ana"], " ").name).toBe(CLASS_LIST_MESSAGES.defaultTitle);
  });
});

describe("changes", () => {
  it("are applied the same way from a stored queue or a request body", () => {
    const list = made(["Ana", "Ben"]);
    const checked = checkChange(
      JSON.parse(JSON.stringify({ kind: "pick", id: list.id, picked: ["Ana"] })),
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const [after] = applyChange([list], checked.change, NOW);
    expect(after?.remaining).toEqual(["Ben"]);
    expect(checkChange({ kind: "explode", id: list.id })).toEqual({
      ok: false,
      message: CLASS_LIST_MESSAGES.notAChange,
    });
  });

  it("a save of an existing list keeps its rotation; a new list comes first", () => {
    const list = markPicked(made(["Ana", "Ben"]), ["Ana"]);
    const other = made(["Cy"]);
    const saved = applyChange(
      [other, list],
      { kind: "save", list: { ...list, name: "6C", names: ["Ana", "Ben", "Dee"], remaining: [] } },
      NOW,
    );
    expect(saved.map((l) => l.name)).toEqual(["6C", "5B"]);
    expect(saved[0]?.remaining).toEqual(["Ben", "Dee"]);
    expect(applyChange(saved, { kind: "remove", id: list.id })).toHaveLength(1);
  });

  it("a new list over the limit is refused; changing a kept one never is", () => {
    const lists = Array.from({ length: MAX_CLASS_LISTS }, () => made(["Ana"]));
    expect(changeProblem(lists, { kind: "save", list: made(["Ben"]) })).toBe(
      CLASS_LIST_MESSAGES.limitReached,
    );
    expect(changeProblem(lists, { kind: "save", list: lists[0]! })).toBeNull();
  });
});
