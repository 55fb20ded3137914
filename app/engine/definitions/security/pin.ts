import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, integer, toggle } from "../../core/fields";
import { roundBits } from "../../shared/format";
import { isWeakPin, weakPinCount } from "../../shared/pins";

export default defineGenerator({
  id: "pin",
  title: "PIN Generator",
  category: "security",
  iconText: "🔒",
  description:
    "Random numeric PINs of 3 to 12 digits, skipping easy guesses like 1111 and 1234 if you like.",
  keywords: ["pin", "pin code", "passcode", "numeric code", "random digits"],
  algorithm:
    "Each digit is an unbiased integer from 0 to 9 by rejection sampling (Random.int). With Avoid weak PINs, a PIN of one repeated digit or a straight run up or down is redrawn whole, so every remaining PIN is equally likely.",
  version: 1,
  secret: true,
  inputs: {
    length: integer({ label: "PIN length", min: 3, max: 12, default: 4 }),
    avoidWeak: toggle({
      label: "Avoid weak PINs",
      help: "Skips one repeated digit (1111) and straight runs (1234, 9876).",
      default: true,
    }),
    count: count(1),
  },
  generate(random, { length, avoidWeak, count }) {
    const possible = 10 ** length - (avoidWeak ? weakPinCount(length) : 0);
    const entropyBits = roundBits(Math.log2(possible));
    const values: GeneratedValue[] = Array.from({ length: count }, () => {
      let code: string;
      do {
        code = "";
        for (let i = 0; i < length; i++) code += String(random.int(0, 9));
      } while (avoidWeak && isWeakPin(code));
      return { text: code, data: { entropyBits } };
    });
    return { values, summary: `Each PIN has about ${entropyBits} bits of entropy.` };
  },
});
