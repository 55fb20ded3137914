import { parseBeaconResponse } from "./beacon-response";
import type { DrawWaitReason } from "./public-draw";
import { quicknetRoundPath } from "./quicknet";

/** How long the relays, asked together, may take before the view answers without them. */
export const RELAY_TIMEOUT_MS = 2_500;

/** A verified round. */
export interface VerifiedRound {
  round: number;
  randomness: string;
  signature: string;
}

/** Why no relay gave a verified round; the worst thing a relay did wins (see WORST_FIRST). */
export type RelayFailure = Extract<
  DrawWaitReason,
  "not-published" | "bad-signature" | "wrong-round" | "malformed" | "unavailable"
>;

export type FetchedRound = ({ ok: true } & VerifiedRound) | { ok: false; reason: RelayFailure };

/** A relay that lies is worth telling before one that is only late or silent. */
const WORST_FIRST: readonly RelayFailure[] = [
  "bad-signature",
  "wrong-round",
  "malformed",
  "not-published",
  "unavailable",
];

/** Rounds verified by this isolate: a round never changes, so nothing here expires. */
const verifiedRounds = new Map<number, VerifiedRound>();
const MAX_VERIFIED_IN_MEMORY = 2_000;
/** One fetch per round at a time: views of a due draw wait on the same relays. */
const inFlight = new Map<number, Promise<FetchedRound>>();
/** Each relay's failure for a round is logged once, not on every view. */
const logged = new Set<string>();
const MAX_LOGGED = 5_000;

function logOnce(relay: string, round: number, failure: RelayFailure, detail: string): void {
  const key = `${relay} ${round} ${failure}`;
  if (logged.has(key)) return;
  if (logged.size >= MAX_LOGGED) logged.clear();
  logged.add(key);
  console.error(`drand relay ${relay}, round ${round}: ${failure}: ${detail}`);
}

type RelayAnswer = ({ ok: true } & VerifiedRound) | { ok: false; failure: RelayFailure };

/** Asks one relay for `round` and verifies its answer. Never throws. */
async function askRelay(relay: string, round: number, signal: AbortSignal): Promise<RelayAnswer> {
  const fail = (failure: RelayFailure, detail: string): RelayAnswer => {
    if (!signal.aborted || failure !== "unavailable") logOnce(relay, round, failure, detail);
    return { ok: false, failure };
  };
  let text: string;
  try {
    const response = await fetch(`${relay}${quicknetRoundPath(round)}`, {
      headers: { Accept: "application/json" },
      signal,
    });
    // drand relays answer 404 (older ones 425 Too Early) for a round they do not have yet.
    if (response.status === 404 || response.status === 425) {
      return fail("not-published", `HTTP ${response.status}`);
    }
    if (!response.ok) return fail("unavailable", `HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    return fail("unavailable", String(error));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail("malformed", `not JSON: ${text.slice(0, 60)}`);
  }
  const parsed = parseBeaconResponse(json, round);
  if (!parsed.ok) {
    return fail(parsed.wrongRound ? "wrong-round" : "malformed", parsed.message);
  }
  // The BLS code is heavy: loaded only when a round is actually checked.
  const { verifyQuicknetRound } = await import("./beacon-verify");
  const verdict = verifyQuicknetRound(parsed.beacon);
  if (!verdict.ok) {
    return fail(
      verdict.reason === "randomness-mismatch" ? "malformed" : "bad-signature",
      verdict.message,
    );
  }
  return { ok: true, round, randomness: verdict.randomness, signature: verdict.signature };
}

/**
 * All relays asked at once, each for at most RELAY_TIMEOUT_MS: the first answer that verifies
 * against the pinned quicknet key wins and the others are cancelled. A round that does not
 * verify is logged once and never returned.
 */
async function askRelays(relays: readonly string[], round: number): Promise<FetchedRound> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RELAY_TIMEOUT_MS);
  const failures: RelayFailure[] = [];
  try {
    const verified = await new Promise<VerifiedRound | null>((resolve) => {
      let pending = relays.length;
      if (pending === 0) resolve(null);
      for (const relay of relays) {
        void askRelay(relay, round, controller.signal).then((answer) => {
          if (answer.ok) resolve(answer);
          else failures.push(answer.failure);
          if (--pending === 0) resolve(null);
        });
      }
    });
    if (verified) return { ok: true, ...verified };
    const reason = WORST_FIRST.find((failure) => failures.includes(failure)) ?? "unavailable";
    return { ok: false, reason };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/**
 * The verified round `round`: from this isolate's memory, then from D1's table of verified
 * rounds, then from the relays (and kept in both for good).
 */
export async function fetchVerifiedRound(
  db: D1Database,
  relays: readonly string[],
  round: number,
): Promise<FetchedRound> {
  const remembered = verifiedRounds.get(round);
  if (remembered) return { ok: true, ...remembered };
  const stored = await db
    .prepare("SELECT round, randomness, signature FROM drand_rounds WHERE round = ?")
    .bind(round)
    .first<VerifiedRound>();
  if (stored) {
    remember(stored);
    return { ok: true, ...stored };
  }
  let fetching = inFlight.get(round);
  if (!fetching) {
    fetching = askRelays(relays, round).finally(() => inFlight.delete(round));
    inFlight.set(round, fetching);
  }
  const fetched = await fetching;
  if (fetched.ok) {
    const { round: verifiedRound, randomness, signature } = fetched;
    remember({ round: verifiedRound, randomness, signature });
    await db
      .prepare("INSERT OR IGNORE INTO drand_rounds (round, randomness, signature) VALUES (?, ?, ?)")
      .bind(verifiedRound, randomness, signature)
      .run();
  }
  return fetched;
}

function remember(verified: VerifiedRound): void {
  if (verifiedRounds.size >= MAX_VERIFIED_IN_MEMORY) verifiedRounds.clear();
  verifiedRounds.set(verified.round, verified);
}
