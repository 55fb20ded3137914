// How strong a password is, from its bits of entropy.

/** Below this many bits of entropy a password gets a warning. */
export const WEAK_BITS = 60;

/** A strength word for bits of entropy: weak, fair, strong or very strong. */
export function strengthOf(bits: number): "weak" | "fair" | "strong" | "very strong" {
  return bits < 40 ? "weak" : bits < WEAK_BITS ? "fair" : bits < 100 ? "strong" : "very strong";
}

export function StrengthMeter({ bits }: { bits: number }) {
  const word = strengthOf(bits);
  const colour =
    word === "weak"
      ? "bg-danger"
      : word === "fair"
        ? "bg-[#b45309]"
        : "bg-[#15803d] dark:bg-[#4ade80]";
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id="strength-label" className="font-medium">
          Strength
        </span>
        <span>
          <strong className="capitalize">{word}</strong>: about {bits} bits of entropy
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby="strength-label"
        aria-valuemin={0}
        aria-valuemax={128}
        aria-valuenow={Math.min(bits, 128)}
        aria-valuetext={`${word}, about ${bits} bits of entropy`}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full ${colour}`}
          style={{ width: `${Math.min(100, (bits / 128) * 100)}%` }}
        />
      </div>
      {bits < WEAK_BITS ? (
        <p className="text-sm text-danger">
          Under {WEAK_BITS} bits: guessable by a determined attacker. Make it longer or use more
          kinds of characters for anything that matters.
        </p>
      ) : null}
    </div>
  );
}
