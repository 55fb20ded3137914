import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import { DESIGN_DISCIPLINES, type DesignDiscipline } from "../../shared/writing-kinds";

const LABELS: Record<DesignDiscipline, string> = {
  graphic: "Graphic design",
  web: "Web and app",
  product: "Product",
  packaging: "Packaging",
};

type Choice = "any" | DesignDiscipline;

export default defineGenerator({
  id: "design-brief",
  title: "Design Brief",
  category: "writing",
  iconText: "📐",
  description:
    "Practice design briefs with an invented client, something to design, an audience and a constraint: for portfolios, design classes and daily practice.",
  keywords: ["design brief", "fake client", "design prompt", "design challenge", "portfolio ideas"],
  algorithm:
    "Picks the discipline (Random.pick when Any), then makes independent uniform picks (Random.pick) of a client (40), a deliverable of that discipline (10 each), an audience (15) and a constraint (20) from the project's own lists.",
  version: 1,
  inputs: {
    discipline: select({
      label: "Discipline",
      options: [
        { value: "any" as Choice, label: "Any discipline" },
        ...DESIGN_DISCIPLINES.map((d) => ({ value: d as Choice, label: LABELS[d] })),
      ],
      default: "any",
    }),
    count: count(1, { max: 1000, reason: "more than 1,000 briefs at once is not useful" }),
  },
  load: () => import("../../data/design-brief-parts").then((m) => m.default),
  generate(random, { discipline, count }, parts) {
    const values = Array.from({ length: count }, () => {
      const kind = discipline === "any" ? random.pick(DESIGN_DISCIPLINES) : discipline;
      const client = random.pick(parts.clients);
      const deliverable = random.pick(parts.deliverables[kind]);
      const audience = random.pick(parts.audiences);
      const constraint = random.pick(parts.constraints);
      return {
        text: `Design ${deliverable} for ${client}, aimed at ${audience}. Constraint: ${constraint}.`,
        data: { discipline: kind, client, deliverable, audience, constraint },
      };
    });
    return { values };
  },
});
