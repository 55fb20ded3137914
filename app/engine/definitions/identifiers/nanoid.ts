import { defineGenerator, type Generation } from "../../core/engine";
import { count, integer, text } from "../../core/fields";
import type { Random } from "../../core/random";
import { textsFromIndices } from "../../shared/bulk-text";
import { roundBits } from "../../shared/format";
import { NANOID_ALPHABET } from "../../shared/identifiers";

/** The characters of a custom alphabet, split by code point so emoji count as one. */
function alphabetCharacters(alphabet: string): string[] {
  return Array.from(alphabet);
}

type NanoidInput = { length: number; alphabet: string; count: number };

/** Version 1: one Random.pick (a whole 32-bit word) per character. */
function generateV1(random: Random, { length, alphabet, count }: NanoidInput): Generation {
  const characters = alphabetCharacters(alphabet === "" ? NANOID_ALPHABET : alphabet);
  const entropyBits = roundBits(length * Math.log2(characters.length));
  const values = Array.from({ length: count }, () => {
    let id = "";
    for (let i = 0; i < length; i++) id += random.pick(characters);
    return { text: id, data: { entropyBits } };
  });
  return { values, summary: `Each ID has about ${entropyBits} bits of randomness.` };
}

export default defineGenerator({
  id: "nanoid",
  title: "Nano ID Generator",
  category: "identifiers",
  iconText: "🧬",
  description:
    "Short, URL-safe random IDs like V1StGXR8_Z5jdHi6B-myT, with the length and alphabet you choose.",
  keywords: ["nanoid", "nano id", "short id", "url-safe id", "random id"],
  algorithm:
    "Each character is an index into the alphabet (Nano ID's 64 URL-safe characters by default, or your own, split into characters by code point) taken from one random byte: Random.indicesInto masks the byte to the smallest power of two at least the alphabet's size and draws again when the result is not below the size, so every character is exactly equally likely, and the default 64-character alphabet never draws again (byte & 63, as nanoid does). The indices of all the run's IDs are drawn at once, the first `length` spelling the first ID, and so on.",
  version: 2,
  inputs: {
    length: integer({ label: "Length", min: 2, max: 256, default: 21 }),
    alphabet: text({
      label: "Custom alphabet",
      help: "Leave empty for the URL-safe A–Z, a–z, 0–9, _ and -.",
      maxLength: 256,
      default: "",
      placeholder: "0123456789abcdef",
    }),
    count: count(1),
  },
  check({ alphabet }) {
    if (alphabet === "") return null;
    const characters = alphabetCharacters(alphabet);
    if (characters.some((c) => /\s/u.test(c))) {
      return {
        field: "alphabet",
        message: "Custom alphabet can't contain spaces or line breaks: remove them.",
      };
    }
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const c of characters) (seen.has(c) ? repeated : seen).add(c);
    if (repeated.size > 0) {
      return {
        field: "alphabet",
        message: `Custom alphabet has repeated characters (${[...repeated].join(" ")}), which would make them more likely than the others: list each character once.`,
      };
    }
    if (characters.length < 2) {
      return {
        field: "alphabet",
        message: "Custom alphabet needs at least 2 different characters.",
      };
    }
    return null;
  },
  generate(random, { length, alphabet, count }) {
    const characters = alphabetCharacters(alphabet === "" ? NANOID_ALPHABET : alphabet);
    const entropyBits = roundBits(length * Math.log2(characters.length));
    const indices = random.indicesInto(new Uint8Array(length * count), characters.length);
    const values = textsFromIndices(indices, characters, length).map((text) => ({
      text,
      data: { entropyBits },
    }));
    return { values, summary: `Each ID has about ${entropyBits} bits of randomness.` };
  },
  legacy: { 1: generateV1 },
});
