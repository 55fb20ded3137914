/**
 * The drand `quicknet` beacon of the League of Entropy: its public constants and round clock.
 *
 * Public draws (issue #19) commit to a future quicknet round; anyone can later fetch that
 * round from any relay and check its BLS signature against the constants below. Pure data and
 * integer arithmetic: no I/O, no Node-only APIs, safe to import anywhere.
 *
 * Every constant is a public fact with its source in `docs/drand-facts.md`. In short:
 * - chain hash, public key, period, genesis time, scheme id: the quicknet `/info` document,
 *   quoted in drand's launch post (drand/website `docs/blog/2023-10-16-quicknet-is-live.md`)
 *   and pinned in drand's own client (drand/drand-client `lib/defaults.ts`, QUICKNET_CHAIN_INFO)
 *   and in drand/tlock `networks/fixed/fixed_test.go`;
 * - the domain separation tag, the signed message and randomness = SHA-256(signature):
 *   drand/drand `crypto/schemes.go` (scheme `bls-unchained-g1-rfc9380`);
 * - round 1 is published at genesis, round r at genesis + (r - 1) * period:
 *   drand/drand `common/time.go` (TimeOfRound, NextRound);
 * - the relays and the `/{chain-hash}/public/{round}` path: drand/drand-docs
 *   `docs/dev-guide/04-HTTP_API.md` and `docs/03_dev-guide/03-04-DevGuide_HTTP_API.md`.
 */

/** Identifies the quicknet chain; it is the hash of its `/info` and never changes. */
export const QUICKNET_CHAIN_HASH =
  "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971";

/** The group public key: a compressed BLS12-381 G2 point, 96 bytes as lowercase hex. */
export const QUICKNET_PUBLIC_KEY =
  "83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c" +
  "8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb" +
  "5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a";

/** Unix time, in seconds, at which round 1 was published (2023-08-23T15:09:27Z). */
export const QUICKNET_GENESIS_SECONDS = 1692803367;

/** Seconds between two rounds. */
export const QUICKNET_PERIOD_SECONDS = 3;

/** drand's scheme id: unchained rounds, signatures on G1, hash-to-curve per RFC 9380. */
export const QUICKNET_SCHEME_ID = "bls-unchained-g1-rfc9380";

/** Domain separation tag of the G1 hash-to-curve (the RFC 9380 / BLS basic G1 suite). */
export const QUICKNET_DST = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";

/** A signature is one compressed G1 point. */
export const QUICKNET_SIGNATURE_BYTES = 48;

/** The randomness is SHA-256 of the signature. */
export const QUICKNET_RANDOMNESS_BYTES = 32;

/**
 * The League of Entropy's public HTTP relays for mainnet, in drand's documented order; each
 * serves quicknet under `/{chain-hash}/...`. Any one of them will do: a round is verified by its
 * signature, not by who served it.
 */
export const LEAGUE_OF_ENTROPY_RELAYS = [
  "https://api.drand.sh",
  "https://api2.drand.sh",
  "https://api3.drand.sh",
  "https://drand.cloudflare.com",
] as const;

/**
 * The relay path of one round (v1 HTTP API). Round 0 means "latest" to a relay, so it is
 * refused here: a draw always names its round.
 */
export function quicknetRoundPath(round: number): string {
  assertRound(round);
  return `/${QUICKNET_CHAIN_HASH}/public/${round}`;
}

/** The relay path of the chain's `/info` document. */
export const QUICKNET_INFO_PATH = `/${QUICKNET_CHAIN_HASH}/info`;

const GENESIS_MS = QUICKNET_GENESIS_SECONDS * 1000;
const PERIOD_MS = QUICKNET_PERIOD_SECONDS * 1000;

/** The largest round whose time is still a safe integer of milliseconds. */
export const QUICKNET_MAX_ROUND =
  Math.floor((Number.MAX_SAFE_INTEGER - GENESIS_MS) / PERIOD_MS) + 1;

/** Whether `round` is a round number a relay can serve: an integer from 1 up. */
export function isQuicknetRound(round: unknown): round is number {
  return (
    typeof round === "number" &&
    Number.isSafeInteger(round) &&
    round >= 1 &&
    round <= QUICKNET_MAX_ROUND
  );
}

/** Unix time in milliseconds at which `round` is published (round 1 at genesis). */
export function roundTime(round: number): number {
  assertRound(round);
  return GENESIS_MS + (round - 1) * PERIOD_MS;
}

/**
 * The round current at `timeMs`: the last round published at or before it. Throws before
 * genesis, where no round exists (drand would answer 1, which is not yet published then).
 */
export function roundAt(timeMs: number): number {
  assertTime(timeMs);
  if (timeMs < GENESIS_MS) {
    throw new RangeError(`No quicknet round exists before genesis (${GENESIS_MS} ms)`);
  }
  return periodsSinceGenesis(timeMs) + 1;
}

/**
 * The first round whose time is at or after `timeMs`: the earliest round nobody can know at
 * `timeMs`, unless `timeMs` falls exactly on a round's time. Round 1 for any time up to genesis.
 */
export function firstRoundAtLeast(timeMs: number): number {
  assertTime(timeMs);
  if (timeMs <= GENESIS_MS) return 1;
  const periods = periodsSinceGenesis(timeMs);
  const onTheDot = (timeMs - GENESIS_MS) % PERIOD_MS === 0;
  return onTheDot ? periods + 1 : periods + 2;
}

/** Whole periods elapsed since genesis, for `timeMs` at or after it (exact: no float division). */
function periodsSinceGenesis(timeMs: number): number {
  const elapsed = timeMs - GENESIS_MS;
  return (elapsed - (elapsed % PERIOD_MS)) / PERIOD_MS;
}

function assertRound(round: number): void {
  if (!isQuicknetRound(round)) {
    throw new RangeError(
      `A quicknet round is an integer from 1 to ${QUICKNET_MAX_ROUND}: ${round}`,
    );
  }
}

function assertTime(timeMs: number): void {
  if (!Number.isSafeInteger(timeMs)) {
    throw new RangeError(`A time must be a whole number of milliseconds: ${timeMs}`);
  }
  // Past this time the round's own time would no longer be a safe integer.
  if (timeMs > GENESIS_MS + (QUICKNET_MAX_ROUND - 1) * PERIOD_MS) {
    throw new RangeError(`A time this far in the future has no representable round: ${timeMs}`);
  }
}
