// Which generators make secrets. The flag itself is `secret: true` in a definition; this module
// holds the audit rule every definition is checked against (secrets.test.ts) and the generators
// reviewed and deliberately left not secret, each with the reason.

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

/** The reason an identifier is not a secret. */
const IDENTIFIER = "an identifier, not a credential: it names a thing and is meant to be shared";

/**
 * The audit trail of generators reviewed and deliberately left not secret, each with its reason:
 * names that sound secret (the audit rule would flag them) and values that only look like
 * credentials or are identifiers, which are meant to be shared and reproduced from a seed.
 */
export const NOT_SECRET: Readonly<Record<string, string>> = {
  "secret-santa":
    "gift pairings a group shares with its organiser, not a credential; the organiser may need the same pairings again",
  "fake-jwt":
    "an unsigned sample token whose signature is random bytes, so it verifies against no key",
  "fake-hash": "random bytes shaped like a digest, for test data; not the hash of anything",
  "test-iban": "a fake IBAN for testing payment forms, not an account anyone can use",
  "test-credit-card-number": "card numbers that payment providers publish for test mode only",
  nanoid: IDENTIFIER,
  "uuid-v4": IDENTIFIER,
  "uuid-v7": `${IDENTIFIER} (it also tells when it was made)`,
  ulid: `${IDENTIFIER} (it also tells when it was made)`,
};

/** Whether a generator's id or title says (as a whole word, singular or plural) that it makes secrets. */
export function namesASecret({ id, title }: { id: string; title: string }): boolean {
  const words = [...id.split("-"), ...title.split(/[^\p{L}\p{N}]+/u)].map((word) =>
    word.toLowerCase().replace(/s$/, ""),
  );
  return words.some((word) => (SECRET_WORDS as readonly string[]).includes(word));
}
