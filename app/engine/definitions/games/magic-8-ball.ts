import { defineGenerator } from "../../core/engine";
import { text } from "../../core/fields";

export default defineGenerator({
  id: "magic-8-ball",
  title: "Magic 8-Ball",
  category: "games",
  iconText: "🎱",
  description:
    "Ask a yes-or-no question and get one of the 20 classic Magic 8-Ball answers; your question is only shown back to you and never changes the answer.",
  keywords: ["8 ball", "fortune teller", "yes or no", "ask a question", "oracle"],
  algorithm:
    "A uniform pick (Random.pick, an unbiased index by rejection sampling) from the 20 classic answers; the question is never read.",
  version: 1,
  inputs: {
    question: text({
      label: "Your question",
      help: "Only shown back to you: it never changes the answer.",
      maxLength: 200,
      default: "",
      placeholder: "Will it be sunny tomorrow?",
    }),
  },
  load: () => import("../../data/magic-8-ball").then((m) => m.default),
  generate(random, { question }, answers) {
    // The question is echoed only; the answer is a uniform pick that never reads it.
    const answer = random.pick(answers);
    return { values: [{ text: answer, data: { answer, question: question.trim() } }] };
  },
});
