import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs } from "../../core/engine";
import magic8BallAnswers from "../../data/magic-8-ball";
import magic8Ball from "./magic-8-ball";
import { expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_240_601, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });

const { run, problemsOf } = generatorHarness([magic8Ball], { seed: "games test seed", now: 0 });

describe("magic-8-ball", () => {
  it("answers with a classic answer and echoes the question in data", async () => {
    const result = await run("magic-8-ball", { question: "  Will it rain?  " });
    expect(result.values).toHaveLength(1);
    expect(magic8BallAnswers).toContain(result.values[0]?.text);
    expect(result.values[0]?.data?.question).toBe("Will it rain?");
  });

  it("gives the same answer for the same seed whatever the question", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.string({ maxLength: 200 }),
        async (q1, q2) => {
          const a = await run("magic-8-ball", { question: q1 }, "eight ball");
          const b = await run("magic-8-ball", { question: q2 }, "eight ball");
          expect(a.values[0]?.text).toBe(b.values[0]?.text);
        },
      ),
      FC,
    );
  });

  it("answers any question with one classic answer and echoes it trimmed (property)", async () => {
    const { maxLength } = fieldSpecs(magic8Ball).find((spec) => spec.name === "question") as {
      maxLength: number;
    };
    const padding = fc.constantFrom("", " ", "  ", "\t", "\n ");
    const question = fc.oneof(
      fc.string({ maxLength }),
      fc.tuple(padding, fc.string({ maxLength: maxLength - 4 }), padding).map((p) => p.join("")),
    );
    await fc.assert(
      fc.asyncProperty(question, RUN_SEED, async (question, seed) => {
        const { values } = await run("magic-8-ball", { question }, seed);
        expect(values).toHaveLength(1);
        expect(magic8BallAnswers).toContain(values[0]?.text);
        expect(values[0]?.data).toEqual({ answer: values[0]?.text, question: question.trim() });
      }),
      FC,
    );
  });

  it("rejects a question over 200 characters, naming it", () => {
    expectProblem(
      problemsOf("magic-8-ball", { question: "x".repeat(201) })[0],
      "question",
      /Your question/,
    );
  });
});
