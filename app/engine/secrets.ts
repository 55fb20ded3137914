// Which generators make secrets. The flag itself is `secret: true` in a definition; this module
// holds the audit rule every definition is checked against (secrets.test.ts) and the generators
// whose names sound secret but whose values are not, each with the reason.

/** Words that, in a generator's id or title, say its values may be secrets. */
export const SECRET_WORDS = [
  "password",
  "passphrase",
  "pin",
  "key",
  "token",
  "secret",
  "salt",
] as const;

/** Generators whose id or title has a secret word although their values are not secrets. */
export const NOT_SECRET: Readonly<Record<string, string>> = {
  "secret-santa":
    "gift pairings a group shares with its organiser, not a credential; the organiser may need the same pairings again",
};

/** Whether a generator's id or title says (as a whole word, singular or plural) that it makes secrets. */
export function namesASecret({ id, title }: { id: string; title: string }): boolean {
  const words = [...id.split("-"), ...title.split(/[^\p{L}\p{N}]+/u)].map((word) =>
    word.toLowerCase().replace(/s$/, ""),
  );
  return words.some((word) => (SECRET_WORDS as readonly string[]).includes(word));
}
