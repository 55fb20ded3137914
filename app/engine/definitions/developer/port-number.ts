import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { notEnoughDistinct } from "../../shared/no-repeats";
import { numberOrder, sortNumbers } from "../../shared/sort-order";

/** The port ranges of RFC 6335 §6; port 0 is reserved and never given. */
const RANGES = {
  registered: { min: 1024, max: 49151, name: "User (registered) ports" },
  dynamic: { min: 49152, max: 65535, name: "Dynamic (private, ephemeral) ports" },
  system: { min: 1, max: 1023, name: "System (well-known) ports" },
  any: { min: 1, max: 65535, name: "Any port" },
} as const;

export default defineGenerator({
  id: "port-number",
  title: "Random Port Number",
  category: "developer",
  iconText: "🔌",
  description:
    "TCP and UDP port numbers from the registered, dynamic or well-known range, for dev servers, containers and tests.",
  keywords: ["port number", "random port", "tcp port", "ephemeral port", "free port"],
  algorithm:
    "Each port is an unbiased integer in the chosen RFC 6335 range by rejection sampling (Random.int); with No repeats the ports are distinct (Random.distinctInts, a partial Fisher–Yates shuffle). Port 0 is reserved and never drawn.",
  version: 1,
  inputs: {
    range: select({
      label: "Range",
      options: [
        { value: "registered", label: "Registered (1024–49151)" },
        { value: "dynamic", label: "Dynamic / ephemeral (49152–65535)" },
        { value: "system", label: "Well-known (1–1023)" },
        { value: "any", label: "Any (1–65535)" },
      ],
      default: "registered",
    }),
    count: count(1),
    unique: toggle({ label: "No repeats", default: true }),
    order: numberOrder,
  },
  check({ range, count, unique }) {
    const { min, max } = RANGES[range];
    return unique
      ? notEnoughDistinct(count, "port", { from: min, to: max, available: max - min + 1 })
      : null;
  },
  generate(random, { range, count, unique, order }) {
    const { min, max, name } = RANGES[range];
    const drawn = unique
      ? random.distinctInts(min, max, count)
      : Array.from({ length: count }, () => random.int(min, max));
    return {
      values: sortNumbers(drawn, order).map((value) => ({
        text: String(value),
        data: { value, range: name },
      })),
    };
  },
});
