import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "compliment-generator",
  title: "Compliment Generator",
  category: "party",
  iconText: "💐",
  description:
    "Kind, specific compliments about what people do and who they are (never about looks) for cards, classrooms and team shout-outs.",
  keywords: ["compliments", "nice things to say", "kind words", "praise ideas", "encouragement"],
  entries: () => import("../../data/compliments").then((m) => m.default),
  plural: "compliments",
  pool: "the compliments written for this site (about character, never looks)",
  value: (text) => ({ text, data: { compliment: text } }),
});
