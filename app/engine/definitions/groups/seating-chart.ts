import { defineGenerator } from "../../core/engine";
import { integer, select } from "../../core/fields";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_GUESTS = 2_000;

export default defineGenerator({
  id: "seating-chart",
  title: "Seating Chart Generator",
  category: "groups",
  iconText: "🪑",
  description:
    "Seat guests, pupils or colleagues at random: choose the number of tables and seats per table, spread people evenly or fill one table at a time.",
  keywords: ["seating plan", "table plan", "seating chart", "wedding tables", "classroom seats"],
  algorithm:
    "Shuffles the names with Fisher–Yates (Random.shuffle), then seats them in that order: spread evenly, the tables get sizes that differ by at most one (the first tables take the extra guests); filled, each table takes as many as it seats before the next. The seat order at a table is the shuffle's order.",
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli\nFay\nGus\nHal\nIda\nJon", {
      max: MAX_GUESTS,
      label: "Guests",
      help: `One name per line, or separated by commas; blank and repeated names are left out. At most ${MAX_GUESTS.toLocaleString("en-US")}.`,
    }),
    tables: integer({ label: "Tables", min: 1, max: 200, default: 3 }),
    seats: integer({ label: "Seats per table", min: 1, max: 100, default: 4 }),
    fill: select({
      label: "Seating",
      options: [
        { value: "spread", label: "Spread evenly across tables" },
        { value: "fill", label: "Fill one table before the next" },
      ],
      default: "spread",
    }),
  },
  check({ names, tables, seats }) {
    const problem = namesProblem("names", names, { min: 1, max: MAX_GUESTS, why: "to seat" });
    if (problem) return problem;
    const guests = readNames(names, MAX_GUESTS).items.length;
    if (guests > tables * seats) {
      return {
        field: "tables",
        message: `Not enough seats: ${plural(tables, "table")} × ${plural(seats, "seat")} = ${plural(tables * seats, "seat")} for ${plural(guests, "guest")}. Add tables or seats.`,
      };
    }
    return null;
  },
  generate(random, { names, tables, seats, fill }) {
    const { items, notes } = readNames(names, MAX_GUESTS);
    const order = random.shuffle(items);
    const sizes =
      fill === "spread"
        ? Array.from(
            { length: tables },
            (_, i) => Math.floor(order.length / tables) + (i < order.length % tables ? 1 : 0),
          )
        : Array.from({ length: tables }, (_, i) =>
            Math.max(0, Math.min(seats, order.length - i * seats)),
          );
    let next = 0;
    const values = sizes.flatMap((size, i) => {
      if (size === 0) return [];
      const members = order.slice(next, next + size);
      next += size;
      return [
        {
          text: `Table ${i + 1}: ${members.join(", ")}`,
          data: { team: i + 1, members, size, seats },
        },
      ];
    });
    const empty = tables - values.length;
    return {
      values,
      notes:
        empty > 0
          ? [...notes, `${plural(empty, "table")} stay${empty === 1 ? "s" : ""} empty.`]
          : notes,
      summary: `${plural(order.length, "guest")} at ${plural(values.length, "table")}`,
    };
  },
});
